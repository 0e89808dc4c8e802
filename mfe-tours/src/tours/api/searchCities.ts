import { apiRequestRaw, type City, CitySchema, ListResponseSchema, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

const CityListSchema = ListResponseSchema(CitySchema);

/** `GET /cities?q=`: part of a city or country name, accents and case ignored. */
export async function searchCities(text: string, signal?: AbortSignal): Promise<City[]> {
  const body = await apiRequestRaw('/cities', { query: { q: text }, ...(signal ? { signal } : {}) });
  return CityListSchema.parse(body).data;
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
