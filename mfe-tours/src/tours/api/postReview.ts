import * as reviews from '@gaido/contracts/reviews';
import { callApi, queryKeys } from '@gaido/shared';
import { type Review, tourQueryKeys } from '@gaido/shared/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type ReviewInput = reviews.ReviewBody;

export async function postReview(tourId: string, input: ReviewInput): Promise<Review> {
  return (await callApi(reviews.postReview, { params: { tourId }, body: input })).data;
}

export function usePostReview(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => postReview(tourId, input),
    // A 422 (no past booking) or 409 (already reviewed) is an answer, not a glitch: never retried.
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tourQueryKeys.reviewsOf(tourId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tours.all }),
      ]),
  });
}
