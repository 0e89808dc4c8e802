// GET /cities: the catalogue's cities, for the home page's search and "Your city". Same query key
// and shape as the gems map's list (mfe-gems), so one fetch serves both.
import { apiRequest, type City, CitySchema, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Cities that do not match the schema are dropped rather than failing the search. */
export function parseCities(data: unknown): City[] {
  if (!Array.isArray(data)) throw new Error('Unexpected cities response');
  return data.flatMap((item) => {
    const parsed = CitySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function getCities(signal?: AbortSignal): Promise<City[]> {
  return parseCities(await apiRequest('/cities', signal ? { signal } : {}));
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
