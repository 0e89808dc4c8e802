import { listReviews } from '@gaido/contracts/reviews';
import { callApi } from '@gaido/shared';
import { tourQueryKeys } from '@gaido/shared/tours';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const REVIEWS_PAGE_SIZE = 5;

export async function getReviews(tourId: string, page: number, signal?: AbortSignal) {
  return callApi(listReviews, {
    params: { tourId },
    query: { page, limit: REVIEWS_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

export function reviewsQueryOptions(tourId: string, page: number) {
  return queryOptions({
    queryKey: tourQueryKeys.reviews(tourId, page),
    queryFn: ({ signal }) => getReviews(tourId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReviews(tourId: string, page: number) {
  return useQuery(reviewsQueryOptions(tourId, page));
}
