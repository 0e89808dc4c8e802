// Reviews of a tour: anyone reads them; a traveller whose booking of the tour has
// taken place may write one (one per tour). The tours feature adds them after its own routes.
//
// A traveller without such a booking is refused with 422, never 403: a 403 tells the app the
// session is no longer valid (and it signs the traveller out), which this refusal is not.
// The eligibility endpoint lets the page say who may review before anyone types.
import { reviews as contract } from '@gaido/contracts';
import type { AppDeps } from '../../http/app-env';
import { ApiError, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { offsetOf, pageMeta } from '../../http/pagination';
import { contractRoutes } from '../../http/route';
import { hasReviewed, insertReview, listReviews, takenBooking, tourExists, userName } from './queries';

/** "Ana Silva" -> "Ana S.": reviews are public, full names are not. */
export function publicAuthorName(name: string | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Gaido traveller';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : (first ?? 'Gaido traveller');
}

export const REVIEW_NOT_ALLOWED = 'You can review this tour once you have taken it with a Gaido booking.';
export const REVIEW_EXISTS = 'You have already reviewed this tour.';

export type ReviewEligibility =
  | { canReview: true; reason: null; message: null }
  | { canReview: false; reason: 'no_past_booking' | 'already_reviewed'; message: string };

export function reviewRoutes(deps: AppDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const { app, mount } = contractRoutes(deps);

  mount(contract.listReviews, async (c, { params: { tourId }, query }) => {
    const id = tourId.toLowerCase();
    if (!(await tourExists(db, id))) throw notFound('Tour not found');
    const page = { page: query.page, limit: query.limit ?? contract.REVIEWS_PAGE_SIZE };
    const { rows, total } = await listReviews(db, id, { limit: page.limit, offset: offsetOf(page) });
    return c.json({
      data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      meta: pageMeta(page, total),
    });
  });

  mount(contract.reviewEligibility, async (c, { params: { tourId }, auth }) => {
    const { userId } = auth;
    const id = tourId.toLowerCase();
    if (!(await tourExists(db, id))) throw notFound('Tour not found');
    let eligibility: ReviewEligibility;
    if (await hasReviewed(db, userId, id))
      eligibility = { canReview: false, reason: 'already_reviewed', message: REVIEW_EXISTS };
    else if (!(await takenBooking(db, userId, id, now())))
      eligibility = { canReview: false, reason: 'no_past_booking', message: REVIEW_NOT_ALLOWED };
    else eligibility = { canReview: true, reason: null, message: null };
    return c.json({ data: eligibility });
  });

  mount(contract.postReview, async (c, { params: { tourId }, body, auth }) => {
    const { userId } = auth;
    const id = tourId.toLowerCase();
    if (!(await tourExists(db, id))) throw notFound('Tour not found');
    const taken = await takenBooking(db, userId, id, now());
    if (!taken) throw new ApiError(422, 'review_not_allowed', REVIEW_NOT_ALLOWED);
    const authorName = publicAuthorName(await userName(db, userId));
    try {
      const review = await insertReview(db, {
        tourId: id,
        userId,
        bookingId: taken.id,
        authorName,
        rating: body.rating,
        text: body.text,
        createdAt: now(),
      });
      return c.json({ data: { ...review, createdAt: review.createdAt.toISOString() } }, 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(REVIEW_EXISTS, 'review_exists');
      throw error;
    }
  });

  return app;
}
