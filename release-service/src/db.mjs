// The release service's database: PGlite in a local folder by default, a PostgreSQL server when
// DATABASE_URL is set. Both are reached through Drizzle, so every query below runs on either.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import lockfile from 'proper-lockfile';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * @typedef {object} ServiceDatabase
 * @property {import('drizzle-orm/pg-core').PgDatabase<any>} db
 * @property {'pglite' | 'postgres'} kind
 * @property {() => Promise<void>} close
 */

/**
 * @param {{ databaseUrl?: string, dataDir?: string }} options  no dataDir and no URL: in memory (tests)
 * @returns {Promise<ServiceDatabase>}
 */
export async function openDatabase({ databaseUrl, dataDir } = {}) {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    pool.on('error', (error) => console.error('[release service] PostgreSQL pool error:', error.message));
    const handle = { db: drizzlePostgres(pool), kind: 'postgres', close: () => pool.end() };
    await migrate(handle.db);
    return handle;
  }
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => {};
  try {
    const client = new PGlite(dataDir ? { dataDir } : {});
    await client.waitReady;
    const handle = {
      db: drizzlePglite(client),
      kind: 'pglite',
      close: async () => {
        await client.close();
        await unlock();
      },
    };
    await migrate(handle.db);
    return handle;
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** Thrown when another process has the embedded database open. */
export class DatabaseInUseError extends Error {
  constructor(dataDir) {
    super(
      `The release service's database in ${dataDir} is open in another process (a running release service?): PGlite allows one process per data folder`,
    );
    this.name = 'DatabaseInUseError';
  }
}

/**
 * PGlite has no lock of its own: a second process on the same folder opens a copy that the first
 * overwrites, so what it writes is silently lost. The folder's lock makes the second opener fail
 * instead. It is refreshed while held and counts as abandoned 10 s after its holder died.
 */
async function lockDataDir(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}.lock`,
      stale: 10_000,
      update: 5_000,
      retries: 0,
      onCompromised: (error) =>
        console.error(`[release service] lost the lock of ${dataDir}: ${error.message}`),
    });
  } catch (error) {
    if (error.code === 'ELOCKED') throw new DatabaseInUseError(dataDir);
    throw error;
  }
}

/** A timestamp the database returned, as an ISO string (null stays null). */
export const isoTime = (value) => (value ? new Date(value).toISOString() : null);

/** Rows of a query, whichever driver ran it. */
export async function rows(db, query) {
  const result = await db.execute(query);
  return /** @type {any[]} */ (result.rows ?? result);
}

/**
 * Applies the SQL files in migrations/ that have not run yet, in order, each in a transaction. An
 * advisory lock makes instances that start together on one PostgreSQL apply each file once.
 */
export async function migrate(db) {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS release_service_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const files = readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  for (const file of files) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(4100)`);
      const done = await rows(tx, sql`SELECT 1 FROM release_service_migrations WHERE name = ${file}`);
      if (done.length) return;
      // One statement per execute: prepared statements take one command at a time.
      for (const statement of readFileSync(join(MIGRATIONS, file), 'utf8').split(
        '--> statement-breakpoint',
      )) {
        if (statement.replace(/--.*$/gm, '').trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO release_service_migrations (name) VALUES (${file})`);
    });
  }
}
