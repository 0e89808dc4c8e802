// Fair holds: one traveller cannot keep departures from everybody else by holding them unpaid.
// The counts are taken under a lock of the traveller's row, so parallel requests for different
// departures (which lock different slots) are still counted one after another.
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { ApiError } from '../../http/errors';
import { MAX_ACTIVE_HOLDS_PER_USER, MAX_HELD_PLACES_PER_USER } from './queries';

export async function lockTraveller(tx: Database, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function activeHolds(tx: Database, userId: string, now: Date, exceptBookingId?: string) {
  const [row] = await tx
    .select({
      holds: sql<number>`count(*)::int`,
      places: sql<number>`coalesce(sum(${bookings.guests}), 0)::int`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'held'),
        gt(bookings.holdExpiresAt, now),
        exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
      ),
    );
  return { holds: Number(row?.holds ?? 0), places: Number(row?.places ?? 0) };
}

/** Why another hold of `guests` places is refused, or null when it fits. */
export function holdLimitProblem(
  current: { holds: number; places: number },
  guests: number,
): ApiError | null {
  if (current.holds >= MAX_ACTIVE_HOLDS_PER_USER) {
    return new ApiError(
      409,
      'hold_limit_reached',
      `You already have ${current.holds} unpaid bookings on hold. Pay for or cancel one before requesting another.`,
    );
  }
  if (current.places + guests > MAX_HELD_PLACES_PER_USER) {
    return new ApiError(
      409,
      'hold_limit_reached',
      `Unpaid bookings can hold at most ${MAX_HELD_PLACES_PER_USER} places at a time; yours hold ${current.places}. Pay for or cancel one first.`,
    );
  }
  return null;
}
