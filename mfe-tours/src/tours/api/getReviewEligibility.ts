import { ReviewEligibility as ReviewEligibilitySchema } from '@gaido/contracts/reviews';
import { apiRequest } from '@gaido/shared';
import { tourQueryKeys } from '@gaido/shared/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';

/** Whether the signed-in traveller may review this tour, and why not (the API's words). */
export type ReviewEligibility = z.infer<typeof ReviewEligibilitySchema>;

export async function getReviewEligibility(tourId: string, signal?: AbortSignal): Promise<ReviewEligibility> {
  const body = await apiRequest(`/tours/${encodeURIComponent(tourId)}/reviews/eligibility`, {
    auth: true,
    ...(signal ? { signal } : {}),
  });
  return ReviewEligibilitySchema.parse(body);
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
