// Reviews of a tour, under /tours/{tourId}/reviews: anyone reads them; a traveller whose booking of the
// tour has taken place may write one (one per tour). Refused with 422, never 403: a 403 tells the app
// the session is no longer valid.
import * as z from 'zod/mini';
import { dataOf, defineEndpoint, ErrorResponse, listOf, pageQuery, uuidParams } from './endpoint';
import {
  MAX_REVIEWS_PAGE_SIZE,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from './limits';

export {
  MAX_REVIEWS_PAGE_SIZE,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEWS_PAGE_SIZE,
} from './limits';

const params = uuidParams('tourId');

export const Review = z.object({
  id: z.string(),
  tourId: z.string(),
  authorName: z.string(),
  rating: z.int(),
  text: z.string(),
  createdAt: z.string(),
});

export const ReviewListQuery = z.object(pageQuery(MAX_REVIEWS_PAGE_SIZE));
export const listReviews = defineEndpoint({
  method: 'get',
  path: '/tours/{tourId}/reviews',
  summary: 'The reviews of a tour, newest first, REVIEWS_PAGE_SIZE (10) a page by default',
  description:
    'A tour\'s reviews, newest first, with the author\'s name shortened ("Ana S."). An unknown tour is a 404.',
  tag: 'reviews',
  auth: 'none',
  params,
  query: ReviewListQuery,
  responses: { 200: listOf(Review), 400: ErrorResponse, 404: ErrorResponse },
});

export const REVIEW_NOT_ALLOWED_REASONS = ['no_past_booking', 'already_reviewed'] as const;
/** `reason` and `message` are null when `canReview` is true, and say why not when it is false. */
export const ReviewEligibility = z.object({
  canReview: z.boolean(),
  reason: z.nullable(z.enum(REVIEW_NOT_ALLOWED_REASONS)),
  message: z.nullable(z.string()),
});
export const reviewEligibility = defineEndpoint({
  method: 'get',
  path: '/tours/{tourId}/reviews/eligibility',
  summary: 'Whether the signed-in traveller may review the tour, and why not',
  description:
    'Whether the signed-in traveller may review the tour: only after a paid booking of it has taken place, once per tour; `reason` says why not.',
  tag: 'reviews',
  auth: 'bearer',
  params,
  responses: { 200: dataOf(ReviewEligibility), 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
});

const ratingMessage = `rating must be a whole number from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`;
export const ReviewBody = z.object({
  rating: z
    .int({ error: ratingMessage })
    .check(z.gte(REVIEW_RATING_MIN, ratingMessage), z.lte(REVIEW_RATING_MAX, ratingMessage)),
  text: z
    .string({ error: 'text is required' })
    .check(
      z.trim(),
      z.minLength(
        REVIEW_TEXT_MIN,
        `Tell other travellers a little more (at least ${REVIEW_TEXT_MIN} characters)`,
      ),
      z.maxLength(REVIEW_TEXT_MAX, `text must be at most ${REVIEW_TEXT_MAX} characters`),
    ),
});
export type ReviewBody = z.input<typeof ReviewBody>;
export const postReview = defineEndpoint({
  method: 'post',
  path: '/tours/{tourId}/reviews',
  summary:
    'Writes a review: 422 review_not_allowed without a past booking of the tour, 409 review_exists for a second',
  description:
    "Writes the signed-in traveller's review of a tour and updates the tour's rating. Without a paid, past booking of the tour it is a 422 `review_not_allowed`; a second review is a 409 `review_exists`.",
  tag: 'reviews',
  auth: 'bearer',
  params,
  body: ReviewBody,
  responses: {
    201: dataOf(Review),
    400: ErrorResponse,
    401: ErrorResponse,
    404: ErrorResponse,
    409: ErrorResponse,
    422: ErrorResponse,
  },
});

export const reviewsEndpoints = [listReviews, reviewEligibility, postReview];
