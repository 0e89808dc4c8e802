#!/usr/bin/env node
// Grants a role (creating the account if needed) and prints a token for it, straight in the service's
// database: the way to make the first two release-admins (docs/releases.md "The first release-admins").
// Once two exist, another admin or an admin's password needs --break-glass here (audited); the
// four-eyes way is `pnpm release account grant`. PGlite allows one process per data folder: while the
// service runs on it this command refuses (the database is locked); on PostgreSQL it may run.
//   pnpm --filter @gaido/release-service account grant <email> <role> [--name "Ana"] [--password-stdin] [--token] [--break-glass]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseEnvironments } from '@gaido/release-core/environments';
import { ROLES } from './accounts.mjs';
import { loadConfig } from './config.mjs';
import { DatabaseInUseError } from './db.mjs';
import { openReleaseService } from './service.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    'password-stdin': { type: 'boolean' },
    token: { type: 'boolean' },
    'break-glass': { type: 'boolean' },
  },
});
const [command, email, role] = positionals;
if (command !== 'grant' || !email || !role) {
  console.error(
    `Usage: pnpm --filter @gaido/release-service account grant <email> <${ROLES.join('|')}> [--name <name>] [--password-stdin] [--token] [--break-glass]`,
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
    error instanceof DatabaseInUseError
      ? `${error.message}. Nothing was changed. Stop the service and run this again, or as a release-admin change accounts through the running service: pnpm release account grant ${email} ${role}`
      : `Could not open the release service's database (${error.message}). Nothing was changed.`,
  );
  process.exit(1);
}
try {
  const password = values['password-stdin'] ? readFileSync(0, 'utf8').trim() : undefined;
  const account = await opened.service.accounts.grant({
    email,
    name: values.name,
    role,
    password,
    breakGlass: values['break-glass'] === true,
  });
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
