// One Drizzle API over two drivers: PGlite (embedded PostgreSQL in WASM, file-backed) by
// default, node-postgres when DATABASE_URL is set. Feature code only sees `Database`.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { statementCounter } from '../observability/statements';

export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; url: string; close: () => Promise<void> };

export interface PgliteSource {
  /** Folder of a file-backed database; omitted for an in-memory one. */
  dataDir?: string;
  /** A tarball from `dumpDataDir` to start from (tests). */
  loadDataDir?: Blob;
}

/**
 * PGlite is single-process: a second process opening the same folder (a `seed` while `dev`
 * runs) corrupts it. A lock file with the owner's pid turns that into a clear error.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    let alive = false;
    try {
      alive = Number.isInteger(pid) && pid !== process.pid && process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (alive) {
      throw new Error(
        `The database in ${dataDir} is in use by another process (pid ${pid}). Stop it first (PGlite allows one process per data folder).`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

export async function openPglite(source: PgliteSource = {}): Promise<DatabaseHandle> {
  const unlock = source.dataDir ? lockDataDir(source.dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = new PGlite({ dataDir: source.dataDir, loadDataDir: source.loadDataDir });
    await client.waitReady;
  } catch (error) {
    unlock();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not open the PGlite database${source.dataDir ? ` in ${source.dataDir}` : ''} (${reason}). If the folder is damaged, run \`pnpm --filter api seed\` to re-create it.`,
    );
  }
  const db = drizzlePglite(client, { logger: statementCounter }) as unknown as Database;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    client,
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      unlock();
    },
  };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzlePostgres(pool, { logger: statementCounter }) as unknown as Database;
  poolOf.set(db, pool);
  let closed = false;
  return {
    kind: 'postgres',
    db,
    pool,
    url,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export function pgliteExists(dataDir: string): boolean {
  return existsSync(path.join(pgliteDataDir(dataDir), 'PG_VERSION'));
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }) {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dataDir: pgliteDataDir(config.dataDir) });
}

/** The pool of each node-postgres handle, for `transaction`. */
const poolOf = new WeakMap<Database, pg.Pool>();
/** A handle of one pooled connection, made the first time a transaction runs on it and kept with it. */
const handleOf = new WeakMap<pg.PoolClient, Database>();

/**
 * Runs `work` in a transaction, on a handle whose prepared statements (db/prepared.ts) are built once,
 * not once a transaction. Drizzle binds a prepared statement to the handle it was prepared on: one
 * prepared on the pool's handle runs on whatever connection the pool lends next, never inside a
 * transaction, and a transaction's own handle is new each time. On node-postgres the transaction runs
 * on a handle of the pooled connection it was given (Drizzle over a single client, whose transaction
 * stays on that client), kept with the connection, so a statement prepared on it is built once per
 * connection and runs inside the transaction. PGlite in the same process has one connection, which
 * its transaction holds alone: there the transaction's own handle is used, its statements built per
 * transaction.
 */
export async function transaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const pool = poolOf.get(db);
  if (!pool) return db.transaction((tx) => work(tx as unknown as Database));
  const client = await pool.connect();
  try {
    let handle = handleOf.get(client);
    if (!handle) {
      handle = drizzlePostgres(client, { logger: statementCounter }) as unknown as Database;
      handleOf.set(client, handle);
    }
    const connection = handle;
    return await connection.transaction(() => work(connection));
  } finally {
    client.release();
  }
}
