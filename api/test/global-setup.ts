// Creates the test database once per run: a fresh in-memory PGlite, migrated and seeded, dumped
// to a tarball that every test file loads (creating a PGlite costs ~2 s; loading one ~0.4 s).
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase } from '../src/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * With TEST_DATABASE_URL (a PostgreSQL server database the tests may use as admin), the same
 * suite runs on PostgreSQL: a migrated and seeded template database, copied per test file.
 */
async function setupPostgres(project: TestProject, url: string) {
  const template = `gaido_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const handle = await openPostgres(templateUrl.toString());
  try {
    await migrateDatabase(handle, async ({ db }) => {
      await seedDatabase(db);
    });
  } finally {
    await handle.close();
  }
  project.provide('pgliteSnapshot', '');
  project.provide('postgresTemplate', template);
  return async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${template}`).catch(() => undefined);
    await cleanup.end();
  };
}

export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) return setupPostgres(project, postgresUrl);
  project.provide('postgresTemplate', '');
  const handle = await openPglite();
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  try {
    await migrateDatabase(handle, async ({ db }) => {
      await seedDatabase(db);
    });
    const dump = await handle.client.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `gaido-api-test-${process.pid}-${Date.now()}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
    return async () => {
      await rm(file, { force: true });
    };
  } finally {
    await handle.close();
  }
}
