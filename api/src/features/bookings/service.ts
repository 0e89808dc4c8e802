// Requesting and cancelling bookings.
//
// Why a slot row and `SELECT … FOR UPDATE`: the free places of a departure are its capacity
// minus every booking holding places, a sum no single-row constraint can guard. Every request for
// a departure therefore first locks that departure's row in `tour_slots` (creating it on the first
// request, `INSERT … ON CONFLICT DO NOTHING`, then locking it), and only then counts and inserts. Under PostgreSQL's
// READ COMMITTED, a request that waited for the lock counts with a fresh snapshot that includes
// the booking the previous holder committed, so N concurrent requests on any number of API
// instances are decided one after another and the departure can never be overbooked. On PGlite
// (one connection) transactions are serialised anyway; the same code is correct on both.
import type { Database } from '../../db/client';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors';
import { bookableDates, nearestFreeSlots } from '../tours/availability';
import { isoWeekday, localToInstant } from '../tours/local-time';
import { MIN_LEAD_MINUTES } from '../tours/queries';
import { newAccountShareProblem } from './hold-limits';
import { travellerHoldProblem } from './holds';
import { type BookingMail, bookingCancelledMail, bookingRequestedMail, type PaymentFacts } from './mails';
import {
  type BookingRow,
  cancellationVerdict,
  findBookingByIdempotencyKey,
  findTourForBooking,
  HOLD_MINUTES,
  insertBooking,
  lockOrCreateSlot,
  lockTraveller,
  lockUserBooking,
  markCancelled,
  placesOfSlot,
} from './queries';
import { newReference, withFreshReference } from './reference';
import { NO_LONGER_AVAILABLE, SlotUnavailableError } from './slot-unavailable';

export interface BookingRequest {
  userId: string;
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
}

const keyReused = () =>
  conflict('This Idempotency-Key was already used for a different booking request', 'idempotency_key_reused');

/** The booking an earlier request with this key created, if it asked for the same thing. */
async function bookingOfKey(db: Database, request: BookingRequest): Promise<string | null> {
  if (!request.idempotencyKey) return null;
  const row = await findBookingByIdempotencyKey(db, request.userId, request.idempotencyKey);
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
  // A retry is answered with what the first request made, whatever happened to the slot since.
  const earlier = await bookingOfKey(db, request);
  if (earlier) return { id: earlier, replayed: true };
  // The tour, whether it starts at that time on that weekday and what its departure holds, in one read.
  const tour = await findTourForBooking(db, { ...request, weekday: isoWeekday(request.date) }, now);
  if (!tour) throw notFound('Tour not found');
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
  const outcome = await withFreshReference(() =>
    db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      // Of two concurrent requests with one key, the second sees the first's booking here (its
      // insert hit the unique key, and withFreshReference runs this transaction again).
      const replay = await bookingOfKey(tx, request);
      if (replay) return { kind: 'replayed' as const, id: replay };
      // Traveller first, then the slot: every request takes the two locks in this order.
      const traveller = await lockTraveller(tx, request.userId);
      if (!traveller) throw notFound('Traveller not found');
      const limitProblem = await travellerHoldProblem(
        tx,
        traveller,
        {
          userId: request.userId,
          tourId: tour.id,
          date: request.date,
          time: request.time,
          guests: request.guests,
        },
        now,
      );
      if (limitProblem) throw limitProblem;
      // The lock every booking of this departure queues on.
      const slot = await lockOrCreateSlot(tx, {
        tourId: tour.id,
        date: request.date,
        startTime: request.time,
        startsAt,
        capacity: tour.maxGroupSize,
      });
      const places = await placesOfSlot(tx, slot.id, now, traveller.isNew);
      const remaining = slot.capacity - places.taken;
      if (remaining < request.guests) return { kind: 'full' as const, remaining };
      const shareProblem = traveller.isNew
        ? newAccountShareProblem(slot.capacity, places.heldByNewAccounts, request.guests)
        : null;
      if (shareProblem) throw shareProblem;
      const reference = newReference('GD');
      const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
      const id = await insertBooking(tx, {
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
        status: 'held',
        holdExpiresAt,
        idempotencyKey: request.idempotencyKey ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await mail.mailer.queue(
        tx,
        bookingRequestedMail(mail.appUrl, traveller.email, {
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
        }),
      );
      return { kind: 'booked' as const, id };
    }),
  );
  if (outcome.kind === 'full') throw await full(outcome.remaining);
  return { id: outcome.id, replayed: outcome.kind === 'replayed' };
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
export type PayOutcome =
  | { kind: 'charged'; paymentId: string; replayed: boolean }
  | { kind: 'refused'; paymentId: string; code: string; message: string; replayed: boolean };

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
    db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
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
