// Reviews and what deciding on one reads: the tour, the traveller's past booking, their name.
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { tours } from '../../db/schema/catalogue';
import { reviews } from '../../db/schema/reviews';

const reviewColumns = {
  id: reviews.id,
  tourId: reviews.tourId,
  authorName: reviews.authorName,
  rating: reviews.rating,
  text: reviews.text,
  createdAt: reviews.createdAt,
};

export async function tourExists(db: Database, tourId: string) {
  const [row] = await db.select({ id: tours.id }).from(tours).where(eq(tours.id, tourId)).limit(1);
  return Boolean(row);
}

/** One page of a tour's reviews, newest first, and how many it has. */
export async function listReviews(db: Database, tourId: string, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .where(eq(reviews.tourId, tourId))
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(reviews).where(eq(reviews.tourId, tourId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The traveller's latest past booking of the tour (paid, not cancelled, ended by `now`), or null. */
export async function takenBooking(db: Database, userId: string, tourId: string, now: Date) {
  const [taken] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.tourId, tourId),
        eq(bookings.status, 'confirmed'),
        lte(bookings.endsAt, now),
      ),
    )
    .orderBy(desc(bookings.endsAt))
    .limit(1);
  return taken ?? null;
}

export async function hasReviewed(db: Database, userId: string, tourId: string) {
  const [written] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.tourId, tourId), eq(reviews.userId, userId)))
    .limit(1);
  return Boolean(written);
}

export async function userName(db: Database, userId: string) {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.name ?? null;
}

/**
 * Writes the review and recomputes the tour's rating and count in one transaction, so they always
 * agree with its reviews. Throws the unique violation of a second review of the tour.
 */
export async function insertReview(
  db: Database,
  review: {
    tourId: string;
    userId: string;
    bookingId: string;
    authorName: string;
    rating: number;
    text: string;
    createdAt: Date;
  },
) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [created] = await tx.insert(reviews).values(review).returning(reviewColumns);
    await tx
      .update(tours)
      .set({
        rating: sql`(select avg(${reviews.rating})::real from ${reviews} where ${reviews.tourId} = ${review.tourId})`,
        reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.tourId} = ${review.tourId})`,
      })
      .where(eq(tours.id, review.tourId));
    return created!;
  });
}
