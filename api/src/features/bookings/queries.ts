// Reading bookings and turning a row into the JSON the apps show. Status and the cancellation
// verdict depend on the clock, so they are derived here from `now`, never stored.
import { and, asc, count, desc, eq, gt, gte, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { users } from '../../db/schema/accounts';
import { bookings, tourSchedules, tourSlots } from '../../db/schema/bookings';
import { cities, guides, tours } from '../../db/schema/catalogue';
import { sessionIsActive } from '../accounts/queries';
import { imageAlt } from '../assets/svg';
import { type OutboxValues, outboxInsert } from '../mail/queries';
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
      // The request's session, checked in this read rather than in a statement before it.
      sessionActive: sessionIsActive(sql.placeholder('userId'), sql.placeholder('sessionId')),
      // A retry is answered from this read: the booking the traveller's Idempotency-Key made.
      keyBooking: sql<KeyBooking | null>`(select json_build_object('id', ${bookings.id},
          'tourId', ${bookings.tourId}, 'date', ${bookings.date}::text, 'time', ${bookings.startTime},
          'guests', ${bookings.guests})
        from ${bookings} where ${bookings.userId} = ${sql.placeholder('userId')}
          and ${bookings.idempotencyKey} = ${sql.placeholder('idempotencyKey')})`,
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
  request: {
    tourId: string;
    userId: string;
    sessionId: string;
    weekday: number;
    date: string;
    time: string;
    idempotencyKey?: string | undefined;
  },
  now: Date,
) {
  const [row] = await tourForBooking(db).execute({
    id: request.tourId.toLowerCase(),
    userId: request.userId,
    sessionId: request.sessionId,
    weekday: request.weekday,
    date: request.date,
    time: request.time,
    idempotencyKey: request.idempotencyKey ?? null,
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

// The statements of a booking's and a payment's transactions are prepared on the transaction's handle
// (db/client.ts, `transaction`): built once per connection, not once a request.
const travellerLock = preparedPer((db) =>
  db
    .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt, isNew: isNewAccount })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('update')
    .prepare('lock_traveller'),
);

/** Locks the traveller's row; answers the address their booking mail goes to (null: no such user). */
export async function lockTraveller(tx: Database, userId: string) {
  const [row] = await travellerLock(tx).execute({ userId });
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

/** What an earlier request with the same Idempotency-Key asked for, and the booking it made. */
export interface KeyBooking {
  id: string;
  tourId: string;
  date: string;
  time: string;
  guests: number;
}

/** The booking the traveller's key made, as one value of a statement that reads something else. */
const keyBookingOfRequest = sql<KeyBooking | null>`(select json_build_object('id', b.id, 'tourId', b.tour_id,
    'date', b.date::text, 'time', b.start_time, 'guests', b.guests)
  from bookings b where b.user_id = ${sql.placeholder('userId')}::uuid
    and b.idempotency_key = ${sql.placeholder('idempotencyKey')}::text)`;

interface SlotForHold {
  id: string;
  capacity: number;
  /** The traveller's unpaid holds that still hold places, and the places they hold. */
  active: { holds: number; places: number };
  /** The traveller's bookings of this departure made since `since` and never paid. */
  unpaidOfDeparture: number;
  keyBooking: KeyBooking | null;
}

const runningAtNow = sql`b.status = 'held' and b.hold_expires_at > ${sql.placeholder('now')}::timestamptz`;

const slotLockForHold = preparedPer((db) =>
  db
    .select({
      id: tourSlots.id,
      capacity: tourSlots.capacity,
      held: sql<{ holds: number; places: number; unpaidOfDeparture: number }>`(select json_build_object(
          'holds', count(*) filter (where ${runningAtNow}),
          'places', coalesce(sum(b.guests) filter (where ${runningAtNow}), 0),
          'unpaidOfDeparture', count(*) filter (where b.tour_id = ${sql.placeholder('tourId')}::uuid
            and b.date = ${sql.placeholder('date')}::date and b.start_time = ${sql.placeholder('time')}::text
            and b.paid_at is null and b.created_at > ${sql.placeholder('since')}::timestamptz))
        from bookings b where b.user_id = ${sql.placeholder('userId')}::uuid)`,
      keyBooking: keyBookingOfRequest,
    })
    .from(tourSlots)
    .where(
      and(
        eq(tourSlots.tourId, sql.placeholder('tourId')),
        eq(tourSlots.date, sql.placeholder('date')),
        eq(tourSlots.startTime, sql.placeholder('time')),
      ),
    )
    .for('update', { of: tourSlots })
    .prepare('lock_slot_for_hold'),
);

/**
 * A new hold's second statement, the traveller's row being locked: locks the departure's slot row
 * (the lock every booking of this departure queues on) and reads, from the same statement, what the
 * traveller's own bookings hold (see travellerHolds) and the booking their Idempotency-Key made. Those
 * reads see every booking committed before the traveller's lock was granted, which is every one of
 * the traveller's holds and keys: they are made under that lock. Null when the slot row does not
 * exist yet (the departure's first booking creates it).
 */
export async function lockSlotForHold(
  tx: Database,
  input: {
    userId: string;
    tourId: string;
    date: string;
    time: string;
    now: Date;
    since: Date;
    idempotencyKey: string | null;
  },
): Promise<SlotForHold | null> {
  const [row] = await slotLockForHold(tx).execute({
    userId: input.userId,
    tourId: input.tourId,
    date: input.date,
    time: input.time,
    now: input.now.toISOString(),
    since: input.since.toISOString(),
    idempotencyKey: input.idempotencyKey,
  });
  if (!row) return null;
  return {
    id: row.id,
    capacity: Number(row.capacity),
    active: { holds: Number(row.held.holds), places: Number(row.held.places) },
    unpaidOfDeparture: Number(row.held.unpaidOfDeparture),
    keyBooking: row.keyBooking,
  };
}

/**
 * Creates the departure's slot row on its first request (a concurrent first request's row stays;
 * lockSlotForHold then locks whichever exists).
 */
export async function createSlot(tx: Database, slot: typeof tourSlots.$inferInsert) {
  await tx
    .insert(tourSlots)
    .values(slot)
    .onConflictDoNothing({ target: [tourSlots.tourId, tourSlots.date, tourSlots.startTime] });
}

/** A hold's last statement (below), for a new account's request (`newAccount`) or another's. */
function placesHold(db: Database, newAccount: boolean) {
  const p = sql.placeholder;
  const heldByNew = newAccount
    ? sql`coalesce(sum(b.guests) filter (where ${runningAtNow} and exists (select 1 from users u
        where u.id = b.user_id and u.created_at > now() - make_interval(hours => ${NEW_ACCOUNT_HOURS}))), 0)::int`
    : sql`0`;
  const shareFits = newAccount
    ? sql`places.held_by_new + ${p('guests')}::int <= ${p('newAccountsShare')}::int`
    : sql`true`;
  const places = db
    .$with('places', {
      taken: sql<number>`taken`.as('taken'),
      heldByNew: sql<number>`held_by_new`.as('held_by_new'),
    })
    .as(sql`select coalesce(sum(b.guests), 0)::int as taken, ${heldByNew} as held_by_new
      from bookings b
      where b.slot_id = ${p('slotId')}::uuid and (b.status = 'confirmed' or (${runningAtNow}))`);
  const booked = db.$with('booked', { id: sql<string>`id`.as('id') }).as(sql`insert into bookings (id,
      reference, user_id, tour_id, slot_id, date, start_time, starts_at, ends_at, timezone, guests,
      unit_amount, total_amount, currency, free_cancellation_hours, status, hold_expires_at, idempotency_key,
      created_at, updated_at)
    select ${p('id')}::uuid, ${p('reference')}::text, ${p('userId')}::uuid, ${p('tourId')}::uuid,
      ${p('slotId')}::uuid, ${p('date')}::date, ${p('startTime')}::text, ${p('startsAt')}::timestamptz,
      ${p('endsAt')}::timestamptz, ${p('timezone')}::text, ${p('guests')}::int, ${p('unitAmount')}::int,
      ${p('totalAmount')}::int, ${p('currency')}::text, ${p('freeCancellationHours')}::int, 'held',
      ${p('holdExpiresAt')}::timestamptz, ${p('idempotencyKey')}::text, ${p('createdAt')}::timestamptz,
      ${p('updatedAt')}::timestamptz
    from places
    where ${p('capacity')}::int - places.taken >= ${p('guests')}::int and ${shareFits}
    returning id`);
  const mailed = db.$with('mailed', {}).as(outboxInsert(sql`booked`));
  return db
    .with(places, booked, mailed)
    .select({
      taken: places.taken,
      heldByNew: places.heldByNew,
      booked: sql<boolean>`exists (select 1 from ${booked})`,
    })
    .from(places)
    .prepare(newAccount ? 'hold_places_new_account' : 'hold_places');
}
const holdPlacesOfNewAccount = preparedPer((db) => placesHold(db, true));
const holdPlacesOfAccount = preparedPer((db) => placesHold(db, false));

/**
 * A hold's last statement, the slot's row being locked: counts the places the slot's bookings hold
 * (and, for a new account, the places new accounts' running holds take), and only when the request
 * fits both inserts the booking and queues its mail (`mail`, Mailer.queueInStatement), all in one
 * statement. It starts after the lock was granted, so its count sees every booking committed before:
 * no overbooking, and no new accounts' share beyond its limit. Answers whether it booked, with the
 * counts it decided on.
 */
export async function holdPlaces(
  tx: Database,
  input: {
    booking: typeof bookings.$inferInsert & { id: string; slotId: string; guests: number };
    capacity: number;
    /** For a new account's request, the places new accounts' running holds may take together. */
    newAccountsShare: number | null;
    now: Date;
    mail: OutboxValues;
  },
): Promise<{ booked: boolean; taken: number; heldByNewAccounts: number }> {
  const { booking } = input;
  const at = (value: Date | null | undefined) => (value ? value.toISOString() : null);
  const statement = input.newAccountsShare === null ? holdPlacesOfAccount(tx) : holdPlacesOfNewAccount(tx);
  const [row] = await statement.execute({
    id: booking.id,
    reference: booking.reference,
    userId: booking.userId,
    tourId: booking.tourId,
    slotId: booking.slotId,
    date: booking.date,
    startTime: booking.startTime,
    startsAt: at(booking.startsAt),
    endsAt: at(booking.endsAt),
    timezone: booking.timezone,
    guests: booking.guests,
    unitAmount: booking.unitAmount,
    totalAmount: booking.totalAmount,
    currency: booking.currency,
    freeCancellationHours: booking.freeCancellationHours,
    holdExpiresAt: at(booking.holdExpiresAt),
    idempotencyKey: booking.idempotencyKey ?? null,
    createdAt: at(booking.createdAt),
    updatedAt: at(booking.updatedAt),
    capacity: input.capacity,
    newAccountsShare: input.newAccountsShare,
    now: input.now.toISOString(),
    ...input.mail,
  });
  return {
    booked: Boolean(row?.booked),
    taken: Number(row?.taken ?? 0),
    heldByNewAccounts: Number(row?.heldByNew ?? 0),
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

export async function lockSlotById(tx: Database, slotId: string) {
  const [slot] = await tx
    .select({ id: tourSlots.id, capacity: tourSlots.capacity })
    .from(tourSlots)
    .where(eq(tourSlots.id, slotId))
    .for('update');
  return slot ?? null;
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

export async function extendHold(tx: Database, bookingId: string, holdExpiresAt: Date, now: Date) {
  await tx.update(bookings).set({ holdExpiresAt, updatedAt: now }).where(eq(bookings.id, bookingId));
}

const userBookingLock = preparedPer((db) =>
  db
    .select({ ...bookingColumns, travellerEmail: users.email })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(cities, eq(cities.id, tours.cityId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(bookings.id, sql.placeholder('bookingId')), eq(bookings.userId, sql.placeholder('userId'))))
    .for('update', { of: bookings })
    .prepare('lock_user_booking'),
);

/**
 * Locks one traveller's booking row and reads it with the traveller's address (for the mail the
 * change sends); null when it is not theirs or does not exist. Waiting for the lock returns the row
 * as the transaction that held it left it.
 */
export async function lockUserBooking(tx: Database, userId: string, bookingId: string) {
  const [row] = await userBookingLock(tx).execute({ userId, bookingId: bookingId.toLowerCase() });
  return row ?? null;
}

export async function markCancelled(tx: Database, bookingId: string, now: Date) {
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(eq(bookings.id, bookingId));
}
