// The gem-list cache: each page built once per catalogue version (migration 0004: moved on
// every write to gems, their features, guides or cities), keyed by the whole normalized query.
import { CATALOGUE_VERSION, type VersionSource, versionSource } from '../../db/change-version';
import type { Database } from '../../db/client';
import { createVersionedCache, type VersionedCache } from '../../http/versioned-cache';

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

export interface GemListCacheOptions {
  /** Compressed bytes kept. Default 48 MB: ~700 full pages. */
  maxBytes?: number;
}

export function catalogueVersionSource(db: Database): VersionSource {
  return versionSource(db, CATALOGUE_VERSION);
}

export function createGemListCache(
  currentVersion: VersionSource,
  options: GemListCacheOptions = {},
): VersionedCache<GemListQuery> {
  return createVersionedCache(currentVersion, gemListCacheKey, {
    maxBytes: options.maxBytes ?? 48 * 1024 * 1024,
  });
}
