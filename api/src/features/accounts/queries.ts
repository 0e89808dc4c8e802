// The accounts feature's SQL: the users row, sessions and refresh tokens, and the tokens sent by mail (stored as digests only).
// Every function filters by the user id (or the email for sign-in and sign-up, the digest for a
// presented token) it is given.
import { and, eq, gt, inArray, isNull, ne, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import {
  type EmailTokenPurpose,
  emailTokens,
  loginFailures,
  mailRequests,
  refreshTokens,
  sessions,
  users,
} from '../../db/schema/accounts';
import { userOnboarding } from '../../db/schema/onboarding';
import { RECENT_AUTH_MS, SESSION_MAX_AGE_MS } from './session-lifetimes';

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

/** The user row with its onboarding answers (null when none were given), or undefined. */
export async function findUserWithOnboarding(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, onboarding: userOnboarding })
    .from(users)
    .leftJoin(userOnboarding, eq(userOnboarding.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** What checking the signed-in user's password needs: the email (for the login limits) and the hash. */
export async function findPasswordCredentials(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findUserEmail(db: Database, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Inserts the account and answers its id; a taken email surfaces as the unique violation. */
export async function insertUser(
  db: Database,
  account: { email: string; passwordHash: string; name: string | null },
): Promise<string> {
  const [row] = await db.insert(users).values(account).returning({ id: users.id });
  return row!.id;
}

export async function markEmailVerified(db: Database, userId: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Answers the account's email, or undefined when the user no longer exists. */
export async function setPassword(db: Database, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row;
}

/**
 * The password set through a reset link mailed to `mailedTo`. Opening that link proves the
 * address, so it also counts as verified, if it is still the account's.
 */
export async function setPasswordFromResetLink(
  db: Database,
  userId: string,
  passwordHash: string,
  mailedTo: string,
) {
  const [updated] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email, emailVerifiedAt: users.emailVerifiedAt });
  if (updated && updated.email === mailedTo && !updated.emailVerifiedAt) {
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  }
}

/** The new address, verified by the confirmation link; a taken email surfaces as the unique violation. */
export async function setVerifiedEmail(db: Database, userId: string, email: string) {
  await db
    .update(users)
    .set({ email, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Home city ids are stored lower-case, as the catalogue's city ids are. */
export async function updateProfile(
  db: Database,
  userId: string,
  changes: { name?: string | null; bio?: string | null; homeCityId?: string | null },
) {
  await db
    .update(users)
    .set({
      ...changes,
      homeCityId: changes.homeCityId?.toLowerCase() ?? changes.homeCityId,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

// Tokens sent by mail.

export async function insertMailToken(db: Database, token: typeof emailTokens.$inferInsert) {
  await db.insert(emailTokens).values(token);
}

/** The token of this purpose with this digest, whether used or expired (the caller says which). */
export async function findMailToken(db: Database, tokenHash: string, purpose: EmailTokenPurpose) {
  const [row] = await db
    .select({
      id: emailTokens.id,
      userId: emailTokens.userId,
      email: emailTokens.email,
      usedAt: emailTokens.usedAt,
      expired: sql<boolean>`${emailTokens.expiresAt} <= now()`,
    })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Marks the token used, atomically: false when another request used it first. */
export async function claimMailToken(db: Database, tokenId: string): Promise<boolean> {
  const claimed = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.id, tokenId), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return claimed.length > 0;
}

/** Was a token of this purpose sent to the user within `withinMs`? (throttles repeated mails) */
export async function recentlyIssued(
  db: Database,
  userId: string,
  purpose: EmailTokenPurpose,
  withinMs: number,
) {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        gt(emailTokens.createdAt, sql`now() - make_interval(secs => ${withinMs / 1000})`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Marks every unused token of this purpose as used (a reset or a new request supersedes them). */
export async function retireMailTokens(db: Database, userId: string, purpose: EmailTokenPurpose) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/**
 * A new password (change or reset) and "Sign out everywhere" retire every pending reset and
 * email-change link: whoever sent them may be the one the change is meant to lock out.
 */
export async function retireAccountChangeLinks(db: Database, userId: string) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        inArray(emailTokens.purpose, ['reset-password', 'change-email']),
        isNull(emailTokens.usedAt),
      ),
    );
}

// Sessions and refresh tokens.

const sessionStillYoung = () =>
  gt(sessions.createdAt, sql`now() - make_interval(secs => ${SESSION_MAX_AGE_MS / 1000})`);

export async function insertSession(db: Database, userId: string) {
  const [session] = await db
    .insert(sessions)
    .values({ userId })
    .returning({ id: sessions.id, createdAt: sessions.createdAt });
  return session;
}

/** Records the session's use (a refresh); the session's lifetime still counts from its sign-in. */
export async function touchSession(db: Database, sessionId: string) {
  await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Database, sessionId: string, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of the user except `keepSessionId` (null: all of them). */
export async function revokeOtherSessions(
  db: Database,
  userId: string,
  keepSessionId: string | null,
  reason: string,
) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

export async function insertRefreshToken(db: Database, token: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(token);
}

/** The refresh token with this digest and its session, with whether either has run out. */
export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      rotatedAt: refreshTokens.rotatedAt,
      expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      sessionCreatedAt: sessions.createdAt,
      sessionEnded: sql<boolean>`${sessions.createdAt} <= now() - make_interval(secs => ${SESSION_MAX_AGE_MS / 1000})`,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks the token exchanged, atomically: of two concurrent refreshes with the same token one
 * wins (true), the other gets false.
 */
export async function claimRefreshToken(db: Database, tokenId: string): Promise<boolean> {
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return claimed.length > 0;
}

/** The session a refresh token belongs to, rotated or not. */
export async function sessionIdOfRefreshToken(db: Database, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.sessionId ?? null;
}

/**
 * Whether the session is open, as one value of a statement that reads something else: a route that
 * checks the session in its own first read (http/route.ts, `checksSessionInRead`) selects it.
 */
export function sessionIsActive(userId: Placeholder | string, sessionId: Placeholder | string) {
  return sql<boolean>`exists (select 1 from ${sessions} where ${sessions.id} = ${sessionId}
    and ${sessions.userId} = ${userId} and ${sessions.revokedAt} is null and ${sessionStillYoung()})`;
}

// Asked on every authenticated request: prepared once.
const activeSession = preparedPer((db) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        sessionStillYoung(),
      ),
    )
    .limit(1)
    .prepare('session_active'),
);

export async function isSessionActive(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const [row] = await activeSession(db).execute({ userId, sessionId });
  return Boolean(row);
}

/** Whether the password was proven in this session within RECENT_AUTH_MS. */
export async function isRecentlyAuthenticated(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.authenticatedAt, sql`now() - make_interval(secs => ${RECENT_AUTH_MS / 1000})`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

// Throttles ------------------------------------------------------------------------------
// The callers record first and count after; these only run the statements. The window is
// passed in minutes and compared with the database clock.

/** Records one password attempt (rows are purged by housekeeping once a day old). */
export async function insertLoginAttempt(db: Database, email: string, ip: string) {
  await db.insert(loginFailures).values({ email, ip });
}

/** Attempts in the window for the account and for the client address. */
export async function countLoginAttempts(db: Database, email: string, ip: string, windowMinutes: number) {
  const windowStart = sql`now() - make_interval(mins => ${windowMinutes})`;
  const [counts] = await db
    .select({
      account: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})`.mapWith(Number),
      ip: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.createdAt, windowStart),
        sql`(${loginFailures.email} = ${email} or ${loginFailures.ip} = ${ip})`,
      ),
    );
  return { account: counts?.account ?? 0, ip: counts?.ip ?? 0 };
}

/**
 * Minutes (rounded up) until the limit-th most recent attempt under `by = value` leaves the
 * window, or null when there are fewer than `limit` in it.
 */
export async function minutesUntilAttemptLeavesWindow(
  db: Database,
  by: 'email' | 'ip',
  value: string,
  limit: number,
  windowMinutes: number,
): Promise<number | null> {
  const windowStart = sql`now() - make_interval(mins => ${windowMinutes})`;
  const [row] = await db
    .select({
      minutes:
        sql<number>`ceil(extract(epoch from (${loginFailures.createdAt} + make_interval(mins => ${windowMinutes}) - now())) / 60)`.mapWith(
          Number,
        ),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures[by], value), gt(loginFailures.createdAt, windowStart)))
    .orderBy(sql`${loginFailures.createdAt} desc`)
    .offset(limit - 1)
    .limit(1);
  return row ? row.minutes : null;
}

export async function deleteLoginAttemptsOf(db: Database, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

/** Records one mail request in each bucket; returns the new rows' ids. */
export async function insertMailRequests(db: Database, buckets: string[]) {
  const mine = await db
    .insert(mailRequests)
    .values(buckets.map((bucket) => ({ bucket })))
    .returning({ id: mailRequests.id });
  return mine.map((row) => row.id);
}

/** Requests per bucket in the window (buckets without any are left out). */
export function countMailRequests(db: Database, buckets: string[], windowMinutes: number) {
  return db
    .select({ bucket: mailRequests.bucket, count: sql<number>`count(*)`.mapWith(Number) })
    .from(mailRequests)
    .where(
      and(
        inArray(mailRequests.bucket, buckets),
        gt(mailRequests.createdAt, sql`now() - make_interval(mins => ${windowMinutes})`),
      ),
    )
    .groupBy(mailRequests.bucket);
}

export async function deleteMailRequests(db: Database, ids: string[]) {
  await db.delete(mailRequests).where(inArray(mailRequests.id, ids));
}
