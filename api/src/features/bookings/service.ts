// Requesting and cancelling bookings.
//
// Why a slot row and `SELECT … FOR UPDATE`: the free places of a departure are its capacity
// minus every booking holding places, a sum no single-row constraint can guard. Every request for
// a departure therefore first locks that departure's row in `tour_slots` (creating it on the first
// request, `INSERT … ON CONFLICT DO NOTHING`, then locking it), and only then counts and inserts, in
// one statement after the lock's. Under PostgreSQL's READ COMMITTED a statement reads with a snapshot
// taken when it starts, so the count of a request that waited for the lock includes the booking the
// previous holder committed, and N concurrent requests on any number of API instances are decided
// one after another: the departure can never be overbooked. On PGlite
// (one connection) transactions are serialised anyway; the same code is correct on both.
import { randomUUID } from 'node:crypto';
import { type Database, transaction } from '../../db/client';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors';
import { bookableDates, nearestFreeSlots } from '../tours/availability';
import { isoWeekday, localToInstant } from '../tours/local-time';
import { MIN_LEAD_MINUTES } from '../tours/queries';
import {
  departureHoldProblem,
  emailNotVerified,
  holdLimitProblem,
  newAccountShareProblem,
  newAccountsShare,
} from './hold-limits';
import { type BookingMail, bookingCancelledMail, bookingRequestedMail, type PaymentFacts } from './mails';
import {
  type BookingRow,
  cancellationVerdict,
  createSlot,
  findTourForBooking,
  HOLD_MINUTES,
  holdPlaces,
  type KeyBooking,
  lockSlotForHold,
  lockTraveller,
  lockUserBooking,
  markCancelled,
  UNPAID_HOLDS_WINDOW_HOURS,
} from './queries';
import { newReference, withFreshReference } from './reference';
import { NO_LONGER_AVAILABLE, SlotUnavailableError } from './slot-unavailable';

export interface BookingRequest {
  userId: string;
  /** The request's session: its tour read also tells whether it is open, reported to `confirm`. */
  session: { id: string; confirm: (active: boolean) => void };
  tourId: string;
  date: string;
  time: string;
  guests: number;
  /** The client's Idempotency-Key: the same key returns the booking it created. */
  idempotencyKey?: string;
}

export interface RequestedBooking {
  id: string;
  /** True when the key had already created this booking (a retry). */
  replayed: boolean;
  /** The booking made, as a read of it answers (a retry's is read). */
  booking?: BookingRow;
}

const keyReused = () =>
  conflict('This Idempotency-Key was already used for a different booking request', 'idempotency_key_reused');

/** The booking an earlier request with this key created (read with another statement), if it asked for the same thing. */
function bookingOfKey(row: KeyBooking | null, request: BookingRequest): string | null {
  if (!row) return null;
  const same =
    row.tourId === request.tourId &&
    row.date === request.date &&
    row.time === request.time &&
    row.guests === request.guests;
  if (!same) throw keyReused();
  return row.id;
}

export async function requestBooking(
  db: Database,
  request: BookingRequest,
  now: Date,
  mail: BookingMail,
): Promise<RequestedBooking> {
  // The tour, whether it starts at that time on that weekday, what its departure holds and the booking
  // the request's key made, in one read.
  const tour = await findTourForBooking(
    db,
    { ...request, sessionId: request.session.id, weekday: isoWeekday(request.date) },
    now,
  );
  if (!tour) throw notFound('Tour not found');
  request.session.confirm(tour.sessionActive);
  // A retry is answered with what the first request made, whatever happened to the slot since.
  const earlier = bookingOfKey(tour.keyBooking, request);
  if (earlier) return { id: earlier, replayed: true };
  const timezone = tour.cityTimezone;
  const availabilityTour = { id: tour.id, maxGroupSize: tour.maxGroupSize, timezone };

  if (request.guests > tour.maxGroupSize) {
    throw badRequest(`This tour takes at most ${tour.maxGroupSize} guests per booking`, 'validation_error', [
      { path: 'guests', message: `This tour takes at most ${tour.maxGroupSize} guests per booking` },
    ]);
  }
  const { last } = bookableDates(timezone, now);
  if (request.date > last) {
    throw badRequest('Bookings open 180 days ahead. Choose an earlier date.', 'validation_error', [
      { path: 'date', message: 'Bookings open 180 days ahead. Choose an earlier date.' },
    ]);
  }
  const unavailable = async (message: string) =>
    new SlotUnavailableError(message, await nearestFreeSlots(db, availabilityTour, request, now));
  if (!tour.departs) throw await unavailable(`This tour does not start at ${request.time} on that day.`);

  const startsAt = localToInstant(request.date, request.time, timezone);
  if (startsAt.getTime() - MIN_LEAD_MINUTES * 60_000 < now.getTime()) {
    throw await unavailable(`${NO_LONGER_AVAILABLE} It starts too soon (or has started) to be booked.`);
  }
  const endsAt = new Date(startsAt.getTime() + tour.durationMinutes * 60_000);
  const full = (remaining: number) =>
    unavailable(
      remaining > 0
        ? `${NO_LONGER_AVAILABLE} Only ${remaining} ${remaining === 1 ? 'place is' : 'places are'} left.`
        : `${NO_LONGER_AVAILABLE} It is fully booked.`,
    );
  // Too full for the request, or for a new account's share of it, when its tour was read: refused there,
  // without the transaction and its locks. A refusal gives no places; only the transaction gives them,
  // after counting again under the slot's lock, so no overbooking and no share beyond the limit can come
  // of this read. It may miss a place freed (a cancellation, a hold paid) a moment later, as the locked
  // count may. So a departure without room is answered as such before the traveller's email and hold
  // limits are checked (in the transaction).
  if (tour.slotCapacity !== null) {
    const remaining = tour.slotCapacity - tour.placesTaken;
    if (remaining < request.guests) throw await full(remaining);
    const shareProblem = tour.travellerIsNew
      ? newAccountShareProblem(tour.slotCapacity, tour.heldByNewAccounts, request.guests)
      : null;
    if (shareProblem) throw shareProblem;
  }
  // Three statements between BEGIN and COMMIT: the traveller's lock; the slot's lock with the
  // traveller's holds and key; the count of the slot's places with the insert of the booking and its
  // mail, which happen only when the places are there.
  const outcome = await withFreshReference(() =>
    transaction(db, async (tx) => {
      // Traveller first, then the slot: every request takes the two locks in this order.
      const traveller = await lockTraveller(tx, request.userId);
      if (!traveller) throw notFound('Traveller not found');
      if (!traveller.emailVerifiedAt) throw emailNotVerified(traveller.email);
      const slotRow = { tourId: tour.id, date: request.date, startTime: request.time };
      const lockSlot = () =>
        lockSlotForHold(tx, {
          userId: request.userId,
          tourId: tour.id,
          date: request.date,
          time: request.time,
          now,
          since: new Date(now.getTime() - UNPAID_HOLDS_WINDOW_HOURS * 3_600_000),
          idempotencyKey: request.idempotencyKey ?? null,
        });
      let slot = await lockSlot();
      if (!slot) {
        await createSlot(tx, { ...slotRow, startsAt, capacity: tour.maxGroupSize });
        slot = await lockSlot();
        if (!slot) throw new Error('slot row missing after insert');
      }
      // Of two concurrent requests with one key, the second waited for the traveller's lock and sees
      // the first's booking here.
      const replay = bookingOfKey(slot.keyBooking, request);
      if (replay) return { kind: 'replayed' as const, id: replay };
      const limitProblem =
        holdLimitProblem(slot.active, request.guests) ?? departureHoldProblem(slot.unpaidOfDeparture);
      if (limitProblem) throw limitProblem;

      const reference = newReference('GD');
      const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
      const booking = {
        id: randomUUID(),
        reference,
        userId: request.userId,
        tourId: tour.id,
        slotId: slot.id,
        date: request.date,
        startTime: request.time,
        startsAt,
        endsAt,
        timezone,
        guests: request.guests,
        unitAmount: tour.priceAmount,
        totalAmount: tour.priceAmount * request.guests,
        currency: tour.currency,
        freeCancellationHours: tour.freeCancellationHours,
        status: 'held' as const,
        holdExpiresAt,
        idempotencyKey: request.idempotencyKey ?? null,
        createdAt: now,
        updatedAt: now,
      };
      const requestedMail = bookingRequestedMail(mail.appUrl, traveller.email, {
        reference,
        tourTitle: tour.title,
        cityName: tour.cityName,
        startsAt,
        timezone,
        guests: request.guests,
        unitAmount: tour.priceAmount,
        totalAmount: tour.priceAmount * request.guests,
        currency: tour.currency,
        meetingPointName: tour.meetingPointName,
        freeCancellationHours: tour.freeCancellationHours,
        holdExpiresAt,
      });
      const held = await holdPlaces(tx, {
        booking,
        capacity: slot.capacity,
        newAccountsShare: traveller.isNew ? newAccountsShare(slot.capacity) : null,
        now,
        mail: mail.mailer.queueInStatement(requestedMail),
      });
      if (!held.booked) {
        const remaining = slot.capacity - held.taken;
        if (remaining < request.guests) return { kind: 'full' as const, remaining };
        throw (
          newAccountShareProblem(slot.capacity, held.heldByNewAccounts, request.guests) ??
          new Error('booking not inserted although it fits')
        );
      }
      // What a read of the new booking would answer, without the read.
      const row: BookingRow = {
        ...booking,
        paidAt: null,
        cancelledAt: null,
        tourTitle: tour.title,
        tourSlug: tour.slug,
        tourImages: tour.images,
        tourDurationMinutes: tour.durationMinutes,
        meetingPointName: tour.meetingPointName,
        meetingPointLatitude: tour.meetingPointLatitude,
        meetingPointLongitude: tour.meetingPointLongitude,
        cityId: tour.cityId,
        cityName: tour.cityName,
        citySlug: tour.citySlug,
      };
      return { kind: 'booked' as const, id: booking.id, booking: row };
    }),
  );
  if (outcome.kind === 'full') throw await full(outcome.remaining);
  if (outcome.kind === 'replayed') return { id: outcome.id, replayed: true };
  return { id: outcome.id, replayed: false, booking: outcome.booking };
}

/**
 * Refunds a paid booking's charge inside the cancellation's transaction, answering the refund (for the
 * cancellation mail) or null when there was no charge. Payments provides it: payments build on bookings,
 * never the other way round.
 */
export type RefundCharge = (
  tx: Database,
  booking: BookingRow,
  now: Date,
) => Promise<(PaymentFacts & { id: string }) | null>;

/** A card payment's outcome: charged, or refused by the card's issuer (nothing charged). */
export type PayOutcome = (
  | { kind: 'charged'; paymentId: string; replayed: boolean }
  | { kind: 'refused'; paymentId: string; code: string; message: string; replayed: boolean }
) & {
  /** The payment (as the API answers it) and the booking after it, when known without reading them. */
  answer?: { payment: object; booking: BookingRow };
};

/** What the booking routes need of payments: the payments feature implements it (paymentsForBookings in payments/routes.ts). */
export interface BookingPayments {
  refundCharge: RefundCharge;
  /** Charges the card for the booking (a card expired at `now` is a 400 `validation_error`). */
  pay: (
    input: { userId: string; bookingId: string; idempotencyKey: string; card: PayCard },
    now: Date,
    mail: BookingMail,
  ) => Promise<PayOutcome>;
  /** One of the user's payments as the API answers it, or null. */
  findPayment: (userId: string, paymentId: string) => Promise<object | null>;
}
type PayCard = { number: string; expMonth: number; expYear: number; cvc: string; holderName: string };

/** Cancels under the policy; a paid booking is refunded in the same transaction. */
export async function cancelBooking(
  db: Database,
  refundCharge: RefundCharge,
  userId: string,
  bookingId: string,
  now: Date,
  mail: BookingMail,
): Promise<{ refundId: string | null }> {
  return withFreshReference(() =>
    transaction(db, async (tx) => {
      const booking = await lockUserBooking(tx, userId, bookingId);
      if (!booking) throw notFound('Booking not found');
      const verdict = cancellationVerdict(booking, now);
      if (!verdict.allowed)
        throw new ApiError(409, verdict.code ?? 'cancellation_refused', verdict.reason ?? '');
      const refund = booking.status === 'confirmed' ? await refundCharge(tx, booking, now) : null;
      await markCancelled(tx, booking.id, now);
      await mail.mailer.queue(tx, bookingCancelledMail(mail.appUrl, booking.travellerEmail, booking, refund));
      return { refundId: refund?.id ?? null };
    }),
  );
}
