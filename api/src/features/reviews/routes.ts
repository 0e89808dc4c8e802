// Reviews of a tour: anyone reads them; a traveller whose booking of the tour has
// taken place may write one (one per tour). Mounted under /tours by the tours feature.
//
// A traveller without such a booking is refused with 422, never 403: a 403 tells the app the
// session is no longer valid (and it signs the traveller out), which this refusal is not.
// GET /:tourId/reviews/eligibility lets the page say who may review before anyone types.
import { reviews as contract } from '@gaido/shared/contracts';
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { tours } from '../../db/schema/catalogue';
import { reviews } from '../../db/schema/reviews';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ApiError, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { offsetOf, pageMeta } from '../../http/pagination';
import { readJson, readParams, readQuery } from '../../http/validate';
import { requireAuth } from '../accounts/auth-middleware';

const reviewColumns = {
  id: reviews.id,
  tourId: reviews.tourId,
  authorName: reviews.authorName,
  rating: reviews.rating,
  text: reviews.text,
  createdAt: reviews.createdAt,
};

/** "Ana Silva" -> "Ana S.": reviews are public, full names are not. */
export function publicAuthorName(name: string | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Gaido traveller';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : (first ?? 'Gaido traveller');
}

async function tourExists(db: Database, tourId: string) {
  const [row] = await db.select({ id: tours.id }).from(tours).where(eq(tours.id, tourId)).limit(1);
  return Boolean(row);
}

export const REVIEW_NOT_ALLOWED = 'You can review this tour once you have taken it with a Gaido booking.';
export const REVIEW_EXISTS = 'You have already reviewed this tour.';

export type ReviewEligibility =
  | { canReview: true; reason: null; message: null }
  | { canReview: false; reason: 'no_past_booking' | 'already_reviewed'; message: string };

export function reviewRoutes(deps: AppDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const app = new Hono<AppEnv>();

  app.get('/:tourId/reviews', async (c) => {
    const { tourId } = readParams(c, contract.listReviews.params);
    const query = readQuery(c, contract.listReviews.query);
    const id = tourId.toLowerCase();
    if (!(await tourExists(db, id))) throw notFound('Tour not found');
    const page = { page: query.page, limit: query.limit ?? contract.REVIEWS_PAGE_SIZE };
    const [rows, [total]] = await Promise.all([
      db
        .select(reviewColumns)
        .from(reviews)
        .where(eq(reviews.tourId, id))
        .orderBy(desc(reviews.createdAt), asc(reviews.id))
        .limit(page.limit)
        .offset(offsetOf(page)),
      db.select({ value: count() }).from(reviews).where(eq(reviews.tourId, id)),
    ]);
    return c.json({
      data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      meta: pageMeta(page, total?.value ?? 0),
    });
  });

  /** A past booking: paid, not cancelled, and the tour has ended. */
  async function takenBooking(userId: string, tourId: string) {
    const [taken] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, userId),
          eq(bookings.tourId, tourId),
          eq(bookings.status, 'confirmed'),
          lte(bookings.endsAt, now()),
        ),
      )
      .orderBy(desc(bookings.endsAt))
      .limit(1);
    return taken ?? null;
  }

  app.get('/:tourId/reviews/eligibility', requireAuth(deps), async (c) => {
    const { tourId } = readParams(c, contract.listReviews.params);
    const { userId } = c.get('auth');
    const id = tourId.toLowerCase();
    if (!(await tourExists(db, id))) throw notFound('Tour not found');
    const [written] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.tourId, id), eq(reviews.userId, userId)))
      .limit(1);
    let eligibility: ReviewEligibility;
    if (written) eligibility = { canReview: false, reason: 'already_reviewed', message: REVIEW_EXISTS };
    else if (!(await takenBooking(userId, id)))
      eligibility = { canReview: false, reason: 'no_past_booking', message: REVIEW_NOT_ALLOWED };
    else eligibility = { canReview: true, reason: null, message: null };
    return c.json({ data: eligibility });
  });

  app.post('/:tourId/reviews', requireAuth(deps), async (c) => {
    const { tourId } = readParams(c, contract.listReviews.params);
    const body = await readJson(c, contract.postReview.body);
    const { userId } = c.get('auth');
    const id = tourId.toLowerCase();
    if (!(await tourExists(db, id))) throw notFound('Tour not found');
    const taken = await takenBooking(userId, id);
    if (!taken) throw new ApiError(422, 'review_not_allowed', REVIEW_NOT_ALLOWED);
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
    try {
      const review = await db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        const [created] = await tx
          .insert(reviews)
          .values({
            tourId: id,
            userId,
            bookingId: taken.id,
            authorName: publicAuthorName(user?.name ?? null),
            rating: body.rating,
            text: body.text,
            createdAt: now(),
          })
          .returning(reviewColumns);
        // The tour's rating and count always agree with its reviews.
        await tx
          .update(tours)
          .set({
            rating: sql`(select avg(${reviews.rating})::real from ${reviews} where ${reviews.tourId} = ${id})`,
            reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.tourId} = ${id})`,
          })
          .where(eq(tours.id, id));
        return created!;
      });
      return c.json({ data: { ...review, createdAt: review.createdAt.toISOString() } }, 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(REVIEW_EXISTS, 'review_exists');
      throw error;
    }
  });

  return app;
}
