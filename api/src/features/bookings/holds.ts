// Holds that ran out: re-checked on submit (payment) under the same slot lock as new requests.
import type { Database } from '../../db/client';
import { nearestFreeSlots } from '../tours/availability';
import { findTourRow, tourById } from '../tours/queries';
import { holdLimitProblem } from './hold-limits';
import {
  activeHolds,
  type BookingRow,
  extendHold,
  HOLD_MINUTES,
  HOLD_RENEWAL_LIMIT_MINUTES,
  lockSlotById,
  lockTraveller,
  placesTakenByOthers,
} from './queries';

/**
 * A held booking whose hold ran out gets its places back if they are still free (re-check on
 * submit), under the same slot lock as new requests. Returns false when the slot filled meanwhile,
 * when the hold is older than the renewal limit (a refused card must not keep places forever), or
 * when the traveller's other holds already reach the per-traveller limits.
 */
export async function renewExpiredHold(tx: Database, booking: BookingRow, now: Date): Promise<boolean> {
  const renewableUntil = booking.createdAt.getTime() + HOLD_RENEWAL_LIMIT_MINUTES * 60_000;
  if (now.getTime() >= renewableUntil) return false;
  await lockTraveller(tx, booking.userId);
  if (holdLimitProblem(await activeHolds(tx, booking.userId, now, booking.id), booking.guests)) return false;
  const slot = await lockSlotById(tx, booking.slotId);
  if (!slot) return false;
  if (slot.capacity - (await placesTakenByOthers(tx, slot.id, booking.id, now)) < booking.guests)
    return false;
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
