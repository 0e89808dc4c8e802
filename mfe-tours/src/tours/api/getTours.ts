import { apiRequestRaw, type ListResponse, queryKeys, type Tour } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface TourFilters {
  cityId?: string | undefined;
  citySlug?: string | undefined;
  page?: number;
  limit?: number;
}

export function getTours(filters: TourFilters): Promise<ListResponse<Tour>> {
  return apiRequestRaw<ListResponse<Tour>>('/tours', {
    query: {
      cityId: filters.cityId,
      citySlug: filters.citySlug,
      page: filters.page ?? 1,
      limit: filters.limit ?? 24,
    },
  });
}

export function toursQueryOptions(filters: TourFilters) {
  return queryOptions({
    queryKey: queryKeys.tours.list({ ...filters }),
    queryFn: () => getTours(filters),
  });
}

export function useTours(filters: TourFilters) {
  return useQuery(toursQueryOptions(filters));
}
