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
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir ? { dataDir } : {});
  await client.waitReady;
  const handle = { db: drizzlePglite(client), kind: 'pglite', close: () => client.close() };
  await migrate(handle.db);
  return handle;
}

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
