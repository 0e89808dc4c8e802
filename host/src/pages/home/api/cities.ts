// GET /cities: the catalogue's cities, for the home page's search and "Your city". Same query key
// and shape as the gems map's list (mfe-gems), so one fetch serves both.
import { listCities } from '@gaido/contracts/cities';
import { type City, callApi, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getCities(signal?: AbortSignal): Promise<City[]> {
  return (await callApi(listCities, signal ? { signal } : {})).data;
}

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.cities.list(),
    queryFn: ({ signal }) => getCities(signal),
    // Cities change with a deploy, not while someone types.
    staleTime: 60 * 60 * 1000,
  });
}

export function useCities() {
  return useQuery(citiesQueryOptions());
}
