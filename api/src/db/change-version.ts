// Change versions (migrations 0004_catalogue_version and 0005_tour_version): a number in the database
// that a trigger moves on every statement writing the tables a cached answer is made of, whoever runs
// it, and announces on a channel at commit. The response caches key their entries on it. Either way a
// request sees every change committed before it arrived:
//
// - PGlite (one process per data folder): the API listens on the channel. PGlite hands a commit's
//   notifications to its listeners before the writing query's promise resolves, so the number in memory
//   is current without asking the database on every request.
// - PostgreSQL (other processes may write): each request reads the number; requests that arrive while a
//   read is in flight share the next one, never one already on its way.
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** A version's table (one row) and the channel its trigger announces on: both carry its name. */
export type ChangeVersion = 'catalogue_version' | 'tour_version';

/** Gems, their features, feature names and categories, guides, cities (0004): the gem lists. */
export const CATALOGUE_VERSION: ChangeVersion = 'catalogue_version';
/** Tours (rating and review count included), their schedules, guides, cities (0005): tour pages. */
export const TOUR_VERSION: ChangeVersion = 'tour_version';

/** The current version; resolves after every change committed before the call. */
export type VersionSource = () => Promise<bigint>;

export async function readVersion(db: Database, name: ChangeVersion): Promise<bigint> {
  // As text: node-postgres returns bigint as a string, PGlite as a number.
  const result = await db.execute(sql`select "version"::text as "version" from ${sql.identifier(name)}`);
  const version = (result as unknown as { rows: { version: string }[] }).rows[0]?.version;
  if (version === undefined) throw new Error(`${name} has no row: are the migrations applied?`);
  return BigInt(version);
}

/**
 * `read` shared by many callers: a caller joins the read that starts next, never one already on its
 * way, so what it gets was read after it asked. At most one read runs and one waits.
 */
export function coalesceReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let waiting: Promise<T> | null = null;
  const start = () => {
    const current = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    waiting ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        waiting = null;
        return start();
      });
    return waiting;
  };
}

interface ListeningClient {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}

/** The PGlite client behind a Drizzle database, when it is one (drizzle keeps it as `$client`). */
function pgliteClientOf(db: Database): ListeningClient | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  const isPglite =
    typeof client === 'object' &&
    client !== null &&
    'waitReady' in client &&
    typeof (client as Partial<ListeningClient>).listen === 'function';
  return isPglite ? (client as unknown as ListeningClient) : null;
}

/** The source of version `name` in `db`: listening on PGlite, a coalesced read per request elsewhere. */
export function versionSource(db: Database, name: ChangeVersion): VersionSource {
  const pglite = pgliteClientOf(db);
  if (!pglite) return coalesceReads(() => readVersion(db, name));
  let version = 0n;
  let ready: Promise<void> | null = null;
  const subscribe = async () => {
    // Listen first, then read: a change between the two is in the read or in a notification.
    await pglite.listen(name, (payload) => {
      const announced = BigInt(payload);
      if (announced > version) version = announced;
    });
    const read = await readVersion(db, name);
    if (read > version) version = read;
  };
  return async () => {
    ready ??= subscribe().catch((error: unknown) => {
      ready = null; // try again on the next request
      throw error;
    });
    await ready;
    return version;
  };
}
