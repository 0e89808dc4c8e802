import { apiRequestRaw, ListResponseSchema } from '@gaido/shared';
import { ReviewSchema, tourQueryKeys } from '@gaido/shared/tours';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const REVIEWS_PAGE_SIZE = 5;
const ReviewListSchema = ListResponseSchema(ReviewSchema);

export async function getReviews(tourId: string, page: number, signal?: AbortSignal) {
  const body = await apiRequestRaw(`/tours/${encodeURIComponent(tourId)}/reviews`, {
    query: { page, limit: REVIEWS_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  return ReviewListSchema.parse(body);
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
