// GET /cities (spec 7, the connectivity test, and the list of cities the map can show).
import { listCities } from '@gaido/contracts/cities';
import { type City, callApi, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getCities(signal?: AbortSignal): Promise<City[]> {
  return (await callApi(listCities, signal ? { signal } : {})).data;
}

/** An early request older than this is not taken over: the page asks afresh. */
export const EARLY_CITIES_MAX_AGE_MS = 30_000;

let early: { startedAt: number; cities: Promise<City[]> } | null = null;

/**
 * Asks for the cities before React renders the map page (its module calls this when it runs, like
 * fetchCityGemsEarly): the map is created only once they are in. The page's query takes the request
 * over, once; a failed one is retried by the query as usual.
 */
export function fetchCitiesEarly(): void {
  if (early) return;
  early = { startedAt: performance.now(), cities: getCities() };
  early.cities.catch(() => undefined);
}

function takeEarlyCities(): Promise<City[]> | null {
  const taken = early;
  early = null;
  return taken && performance.now() - taken.startedAt <= EARLY_CITIES_MAX_AGE_MS ? taken.cities : null;
}

/** For tests. */
export function forgetEarlyCities(): void {
  early = null;
}

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.cities.list(),
    queryFn: ({ signal }) => takeEarlyCities() ?? getCities(signal),
    // Cities change with a deploy, not while someone looks at the map.
    staleTime: 60 * 60 * 1000,
  });
}

export function useCities() {
  return useQuery(citiesQueryOptions());
}
