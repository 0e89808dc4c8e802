import { reviewEligibility } from '@gaido/contracts/reviews';
import { type ApiAnswer, callApi } from '@gaido/shared';
import { tourQueryKeys } from '@gaido/shared/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Whether the signed-in traveller may review this tour, and why not (the API's words). */
export type ReviewEligibility = ApiAnswer<typeof reviewEligibility>['data'];

export async function getReviewEligibility(tourId: string, signal?: AbortSignal): Promise<ReviewEligibility> {
  return (await callApi(reviewEligibility, { params: { tourId }, ...(signal ? { signal } : {}) })).data;
}

export function reviewEligibilityQueryOptions(tourId: string, userId: string) {
  return queryOptions({
    // Under the tour's reviews, so publishing a review refreshes it too.
    queryKey: [...tourQueryKeys.reviewsOf(tourId), 'eligibility', userId] as const,
    queryFn: ({ signal }) => getReviewEligibility(tourId, signal),
    retry: false,
  });
}

export function useReviewEligibility(tourId: string, userId: string | null) {
  return useQuery({ ...reviewEligibilityQueryOptions(tourId, userId ?? ''), enabled: userId !== null });
}
