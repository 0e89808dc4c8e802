// Login throttling (issue 3): 5 failures per account and 30 per client IP in 15 minutes. The
// counters live in the database so every API instance enforces the same limits.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema/accounts';
import { ApiError } from '../../http/errors';

export const LOGIN_WINDOW_MINUTES = 15;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 30;

const windowStart = sql`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`;

/** Minutes until the failures under `column = value` drop below `limit`, or null when not locked. */
async function lockedForMinutes(
  db: Database,
  column: typeof loginFailures.email | typeof loginFailures.ip,
  value: string,
  limit: number,
): Promise<number | null> {
  // The limit-th most recent failure: once it leaves the window, fewer than `limit` remain.
  const [row] = await db
    .select({
      minutes:
        sql<number>`ceil(extract(epoch from (${loginFailures.createdAt} + make_interval(mins => ${LOGIN_WINDOW_MINUTES}) - now())) / 60)`.mapWith(
          Number,
        ),
    })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.createdAt, windowStart)))
    .orderBy(sql`${loginFailures.createdAt} desc`)
    .offset(limit - 1)
    .limit(1);
  return row ? Math.max(1, row.minutes) : null;
}

export async function assertLoginAllowed(db: Database, email: string, ip: string) {
  const [accountMinutes, ipMinutes] = await Promise.all([
    lockedForMinutes(db, loginFailures.email, email, ACCOUNT_FAILURE_LIMIT),
    lockedForMinutes(db, loginFailures.ip, ip, IP_FAILURE_LIMIT),
  ]);
  const minutes = Math.max(accountMinutes ?? 0, ipMinutes ?? 0);
  if (minutes > 0) {
    throw new ApiError(
      429,
      'too_many_attempts',
      `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      undefined,
      { 'Retry-After': String(minutes * 60) },
    );
  }
}

export async function recordLoginFailure(db: Database, email: string, ip: string) {
  // Rows are purged by housekeeping.ts once they are a day old.
  await db.insert(loginFailures).values({ email, ip });
}

/** A successful login clears the account's counter (not the IP's). */
export async function clearAccountFailures(db: Database, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
