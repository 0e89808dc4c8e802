// The catalogue's version (migration 0004_catalogue_version): a number in the database that a trigger
// moves on every statement writing gems, their features, feature names and categories, guides or
// cities, whoever runs it, and announces on the channel catalogue_version at commit. The gem-list
// cache keys its entries on it. Either way a request sees every change committed before it arrived:
//
// - PGlite (one process per data folder): the API listens on the channel. PGlite hands a commit's
//   notifications to its listeners before the writing query's promise resolves, so the number in memory
//   is current without asking the database on every request.
// - PostgreSQL (other processes may write): each request reads the number; requests that arrive while a
//   read is in flight share the next one, never one already on its way.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export const CATALOGUE_VERSION_CHANNEL = 'catalogue_version';

/** The current catalogue version; resolves after every change committed before the call. */
export type CatalogueVersionSource = () => Promise<bigint>;

export async function readCatalogueVersion(db: Database): Promise<bigint> {
  // As text: node-postgres returns bigint as a string, PGlite as a number.
  const result = await db.execute(sql`select "version"::text as "version" from "catalogue_version"`);
  const version = (result as unknown as { rows: { version: string }[] }).rows[0]?.version;
  if (version === undefined) throw new Error('catalogue_version has no row: is migration 0004 applied?');
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

/** The version source for `db`: listening on PGlite, a coalesced read per request elsewhere. */
export function catalogueVersionSource(db: Database): CatalogueVersionSource {
  const pglite = pgliteClientOf(db);
  if (!pglite) return coalesceReads(() => readCatalogueVersion(db));
  let version = 0n;
  let ready: Promise<void> | null = null;
  const subscribe = async () => {
    // Listen first, then read: a change between the two is in the read or in a notification.
    await pglite.listen(CATALOGUE_VERSION_CHANNEL, (payload) => {
      const announced = BigInt(payload);
      if (announced > version) version = announced;
    });
    const read = await readCatalogueVersion(db);
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
