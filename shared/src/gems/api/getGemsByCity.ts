// GET /gems?cityId (spec 7): all gems of a city, with their query options.
import { type GemsByCityParams, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GemSummary } from '../types';
import { fetchCityPages, type GemsByCityOptions } from './cityPages';

/**
 * spec 7: all gems of a city: page 1, which tells how many pages there are, then the remaining pages
 * in parallel, GEMS_PAGE_CONCURRENCY at a time (limit 300, order ASC). Any failure returns [] (spec 8).
 */
export function getGemsByCity(cityId: string, options: GemsByCityOptions = {}): Promise<GemSummary[]> {
  return fetchCityPages(cityId, options);
}

export function gemsByCityQueryOptions(cityId: string, params: GemsByCityParams = {}) {
  return queryOptions({
    queryKey: queryKeys.gems.byCity(cityId, params),
    queryFn: ({ signal }) => getGemsByCity(cityId, { ...params, signal }),
  });
}

/** A city's gems; no city yet (`null`) holds the query back. */
export function useGemsByCity(cityId: string | null, params: GemsByCityParams = {}) {
  return useQuery({ ...gemsByCityQueryOptions(cityId ?? '', params), enabled: cityId !== null });
}
