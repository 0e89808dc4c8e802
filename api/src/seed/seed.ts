// Writes the generated catalogue in one transaction with batched multi-row inserts, so a crash
// mid-seed leaves an empty database (seeded again at the next start), never half a catalogue.
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { tourSchedules } from '../db/schema/bookings';
import {
  cities,
  featureCategories,
  features,
  gemFeatures,
  gems,
  guides,
  tours,
} from '../db/schema/catalogue';
import { reviews } from '../db/schema/reviews';
import { buildSeed, DEFAULT_GEM_COUNT } from './generate';
import { backfillTourExtras } from './tour-extras';

// PostgreSQL allows 65,535 bind parameters a statement; a gem row has 27 columns.
const BATCH_ROWS = 1000;

async function insertInBatches<T extends PgTable>(db: Database, table: T, rows: T['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await db.insert(table).values(rows.slice(start, start + BATCH_ROWS));
  }
}

export interface SeedSummary {
  cities: number;
  guides: number;
  gems: number;
  tours: number;
  ms: number;
}

export async function seedDatabase(db: Database, options: { gemCount?: number } = {}): Promise<SeedSummary> {
  const started = performance.now();
  const rows = buildSeed({ gemCount: options.gemCount ?? DEFAULT_GEM_COUNT });
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await insertInBatches(txDb, featureCategories, rows.featureCategories);
    await insertInBatches(txDb, features, rows.features);
    await insertInBatches(txDb, cities, rows.cities);
    await insertInBatches(txDb, guides, rows.guides);
    await insertInBatches(txDb, gems, rows.gems);
    await insertInBatches(txDb, gemFeatures, rows.gemFeatures);
    await insertInBatches(txDb, tours, rows.tours);
    await insertInBatches(txDb, tourSchedules, rows.tourSchedules);
    await insertInBatches(txDb, reviews, rows.reviews);
  });
  // Planner statistics for the new rows: PGlite runs no autovacuum daemon, so without this its
  // planner would never have any (PostgreSQL's autovacuum would get to it eventually).
  await db.execute(sql`analyze`);
  return {
    cities: rows.cities.length,
    guides: rows.guides.length,
    gems: rows.gems.length,
    tours: rows.tours.length,
    ms: Math.round(performance.now() - started),
  };
}

/** Seeds the default catalogue when the database has none (first start). */
export async function seedIfEmpty(db: Database): Promise<SeedSummary | null> {
  const [row] = await db.select({ value: count() }).from(cities);
  if ((row?.value ?? 0) > 0) {
    // A catalogue seeded before tours had timetables and reviews gets its tour timetables and reviews once.
    const backfilled = await backfillTourExtras(db);
    if (backfilled > 0) console.log(`Added timetables and reviews to ${backfilled} tours`);
    return null;
  }
  return seedDatabase(db);
}
