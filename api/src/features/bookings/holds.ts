// The fairness checks every hold goes through, a new one or one renewed on payment, and the renewal
// of holds that ran out: re-checked on submit (payment) under the same locks as new requests.
import type { Database } from '../../db/client';
import type { ApiError } from '../../http/errors';
import { nearestFreeSlots } from '../tours/availability';
import { findTourRow, tourById } from '../tours/queries';
import {
  departureHoldProblem,
  emailNotVerified,
  holdLimitProblem,
  newAccountShareProblem,
} from './hold-limits';
import {
  type BookingRow,
  extendHold,
  HOLD_MINUTES,
  HOLD_RENEWAL_LIMIT_MINUTES,
  lockSlotById,
  lockTraveller,
  placesHeldByNewAccounts,
  placesTakenByOthers,
  travellerHolds,
  UNPAID_HOLDS_WINDOW_HOURS,
} from './queries';

export type Traveller = NonNullable<Awaited<ReturnType<typeof lockTraveller>>>;

interface HoldAsked {
  userId: string;
  tourId: string;
  date: string;
  time: string;
  guests: number;
  /** A renewal's own booking, which is not counted against itself. */
  exceptBookingId?: string;
}

/**
 * What refuses the hold before its departure is locked: an unverified email, the traveller's own
 * limits, their unpaid holds of this departure. Call with the traveller's row locked.
 */
export async function travellerHoldProblem(
  tx: Database,
  traveller: Traveller,
  hold: HoldAsked,
  now: Date,
): Promise<ApiError | null> {
  if (!traveller.emailVerifiedAt) return emailNotVerified(traveller.email);
  const held = await travellerHolds(tx, {
    userId: hold.userId,
    now,
    tourId: hold.tourId,
    date: hold.date,
    time: hold.time,
    since: new Date(now.getTime() - UNPAID_HOLDS_WINDOW_HOURS * 3_600_000),
    exceptBookingId: hold.exceptBookingId,
  });
  return holdLimitProblem(held.active, hold.guests) ?? departureHoldProblem(held.unpaidOfDeparture);
}

/**
 * What refuses a new account's hold once the departure is locked: the new accounts' share. The
 * share counts running holds only, so a renewal's own expired hold is never in it.
 */
export async function departureShareProblem(
  tx: Database,
  traveller: Traveller,
  slot: { id: string; capacity: number },
  guests: number,
  now: Date,
): Promise<ApiError | null> {
  if (!traveller.isNew) return null;
  return newAccountShareProblem(slot.capacity, await placesHeldByNewAccounts(tx, slot.id, now), guests);
}

/**
 * A held booking whose hold ran out gets its places back if they are still free (re-check on
 * submit), under the same locks as new requests and through the same fairness checks: a renewal
 * holds places again, so new accounts must not keep more of a departure by renewing than by
 * holding. Returns false when the slot filled meanwhile or when the hold is older than the renewal
 * limit (a refused card must not keep places forever); throws the fairness check's refusal.
 */
export async function renewExpiredHold(tx: Database, booking: BookingRow, now: Date): Promise<boolean> {
  const renewableUntil = booking.createdAt.getTime() + HOLD_RENEWAL_LIMIT_MINUTES * 60_000;
  if (now.getTime() >= renewableUntil) return false;
  const traveller = await lockTraveller(tx, booking.userId);
  if (!traveller) return false;
  const hold = {
    userId: booking.userId,
    tourId: booking.tourId,
    date: booking.date,
    time: booking.startTime,
    guests: booking.guests,
    exceptBookingId: booking.id,
  };
  const travellerProblem = await travellerHoldProblem(tx, traveller, hold, now);
  if (travellerProblem) throw travellerProblem;
  const slot = await lockSlotById(tx, booking.slotId);
  if (!slot) return false;
  if (slot.capacity - (await placesTakenByOthers(tx, slot.id, booking.id, now)) < booking.guests)
    return false;
  const shareProblem = await departureShareProblem(tx, traveller, slot, booking.guests, now);
  if (shareProblem) throw shareProblem;
  await extendHold(
    tx,
    booking.id,
    new Date(Math.min(now.getTime() + HOLD_MINUTES * 60_000, renewableUntil)),
    now,
  );
  return true;
}

export async function alternativesFor(db: Database, booking: BookingRow, now: Date) {
  const tour = await findTourRow(db, tourById(booking.tourId));
  if (!tour) return [];
  return nearestFreeSlots(
    db,
    { id: tour.id, maxGroupSize: tour.maxGroupSize, timezone: tour.cityTimezone },
    { date: booking.date, time: booking.startTime, guests: booking.guests },
    now,
  );
}
