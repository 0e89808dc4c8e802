import { apiRequest } from '@gaido/shared';
import { type TourFilterOptions, TourFilterOptionsSchema, tourQueryKeys } from '@gaido/shared/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The catalogue's filter choices, or one city's (its categories, languages and counts only). */
export async function getTourFilters(cityId?: string): Promise<TourFilterOptions> {
  return TourFilterOptionsSchema.parse(
    await apiRequest('/tours/filters', cityId ? { query: { cityId } } : {}),
  );
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
