import { getCity as getCityEndpoint } from '@gaido/contracts/cities';
import { type City, callApi, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /cities/{idOrSlug}`: the city a city-tours page is about. */
export async function getCity(idOrSlug: string, signal?: AbortSignal): Promise<City> {
  return (await callApi(getCityEndpoint, { params: { idOrSlug }, ...(signal ? { signal } : {}) })).data;
}

export function cityQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: queryKeys.cities.detail(idOrSlug),
    queryFn: ({ signal }) => getCity(idOrSlug, signal),
    staleTime: 60 * 60_000,
  });
}

export function useCity(idOrSlug: string | undefined) {
  return useQuery({ ...cityQueryOptions(idOrSlug ?? ''), enabled: Boolean(idOrSlug) });
}
