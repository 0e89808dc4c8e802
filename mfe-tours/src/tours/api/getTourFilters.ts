import { apiRequest } from '@gaido/shared';
import { type TourFilterOptions, TourFilterOptionsSchema, tourQueryKeys } from '@gaido/shared/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getTourFilters(): Promise<TourFilterOptions> {
  return TourFilterOptionsSchema.parse(await apiRequest('/tours/filters'));
}

export function tourFiltersQueryOptions() {
  return queryOptions({
    queryKey: tourQueryKeys.filters(),
    queryFn: getTourFilters,
    // Categories and languages change with the catalogue, not by the minute.
    staleTime: 60 * 60_000,
  });
}

export function useTourFilters() {
  return useQuery(tourFiltersQueryOptions());
}
