// Reading bookings and turning a row into the JSON the apps show. Status and the cancellation
// verdict depend on the clock, so they are derived here from `now`, never stored.
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { cities, tours } from '../../db/schema/catalogue';
import { describeLocal } from '../tours/local-time';
import { MIN_LEAD_MINUTES } from '../tours/queries';

/** How long requested places stay held while the traveller pays. */
export const HOLD_MINUTES = 30;
/** An expired hold is renewed on payment only this long after it was requested, never later. */
export const HOLD_RENEWAL_LIMIT_MINUTES = 120;
/** Unpaid holds one traveller may have at a time. */
export const MAX_ACTIVE_HOLDS_PER_USER = 3;
/** Places one traveller's unpaid holds may take at a time (one booking of the largest size fits). */
export const MAX_HELD_PLACES_PER_USER = 20;

export const bookingColumns = {
  id: bookings.id,
  reference: bookings.reference,
  userId: bookings.userId,
  tourId: bookings.tourId,
  slotId: bookings.slotId,
  date: bookings.date,
  startTime: bookings.startTime,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  timezone: bookings.timezone,
  guests: bookings.guests,
  unitAmount: bookings.unitAmount,
  totalAmount: bookings.totalAmount,
  currency: bookings.currency,
  freeCancellationHours: bookings.freeCancellationHours,
  status: bookings.status,
  holdExpiresAt: bookings.holdExpiresAt,
  paidAt: bookings.paidAt,
  cancelledAt: bookings.cancelledAt,
  createdAt: bookings.createdAt,
  tourTitle: tours.title,
  tourSlug: tours.slug,
  tourImages: tours.images,
  tourDurationMinutes: tours.durationMinutes,
  meetingPointName: tours.meetingPointName,
  meetingPointLatitude: tours.meetingPointLatitude,
  meetingPointLongitude: tours.meetingPointLongitude,
  cityId: cities.id,
  cityName: cities.name,
  citySlug: cities.slug,
};

export function bookingSelect(db: Database) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(cities, eq(cities.id, tours.cityId));
}

export type BookingRow = Awaited<ReturnType<typeof bookingSelect>>[number];

export type BookingStatus = 'held' | 'confirmed' | 'cancelled' | 'expired';

/** A hold that ran out is `expired`: its places are free again even though the row says `held`. */
export function effectiveStatus(row: Pick<BookingRow, 'status' | 'holdExpiresAt'>, now: Date): BookingStatus {
  if (row.status === 'held' && row.holdExpiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

export function freeCancellationEnds(row: Pick<BookingRow, 'startsAt' | 'freeCancellationHours'>): Date {
  return new Date(row.startsAt.getTime() - row.freeCancellationHours * 3_600_000);
}

export interface CancellationVerdict {
  allowed: boolean;
  freeUntil: Date;
  /** Why not, in words a traveller understands. */
  reason: string | null;
  code: string | null;
}

/**
 * spec: free cancellation until 24 h before the start, in the tour's local time; later
 * it is refused. An unpaid hold can be released at any time before the start: nothing was paid.
 */
export function cancellationVerdict(row: BookingRow, now: Date): CancellationVerdict {
  const freeUntil = freeCancellationEnds(row);
  const status = effectiveStatus(row, now);
  const refuse = (code: string, reason: string) => ({ allowed: false, freeUntil, reason, code });
  if (status === 'cancelled') return refuse('already_cancelled', 'This booking is already cancelled.');
  if (row.startsAt.getTime() <= now.getTime()) {
    return refuse(
      'tour_started',
      'This tour has already started, so the booking can no longer be cancelled.',
    );
  }
  if (status === 'confirmed' && now.getTime() >= freeUntil.getTime()) {
    return refuse(
      'cancellation_window_closed',
      `Free cancellation ended ${row.freeCancellationHours} hours before the start, on ${describeLocal(freeUntil, row.timezone)} (${row.timezone} time). This booking can no longer be cancelled.`,
    );
  }
  return { allowed: true, freeUntil, reason: null, code: null };
}

export function canPay(row: BookingRow, now: Date): boolean {
  const status = effectiveStatus(row, now);
  return (
    (status === 'held' || status === 'expired') &&
    row.startsAt.getTime() - MIN_LEAD_MINUTES * 60_000 > now.getTime()
  );
}

export function toBookingJson(row: BookingRow, now: Date) {
  const status = effectiveStatus(row, now);
  const verdict = cancellationVerdict(row, now);
  return {
    id: row.id,
    reference: row.reference,
    status,
    paymentStatus: row.paidAt ? (status === 'cancelled' ? 'refunded' : 'paid') : 'unpaid',
    tourId: row.tourId,
    tour: {
      id: row.tourId,
      title: row.tourTitle,
      slug: row.tourSlug,
      image: row.tourImages[0] ?? null,
      durationMinutes: row.tourDurationMinutes,
      city: { id: row.cityId, name: row.cityName, slug: row.citySlug, timezone: row.timezone },
      meetingPoint: {
        name: row.meetingPointName,
        latitude: row.meetingPointLatitude,
        longitude: row.meetingPointLongitude,
      },
    },
    date: row.date,
    time: row.startTime,
    timezone: row.timezone,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    guests: row.guests,
    unitAmount: row.unitAmount,
    totalAmount: row.totalAmount,
    currency: row.currency,
    holdExpiresAt: status === 'held' ? row.holdExpiresAt.toISOString() : null,
    paidAt: row.paidAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isPast: row.startsAt.getTime() <= now.getTime(),
    canPay: canPay(row, now),
    cancellation: {
      freeCancellationHours: row.freeCancellationHours,
      freeUntil: verdict.freeUntil.toISOString(),
      allowed: verdict.allowed,
      reason: verdict.reason,
    },
  };
}

export type BookingJson = ReturnType<typeof toBookingJson>;

/** One of the user's bookings; another user's booking is "not found", exactly like a missing one. */
export async function findUserBooking(db: Database, userId: string, bookingId: string) {
  const [row] = await bookingSelect(db)
    .where(and(eq(bookings.id, bookingId.toLowerCase()), eq(bookings.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type BookingWhen = 'upcoming' | 'past' | 'all';

export async function listUserBookings(
  db: Database,
  userId: string,
  when: BookingWhen,
  page: { limit: number; offset: number },
  now: Date,
) {
  const conditions: SQL[] = [eq(bookings.userId, userId)];
  if (when === 'upcoming') conditions.push(gte(bookings.startsAt, now));
  if (when === 'past') conditions.push(lt(bookings.startsAt, now));
  const where = and(...conditions);
  const order =
    when === 'upcoming'
      ? [asc(bookings.startsAt), asc(bookings.id)]
      : [desc(bookings.startsAt), desc(bookings.id)];
  const [rows, [total]] = await Promise.all([
    bookingSelect(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(bookings).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
