// Login throttling: 5 attempts per account and 30 per client IP in 15 minutes. The
// counters live in the database so every API instance enforces the same limits.
//
// Each attempt is recorded BEFORE its password is checked, then counted: the attempt that commits
// k-th sees at least k rows, so of any burst at most `limit` attempts get as far as the password
// check, whatever their number and however many instances answer them. Every attempt stays counted
// (a refused one too: a burst locks the account as surely as the same guesses one by one) until
// the window passes or a successful login clears the account's rows.
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import {
  countLoginAttempts,
  deleteLoginAttemptsOf,
  insertLoginAttempt,
  minutesUntilAttemptLeavesWindow,
} from './queries';

export const LOGIN_WINDOW_MINUTES = 15;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 30;

/** Minutes until the failures under `by = value` drop below `limit`, or null when not locked. */
async function lockedForMinutes(
  db: Database,
  by: 'email' | 'ip',
  value: string,
  limit: number,
): Promise<number | null> {
  // The limit-th most recent failure: once it leaves the window, fewer than `limit` remain.
  const minutes = await minutesUntilAttemptLeavesWindow(db, by, value, limit, LOGIN_WINDOW_MINUTES);
  return minutes === null ? null : Math.max(1, minutes);
}

function tooManyAttempts(minutes: number) {
  return new ApiError(
    429,
    'too_many_attempts',
    `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    undefined,
    { 'Retry-After': String(minutes * 60) },
  );
}

/**
 * Records a password attempt for `email` from `ip` and throws 429 when it is over a limit. Call it
 * before checking the password; a wrong password leaves the row as a failure, a right one calls
 * `clearAccountFailures`.
 */
export async function recordLoginAttempt(db: Database, email: string, ip: string): Promise<void> {
  // Rows are purged by housekeeping.ts once they are a day old.
  await insertLoginAttempt(db, email, ip);
  // A separate statement: its snapshot includes this attempt and every one committed before it.
  const counts = await countLoginAttempts(db, email, ip, LOGIN_WINDOW_MINUTES);
  const accountOver = counts.account > ACCOUNT_FAILURE_LIMIT;
  const ipOver = counts.ip > IP_FAILURE_LIMIT;
  if (!accountOver && !ipOver) return;
  const [accountMinutes, ipMinutes] = await Promise.all([
    accountOver ? lockedForMinutes(db, 'email', email, ACCOUNT_FAILURE_LIMIT) : null,
    ipOver ? lockedForMinutes(db, 'ip', ip, IP_FAILURE_LIMIT) : null,
  ]);
  // Over the limit through attempts still in flight (not yet failures): the shortest lock.
  throw tooManyAttempts(Math.max(accountMinutes ?? 1, ipMinutes ?? 1));
}

/** A successful login clears the account's counter (not the IP's). */
export async function clearAccountFailures(db: Database, email: string) {
  await deleteLoginAttemptsOf(db, email);
}
