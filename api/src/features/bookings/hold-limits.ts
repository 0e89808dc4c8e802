// Fair holds: one traveller cannot keep departures from everybody else by holding them unpaid, and
// new accounts cannot multiply what one traveller may hold.
//   - Holding places needs a verified email: an address costs an attacker something, a sign-up does not.
//   - Per traveller: MAX_ACTIVE_HOLDS_PER_USER holds and MAX_HELD_PLACES_PER_USER places at a time,
//     and MAX_UNPAID_HOLDS_PER_DEPARTURE holds of one departure a day (holding, letting it run out
//     and holding again keeps a departure from everybody else for good).
//   - Per departure: the unpaid holds of all new accounts together take at most
//     NEW_ACCOUNTS_SHARE_OF_DEPARTURE of its places, so fresh accounts cannot fill it between them.
// The per-traveller counts are taken under a lock of the traveller's row, so parallel requests for
// different departures (which lock different slots) are still counted one after another; the
// per-departure count under the slot's lock. The locks and counts themselves are in queries.ts; every
// hold, a new one and one renewed on payment, is checked by holds.ts's travellerHoldProblem and
// departureShareProblem.
import { ApiError } from '../../http/errors';
import {
  MAX_ACTIVE_HOLDS_PER_USER,
  MAX_HELD_PLACES_PER_USER,
  MAX_UNPAID_HOLDS_PER_DEPARTURE,
  NEW_ACCOUNTS_SHARE_OF_DEPARTURE,
  UNPAID_HOLDS_WINDOW_HOURS,
} from './queries';

/**
 * 409, not 403: clients end the session on a 403, and the session is fine. The booking form shows
 * the message as it is.
 */
export function emailNotVerified(email: string) {
  return new ApiError(
    409,
    'email_not_verified',
    `Please confirm your email address before booking: open the link we sent to ${email}, then request the booking again.`,
  );
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

/** Why another unpaid hold of the same departure is refused, or null when it is allowed. */
export function departureHoldProblem(unpaidHoldsOfDeparture: number): ApiError | null {
  if (unpaidHoldsOfDeparture < MAX_UNPAID_HOLDS_PER_DEPARTURE) return null;
  return new ApiError(
    409,
    'departure_hold_limit',
    `You have held this departure ${MAX_UNPAID_HOLDS_PER_DEPARTURE} times in the last ${UNPAID_HOLDS_WINDOW_HOURS} hours without paying. Pay for your booking of it, or choose another time.`,
  );
}

/** Places of a departure that new accounts' unpaid holds may take together. */
export function newAccountsShare(capacity: number) {
  return Math.floor(capacity * NEW_ACCOUNTS_SHARE_OF_DEPARTURE);
}

/** Why a new account's hold of `guests` places is refused, or null when it fits the new accounts' share. */
export function newAccountShareProblem(
  capacity: number,
  heldByNewAccounts: number,
  guests: number,
): ApiError | null {
  const left = Math.max(0, newAccountsShare(capacity) - heldByNewAccounts);
  if (guests <= left) return null;
  return new ApiError(
    409,
    'new_account_hold_limit',
    left > 0
      ? `New accounts can hold ${left} more ${left === 1 ? 'place' : 'places'} of this departure until their bookings are paid. Choose fewer guests (you can pay, then book the rest), or another time.`
      : 'New accounts cannot hold more places of this departure until their bookings are paid or run out. Choose another time, or try again in 30 minutes.',
  );
}
