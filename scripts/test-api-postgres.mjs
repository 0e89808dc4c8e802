#!/usr/bin/env node
// The API's whole suite on PostgreSQL: a throwaway Debian PostgreSQL cluster, TEST_DATABASE_URL pointing
// at it (api/test/global-setup.ts makes a migrated, seeded template database and a copy per test file),
// then the cluster is removed. Exits with the suite's status.
import { spawnSync } from 'node:child_process';
import { startThrowawayPostgres } from '@gaido/dev-stack/throwaway-postgres';
import { ROOT } from '@gaido/workspace/paths';

const postgres = await startThrowawayPostgres();
let status = 1;
try {
  console.log(`API suite on PostgreSQL (${postgres.url})`);
  const run = spawnSync('pnpm', ['--filter', 'api', 'exec', 'vitest', 'run', ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: postgres.url },
  });
  status = run.status ?? 1;
} finally {
  postgres.stop();
}
process.exit(status);
