#!/usr/bin/env node
// Grants a role (creating the account if needed) and prints a token for it, straight in the service's
// database: the way to make the first release-admin. PGlite allows one process per data folder, so
// with the embedded database stop the service first; on PostgreSQL it may run.
//   pnpm --filter @gaido/release-service account grant <email> <role> [--name "Ana"] [--password-stdin] [--token]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseEnvironments } from '@gaido/release-core/environments';
import { ROLES } from './accounts.mjs';
import { loadConfig } from './config.mjs';
import { openReleaseService } from './service.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, 'password-stdin': { type: 'boolean' }, token: { type: 'boolean' } },
});
const [command, email, role] = positionals;
if (command !== 'grant' || !email || !role) {
  console.error(
    `Usage: pnpm --filter @gaido/release-service account grant <email> <${ROLES.join('|')}> [--name <name>] [--password-stdin] [--token]`,
  );
  process.exit(2);
}
const config = loadConfig();
const environments = parseEnvironments(JSON.parse(readFileSync(config.environmentsFile, 'utf8')));
let opened;
try {
  opened = await openReleaseService({ ...config, environments });
} catch (error) {
  console.error(
    `Could not open the release service's database (${error.message}). With the embedded database, stop the service first.`,
  );
  process.exit(1);
}
try {
  const password = values['password-stdin'] ? readFileSync(0, 'utf8').trim() : undefined;
  const account = await opened.service.accounts.grant({ email, name: values.name, role, password });
  console.log(`${account.email} is ${account.role}`);
  if (values.token) {
    const { token, expiresAt } = await opened.service.accounts.issueToken(account.id, {
      label: 'account command',
    });
    console.log(`Token (shown once, valid until ${expiresAt}):\n${token}`);
  }
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await opened.close();
}
