// Answers built once per change version and kept serialized and compressed. A city's page of
// 300 gems took 50-140 ms to query, serialize and compress, a tour page ~4 ms, and PGlite runs one
// query at a time, so 50 travellers opening the map or a tour queued behind each other. What these
// answers are made of changes only when the seed, an import, an operator or a review writes to it.
//
// Freshness: every entry carries the version it was built at (db/change-version.ts: moved by a trigger
// on every write to its tables, whoever makes it), and a request takes an entry only at the current
// version. Entries hold no per-user data; the key is the whole normalized query.
import type { VersionSource } from '../db/change-version';
import { type PrecompressedJson, precompressJson } from './precompressed-json';

interface Entry {
  version: bigint;
  body: PrecompressedJson;
}

export interface VersionedCacheOptions {
  /** Compressed bytes kept (least recently used answers go first). */
  maxBytes: number;
}

export interface VersionedCache<Query> {
  /**
   * The body for `query` at the current version, built by `build` when not cached. A build that
   * throws (a 404, say) is not kept: the next request builds again.
   */
  get(query: Query, build: () => Promise<unknown>): Promise<PrecompressedJson>;
}

export function createVersionedCache<Query>(
  currentVersion: VersionSource,
  keyOf: (query: Query) => string,
  { maxBytes }: VersionedCacheOptions,
): VersionedCache<Query> {
  const entries = new Map<string, Entry>();
  // One build per key and version, however many requests ask for it while it runs.
  const building = new Map<string, Promise<PrecompressedJson>>();
  let bytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.retainedBytes;
  }

  function store(key: string, version: bigint, body: PrecompressedJson) {
    const current = entries.get(key);
    // A slow build of an older version never replaces a newer one.
    if (current && current.version > version) return;
    remove(key);
    if (body.retainedBytes > maxBytes) return;
    entries.set(key, { version, body });
    bytes += body.retainedBytes;
    // Map order is insertion order, and a hit re-inserts: the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  return {
    async get(query, build) {
      const version = await currentVersion();
      const key = keyOf(query);
      const entry = entries.get(key);
      if (entry && entry.version === version) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.body;
      }
      const buildKey = `${version}:${key}`;
      let pending = building.get(buildKey);
      if (!pending) {
        pending = build()
          .then(precompressJson)
          .then((body) => {
            store(key, version, body);
            return body;
          })
          .finally(() => building.delete(buildKey));
        building.set(buildKey, pending);
      }
      return pending;
    },
  };
}
