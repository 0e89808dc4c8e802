// The gem-list cache (issue 9). A city's page of 300 gems took 50-140 ms to query, serialize and
// compress, and PGlite runs one query at a time, so 50 travellers opening the map queued behind each
// other for seconds. The catalogue changes only when the seed, an import or an operator writes to it,
// so each page is built once per catalogue version, keyed by the whole normalized query, and kept
// serialized and compressed (gzip and brotli).
//
// Freshness: every entry carries the catalogue version it was built at, and a request takes an entry
// only at the current version (catalogue-version.ts: moved by a trigger on every write to gems, their
// features, guides or cities, whoever makes it). The list holds no per-user data.
import { type PrecompressedJson, precompressJson } from '../../http/precompressed-json';
import type { CatalogueVersionSource } from './catalogue-version';

/** The list query after validation and defaults: two requests with the same one get the same body. */
export interface GemListQuery {
  cityId?: string | undefined;
  guideId?: string | undefined;
  featureCategoryId?: string | undefined;
  page: number;
  limit: number;
  sort: 'name' | 'createdAt';
  order: 'ASC' | 'DESC';
}

export function gemListCacheKey(query: GemListQuery): string {
  return JSON.stringify([
    query.cityId?.toLowerCase() ?? null,
    query.guideId?.toLowerCase() ?? null,
    query.featureCategoryId?.toLowerCase() ?? null,
    query.page,
    query.limit,
    query.sort,
    query.order,
  ]);
}

interface Entry {
  version: bigint;
  body: PrecompressedJson;
}

export interface GemListCacheOptions {
  /** Compressed bytes kept (least recently used pages go first). Default 48 MB: ~700 full pages. */
  maxBytes?: number;
}

export interface GemListCache {
  /** The body for `query` at the current catalogue version, built by `build` when not cached. */
  get(query: GemListQuery, build: () => Promise<unknown>): Promise<PrecompressedJson>;
}

export function createGemListCache(
  currentVersion: CatalogueVersionSource,
  options: GemListCacheOptions = {},
): GemListCache {
  const maxBytes = options.maxBytes ?? 48 * 1024 * 1024;
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
      const key = gemListCacheKey(query);
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
