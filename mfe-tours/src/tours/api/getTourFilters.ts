import { tourFilters } from '@gaido/contracts/tours';
import { callApi } from '@gaido/shared';
import { type TourFilterOptions, tourQueryKeys } from '@gaido/shared/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The catalogue's filter choices, or one city's (its categories, languages and counts only). */
export async function getTourFilters(cityId?: string): Promise<TourFilterOptions> {
  return (await callApi(tourFilters, cityId ? { query: { cityId } } : {})).data;
}

export function tourFiltersQueryOptions(cityId?: string) {
  return queryOptions({
    queryKey: cityId ? [...tourQueryKeys.filters(), cityId] : tourQueryKeys.filters(),
    queryFn: () => getTourFilters(cityId),
    // Categories and languages change with the catalogue, not by the minute.
    staleTime: 60 * 60_000,
  });
}

export function useTourFilters(cityId?: string) {
  return useQuery(tourFiltersQueryOptions(cityId));
}
