import { seedIfEmpty } from '../seed/seed';
import { type DatabaseHandle, openDatabase } from './client';
import { migrateDatabase } from './migrate';

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
