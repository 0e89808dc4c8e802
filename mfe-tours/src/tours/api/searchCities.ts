import { listCities } from '@gaido/contracts/cities';
import { type City, callApi, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /cities?q=`: part of a city or country name, accents and case ignored. */
export async function searchCities(text: string, signal?: AbortSignal): Promise<City[]> {
  return (await callApi(listCities, { query: { q: text }, ...(signal ? { signal } : {}) })).data;
}

export function citySearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: [...queryKeys.cities.list(), text] as const,
    queryFn: ({ signal }) => searchCities(text, signal),
    staleTime: 60 * 60_000,
  });
}

export function useCitySearch(text: string) {
  return useQuery({ ...citySearchQueryOptions(text.trim()), enabled: text.trim().length > 0 });
}
