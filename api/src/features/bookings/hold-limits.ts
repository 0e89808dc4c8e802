// Fair holds: one traveller cannot keep departures from everybody else by holding them unpaid.
// The counts are taken under a lock of the traveller's row, so parallel requests for different
// departures (which lock different slots) are still counted one after another.
// The lock and the counts themselves are in queries.ts (lockTraveller, activeHolds).
import { ApiError } from '../../http/errors';
import { MAX_ACTIVE_HOLDS_PER_USER, MAX_HELD_PLACES_PER_USER } from './queries';

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
