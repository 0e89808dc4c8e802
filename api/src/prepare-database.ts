// Composition: the database opened, migrated and seeded on first start. It sits above db/ and seed/ (the
// seed writes through db/, db/ knows nothing of the seed), for the entry points: server.ts, main.ts and
// database-process.ts.

import { type DatabaseHandle, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedIfEmpty } from './seed/seed';

/** Opens the configured database, applies migrations and seeds it on first start. */
export async function prepareDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  const handle = await openDatabase(config);
  try {
    await migrateDatabase(handle, async ({ db }) => {
      const seeded = await seedIfEmpty(db);
      if (seeded) {
        console.log(
          `Seeded ${seeded.cities} cities, ${seeded.guides} guides, ${seeded.gems} gems and ${seeded.tours} tours in ${seeded.ms} ms`,
        );
      }
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
