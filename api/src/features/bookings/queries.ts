// Reading bookings and turning a row into the JSON the apps show. Status and the cancellation
// verdict depend on the clock, so they are derived here from `now`, never stored.
import { and, asc, count, desc, eq, gt, gte, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { users } from '../../db/schema/accounts';
import { bookings, tourSchedules, tourSlots } from '../../db/schema/bookings';
import { cities, guides, tours } from '../../db/schema/catalogue';
import { imageAlt } from '../assets/svg';
import { describeLocal } from '../tours/local-time';
import { detailColumns, holdsPlaces, MIN_LEAD_MINUTES } from '../tours/queries';

/** How long requested places stay held while the traveller pays. */
export const HOLD_MINUTES = 30;
/** An expired hold is renewed on payment only this long after it was requested, never later. */
export const HOLD_RENEWAL_LIMIT_MINUTES = 120;
/** Unpaid holds one traveller may have at a time. */
export const MAX_ACTIVE_HOLDS_PER_USER = 3;
/** Places one traveller's unpaid holds may take at a time (one booking of the largest size fits). */
export const MAX_HELD_PLACES_PER_USER = 20;
/** Holds one traveller may make of one departure in 24 hours without paying (expired and cancelled ones count). */
export const MAX_UNPAID_HOLDS_PER_DEPARTURE = 2;
export const UNPAID_HOLDS_WINDOW_HOURS = 24;
/** An account is new for this long after its sign-up. */
export const NEW_ACCOUNT_HOURS = 24;
/** The share of a departure's places that the unpaid holds of all new accounts may take together. */
export const NEW_ACCOUNTS_SHARE_OF_DEPARTURE = 0.5;

/** Account age is read on the database's clock (it wrote `created_at`), not the booking rules' clock. */
const isNewAccount = sql<boolean>`${users.createdAt} > now() - make_interval(hours => ${NEW_ACCOUNT_HOURS})`;

// A booking request's first read: the tour, whether it starts at that time on that weekday, and what
// its departure holds at the request's time: the slot's capacity (null before the departure's first
// booking), the places its bookings hold, the places new accounts' running holds take, and whether the
// traveller's account is new. A request these show cannot fit is refused from this read, without the
// transaction and its locks (service.ts); one that may fit is counted again under the slot's lock.
const departureSlot = sql`(select ${tourSlots.id} from ${tourSlots} where ${tourSlots.tourId} = ${tours.id}
  and ${tourSlots.date} = ${sql.placeholder('date')} and ${tourSlots.startTime} = ${sql.placeholder('time')})`;
const runningHold = sql`${bookings.status} = 'held' and ${bookings.holdExpiresAt} > ${sql.placeholder('now')}`;

const tourForBooking = preparedPer((db) =>
  db
    .select({
      ...detailColumns,
      departs: sql<boolean>`exists (select 1 from ${tourSchedules} where ${tourSchedules.tourId} = ${tours.id}
        and ${tourSchedules.weekday} = ${sql.placeholder('weekday')}
        and ${tourSchedules.startTime} = ${sql.placeholder('time')})`,
      slotCapacity: sql<number | null>`(select ${tourSlots.capacity} from ${tourSlots}
        where ${tourSlots.id} = ${departureSlot})`,
      placesTaken: sql<number>`(select coalesce(sum(${bookings.guests}), 0)::int from ${bookings}
        where ${bookings.slotId} = ${departureSlot}
          and (${bookings.status} = 'confirmed' or (${runningHold})))`,
      heldByNewAccounts: sql<number>`(select coalesce(sum(${bookings.guests}), 0)::int from ${bookings}
        inner join ${users} on ${users.id} = ${bookings.userId}
        where ${bookings.slotId} = ${departureSlot} and ${runningHold} and ${isNewAccount})`,
      travellerIsNew: sql<boolean | null>`(select ${isNewAccount} from ${users}
        where ${users.id} = ${sql.placeholder('userId')})`,
    })
    .from(tours)
    .innerJoin(cities, eq(cities.id, tours.cityId))
    .leftJoin(guides, eq(guides.id, tours.guideId))
    .where(eq(tours.id, sql.placeholder('id')))
    .limit(1)
    .prepare('tour_for_booking'),
);

/** The tour a traveller asks to book and its departure's places at `now` (above), in one prepared read. */
export async function findTourForBooking(
  db: Database,
  request: { tourId: string; userId: string; weekday: number; date: string; time: string },
  now: Date,
) {
  const [row] = await tourForBooking(db).execute({
    id: request.tourId.toLowerCase(),
    userId: request.userId,
    weekday: request.weekday,
    date: request.date,
    time: request.time,
    now,
  });
  if (!row) return null;
  return {
    ...row,
    placesTaken: Number(row.placesTaken),
    heldByNewAccounts: Number(row.heldByNewAccounts),
    travellerIsNew: Boolean(row.travellerIsNew),
  };
}

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
      `Free cancellation ended ${row.freeCancellationHours} hours before the start, on ${describeLocal(freeUntil, row.timezone)} (${row.cityName} time). This booking can no longer be cancelled.`,
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
      imageAlt: imageAlt(row.tourImages[0]),
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
  // A cancelled booking is not ahead of the traveller any more: it lists with the past ones.
  if (when === 'upcoming') conditions.push(gte(bookings.startsAt, now), ne(bookings.status, 'cancelled'));
  if (when === 'past') {
    const pastOrCancelled = or(lt(bookings.startsAt, now), eq(bookings.status, 'cancelled'));
    if (pastOrCancelled) conditions.push(pastOrCancelled);
  }
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

// Writes and locks of requesting, renewing and cancelling. The callers own the transactions and
// the lock order (traveller, then slot); these only run the statements.

/** The booking one traveller's Idempotency-Key created, with what it asked for. */
export async function findBookingByIdempotencyKey(db: Database, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      tourId: bookings.tourId,
      date: bookings.date,
      time: bookings.startTime,
      guests: bookings.guests,
    })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

/** Locks the traveller's row; answers the address their booking mail goes to (null: no such user). */
export async function lockTraveller(tx: Database, userId: string) {
  const [row] = await tx
    .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt, isNew: isNewAccount })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/**
 * What the traveller's bookings already hold, in one read of their rows (optionally leaving one
 * booking out): `active`, their unpaid holds that still hold places; `unpaidOfDeparture`, their
 * bookings of one departure made since `since` and never paid (holds still running, holds that ran
 * out and cancelled holds, all of which kept the places from others for a while).
 */
export async function travellerHolds(
  tx: Database,
  input: {
    userId: string;
    now: Date;
    tourId: string;
    date: string;
    time: string;
    since: Date;
    exceptBookingId?: string | undefined;
  },
) {
  const running = sql`${bookings.status} = 'held' and ${bookings.holdExpiresAt} > ${input.now}`;
  const ofDeparture = sql`${bookings.tourId} = ${input.tourId} and ${bookings.date} = ${input.date}
    and ${bookings.startTime} = ${input.time} and ${bookings.paidAt} is null
    and ${bookings.createdAt} > ${input.since}`;
  const [row] = await tx
    .select({
      holds: sql<number>`(count(*) filter (where ${running}))::int`,
      places: sql<number>`coalesce(sum(${bookings.guests}) filter (where ${running}), 0)::int`,
      unpaidOfDeparture: sql<number>`(count(*) filter (where ${ofDeparture}))::int`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, input.userId),
        input.exceptBookingId ? ne(bookings.id, input.exceptBookingId) : undefined,
      ),
    );
  return {
    active: { holds: Number(row?.holds ?? 0), places: Number(row?.places ?? 0) },
    unpaidOfDeparture: Number(row?.unpaidOfDeparture ?? 0),
  };
}

/** Places of the slot held (unpaid, unexpired) by new accounts (NEW_ACCOUNT_HOURS). */
export async function placesHeldByNewAccounts(tx: Database, slotId: string, now: Date) {
  const [row] = await tx
    .select({ guests: sql<number>`coalesce(sum(${bookings.guests}), 0)::int` })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.slotId, slotId),
        eq(bookings.status, 'held'),
        gt(bookings.holdExpiresAt, now),
        isNewAccount,
      ),
    );
  return Number(row?.guests ?? 0);
}

/**
 * Locks the departure's slot row, the lock every booking of this departure queues on, creating it on
 * the departure's first request (a concurrent first request's row is locked instead). Most requests
 * find the row: they lock it in one statement.
 */
export async function lockOrCreateSlot(tx: Database, slot: typeof tourSlots.$inferInsert) {
  const lock = async () => {
    const [row] = await tx
      .select({ id: tourSlots.id, capacity: tourSlots.capacity })
      .from(tourSlots)
      .where(
        and(
          eq(tourSlots.tourId, slot.tourId),
          eq(tourSlots.date, slot.date),
          eq(tourSlots.startTime, slot.startTime),
        ),
      )
      .for('update');
    return row ?? null;
  };
  const found = await lock();
  if (found) return found;
  await tx
    .insert(tourSlots)
    .values(slot)
    .onConflictDoNothing({ target: [tourSlots.tourId, tourSlots.date, tourSlots.startTime] });
  const created = await lock();
  if (!created) throw new Error('slot row missing after insert');
  return created;
}

export async function lockSlotById(tx: Database, slotId: string) {
  const [slot] = await tx
    .select({ id: tourSlots.id, capacity: tourSlots.capacity })
    .from(tourSlots)
    .where(eq(tourSlots.id, slotId))
    .for('update');
  return slot ?? null;
}

/**
 * Places the slot's bookings hold at `now` and, when asked, how many of them new accounts' unpaid
 * holds take. Read after the slot is locked, in a statement of its own so that it sees every booking
 * committed before the lock was granted.
 */
export async function placesOfSlot(tx: Database, slotId: string, now: Date, countNewAccounts: boolean) {
  const heldByNew = countNewAccounts
    ? sql<number>`coalesce(sum(${bookings.guests}) filter (where ${bookings.status} = 'held'
        and ${bookings.holdExpiresAt} > ${now} and ${isNewAccount}), 0)::int`
    : sql<number>`0`;
  const query = tx
    .select({ taken: sql<number>`coalesce(sum(${bookings.guests}), 0)::int`, heldByNew })
    .from(bookings);
  const [row] = await (countNewAccounts
    ? query.innerJoin(users, eq(users.id, bookings.userId))
    : query
  ).where(and(eq(bookings.slotId, slotId), holdsPlaces(now)));
  return { taken: Number(row?.taken ?? 0), heldByNewAccounts: Number(row?.heldByNew ?? 0) };
}

/** Places the slot's other bookings hold at `now`. */
export async function placesTakenByOthers(
  tx: Database,
  slotId: string,
  bookingId: string,
  now: Date,
): Promise<number> {
  const [taken] = await tx
    .select({ guests: sql<number>`coalesce(sum(${bookings.guests}), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.slotId, slotId), holdsPlaces(now), ne(bookings.id, bookingId)));
  return Number(taken?.guests ?? 0);
}

export async function insertBooking(tx: Database, booking: typeof bookings.$inferInsert): Promise<string> {
  const [created] = await tx.insert(bookings).values(booking).returning({ id: bookings.id });
  return created!.id;
}

export async function extendHold(tx: Database, bookingId: string, holdExpiresAt: Date, now: Date) {
  await tx.update(bookings).set({ holdExpiresAt, updatedAt: now }).where(eq(bookings.id, bookingId));
}

/**
 * Locks one traveller's booking row and reads it with the traveller's address (for the mail the
 * change sends); null when it is not theirs or does not exist. Waiting for the lock returns the row
 * as the transaction that held it left it.
 */
export async function lockUserBooking(tx: Database, userId: string, bookingId: string) {
  const [row] = await tx
    .select({ ...bookingColumns, travellerEmail: users.email })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(cities, eq(cities.id, tours.cityId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(bookings.id, bookingId.toLowerCase()), eq(bookings.userId, userId)))
    .for('update', { of: bookings });
  return row ?? null;
}

export async function markCancelled(tx: Database, bookingId: string, now: Date) {
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(eq(bookings.id, bookingId));
}
