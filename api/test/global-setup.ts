// Creates the test database once per run: a fresh in-memory PGlite, migrated and seeded, dumped
// to a tarball that every test file loads (creating a PGlite costs ~2 s; loading one ~0.4 s).
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase } from '../src/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
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
