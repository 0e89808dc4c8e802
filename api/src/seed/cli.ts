// `pnpm --filter api seed [-- --large]`: re-creates the database from scratch and seeds it
// (3,000 gems, or 50,000 with --large for benchmarks). Destroys users and favorites too.
import { rmSync } from 'node:fs';
import { loadConfig } from '../config';
import { lockDataDir, openDatabase, pgliteDataDir } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { DEFAULT_GEM_COUNT, LARGE_GEM_COUNT } from './generate';
import { seedDatabase } from './seed';

const large = process.argv.includes('--large');
const config = loadConfig();
const started = performance.now();

if (config.databaseUrl) {
  const handle = await openDatabase(config);
  if (handle.kind === 'postgres') {
    console.log('Dropping schemas public and drizzle of the DATABASE_URL database');
    await handle.pool.query(
      'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
    );
  }
  await handle.close();
} else {
  const dir = pgliteDataDir(config.dataDir);
  console.log(`Re-creating PGlite database in ${dir}`);
  const unlock = lockDataDir(dir); // refuses while the API has the folder open
  rmSync(dir, { recursive: true, force: true });
  unlock();
}

const handle = await openDatabase(config);
try {
  let summary: Awaited<ReturnType<typeof seedDatabase>> | undefined;
  await migrateDatabase(handle, async ({ db }) => {
    summary = await seedDatabase(db, { gemCount: large ? LARGE_GEM_COUNT : DEFAULT_GEM_COUNT });
  });
  if (summary) {
    console.log(
      `Seeded ${summary.cities} cities, ${summary.guides} guides, ${summary.gems} gems and ${summary.tours} tours in ${summary.ms} ms (total ${Math.round(performance.now() - started)} ms)`,
    );
  }
} finally {
  await handle.close();
}
