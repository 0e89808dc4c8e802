import { listTours, type TourListQuery } from '@gaido/contracts/tours';
import { callApi, type ListResponse, queryKeys } from '@gaido/shared';
import type { Tour } from '@gaido/shared/tours';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /tours` filters and sorts (api/README.md "Tours"). Prices in minor units of `currency`. */
export interface TourFilters {
  cityId?: string | undefined;
  citySlug?: string | undefined;
  q?: string | undefined;
  category?: TourListQuery['category'];
  language?: string | undefined;
  currency?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minDuration?: number | undefined;
  maxDuration?: number | undefined;
  date?: string | undefined;
  guests?: number | undefined;
  sort?: TourListQuery['sort'];
  order?: 'asc' | 'desc' | undefined;
  page?: number;
  limit?: number;
}

export async function getTours(filters: TourFilters, signal?: AbortSignal): Promise<ListResponse<Tour>> {
  const { page = 1, limit = 24, ...rest } = filters;
  return callApi(listTours, { query: { ...rest, page, limit }, ...(signal ? { signal } : {}) });
}

export function toursQueryOptions(filters: TourFilters) {
  return queryOptions({
    queryKey: queryKeys.tours.list({ ...filters }),
    queryFn: ({ signal }) => getTours(filters, signal),
    // Changing a filter keeps the previous results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** Asks for a list before its page renders (a page's `prefetch`); the page's query joins it. */
export function prefetchTours(queryClient: QueryClient, filters: TourFilters): void {
  void queryClient.prefetchQuery(toursQueryOptions(filters));
}

export function useTours(filters: TourFilters) {
  return useQuery(toursQueryOptions(filters));
}
