// Holds that ran out: re-checked on submit (payment) under the same slot lock as new requests.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, tourSlots } from '../../db/schema/bookings';
import { holdsPlaces, nearestFreeSlots } from '../tours/availability';
import { findTourRow, tourById } from '../tours/queries';
import { activeHolds, holdLimitProblem, lockTraveller } from './hold-limits';
import { type BookingRow, HOLD_MINUTES, HOLD_RENEWAL_LIMIT_MINUTES } from './queries';

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
  const [slot] = await tx
    .select({ id: tourSlots.id, capacity: tourSlots.capacity })
    .from(tourSlots)
    .where(eq(tourSlots.id, booking.slotId))
    .for('update');
  if (!slot) return false;
  const [taken] = await tx
    .select({ guests: sql<number>`coalesce(sum(${bookings.guests}), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.slotId, slot.id), holdsPlaces(now), ne(bookings.id, booking.id)));
  if (slot.capacity - Number(taken?.guests ?? 0) < booking.guests) return false;
  await tx
    .update(bookings)
    .set({
      holdExpiresAt: new Date(Math.min(now.getTime() + HOLD_MINUTES * 60_000, renewableUntil)),
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id));
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
