/**
 * The home page's hidden gems: a signed-in traveller's own city first (eight of its gems), else a
 * mix of the cities with the most gems (two from each), so the block never reads as the catalogue's
 * first eight names in one city.
 */
import { listGems } from '@gaido/contracts/gems';
import { type City, callApi } from '@gaido/shared';
import type { GemSummary } from '@gaido/shared/gems';
import { queryOptions } from '@tanstack/react-query';

export const FEATURED_GEM_COUNT = 8;
const MIX_CITY_COUNT = 4;

async function gemsOfCity(cityId: string, limit: number, signal?: AbortSignal): Promise<GemSummary[]> {
  const answer = await callApi(listGems, {
    query: { cityId, page: 1, limit, sort: 'createdAt', order: 'DESC' },
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

/** The cities the mix draws from: the most gems first. */
export function citiesForMix(cities: City[], count = MIX_CITY_COUNT): City[] {
  const gems = (city: City) => Number(city.gemCount ?? 0);
  return [...cities]
    .filter((city) => gems(city) > 0 || city.gemCount === undefined)
    .sort((a, b) => gems(b) - gems(a) || a.name.localeCompare(b.name))
    .slice(0, count);
}

/** Round-robin: the first of each city, then the second of each... */
export function interleave<T>(lists: T[][], count: number): T[] {
  const mixed: T[] = [];
  for (let round = 0; mixed.length < count && lists.some((list) => list.length > round); round += 1) {
    for (const list of lists) {
      const item = list[round];
      if (item !== undefined && mixed.length < count) mixed.push(item);
    }
  }
  return mixed;
}

export function featuredGemsQueryOptions(preferred: City | null, cities: City[]) {
  const mix = preferred ? [preferred] : citiesForMix(cities);
  return queryOptions({
    queryKey: ['gems', 'featured', mix.map((city) => city.id)] as const,
    queryFn: async ({ signal }) => {
      if (preferred) return gemsOfCity(preferred.id, FEATURED_GEM_COUNT, signal);
      const perCity = Math.ceil(FEATURED_GEM_COUNT / Math.max(1, mix.length));
      const lists = await Promise.all(mix.map((city) => gemsOfCity(city.id, perCity, signal)));
      return interleave(lists, FEATURED_GEM_COUNT);
    },
    enabled: mix.length > 0,
    staleTime: 5 * 60_000,
  });
}
