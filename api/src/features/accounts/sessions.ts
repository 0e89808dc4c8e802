// Sessions and refresh-token rotation. A login opens a session; each refresh exchanges
// the presented token for a new one. Presenting a token that was already exchanged means two
// parties hold the family (a stolen token): the whole session is revoked.
//
// A session ends SESSION_MAX_AGE_MS after its sign-in whatever its use (refreshing never extends
// it), and changing the email or the password needs a password proof within RECENT_AUTH_MS.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { refreshTokens, sessions } from '../../db/schema/accounts';
import { ApiError } from '../../http/errors';
import { ACCESS_TOKEN_TTL_SECONDS, randomToken, signAccessToken, tokenDigest } from './secrets';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;
/** The absolute lifetime of a session: sign in again 30 days after signing in. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/** How long a sign-in or re-authentication counts as recent for account changes. */
export const RECENT_AUTH_MS = 10 * 60 * 1000;

const sessionStillYoung = () =>
  gt(sessions.createdAt, sql`now() - make_interval(secs => ${SESSION_MAX_AGE_MS / 1000})`);

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

async function issueRefreshToken(db: Database, sessionId: string, sessionCreatedAt: Date): Promise<string> {
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash: tokenDigest(refreshToken),
    expiresAt: new Date(
      Math.min(Date.now() + REFRESH_TOKEN_TTL_MS, sessionCreatedAt.getTime() + SESSION_MAX_AGE_MS),
    ),
  });
  return refreshToken;
}

export async function openSession(db: Database, secret: Uint8Array, userId: string): Promise<IssuedTokens> {
  const [session] = await db
    .insert(sessions)
    .values({ userId })
    .returning({ id: sessions.id, createdAt: sessions.createdAt });
  if (!session) throw new Error('session insert returned nothing');
  const refreshToken = await issueRefreshToken(db, session.id, session.createdAt);
  const accessToken = await signAccessToken(secret, { userId, sessionId: session.id });
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

const invalidRefresh = () =>
  new ApiError(401, 'invalid_refresh_token', 'Invalid or expired refresh token. Please sign in again.');

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

export async function rotateRefreshToken(
  db: Database,
  secret: Uint8Array,
  presented: string,
): Promise<IssuedTokens> {
  const digest = tokenDigest(presented);
  const [found] = await db
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
    .where(eq(refreshTokens.tokenHash, digest))
    .limit(1);
  if (!found || found.revokedAt || found.expired) throw invalidRefresh();
  if (found.sessionEnded) {
    await revokeSession(db, found.sessionId, 'session-lifetime');
    throw new ApiError(401, 'session_expired', 'Your session has ended. Please sign in again.');
  }
  if (found.rotatedAt) {
    await revokeSession(db, found.sessionId, 'refresh-token-reuse');
    throw new ApiError(
      401,
      'refresh_token_reused',
      'This session has been signed out for your security. Please sign in again.',
    );
  }
  // Claim the token atomically: of two concurrent refreshes with the same token, one wins and
  // the other is treated as reuse (the client refreshes single-flight, so this is an attack).
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshTokens.id, found.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeSession(db, found.sessionId, 'refresh-token-reuse');
    throw new ApiError(
      401,
      'refresh_token_reused',
      'This session has been signed out for your security. Please sign in again.',
    );
  }
  const refreshToken = await issueRefreshToken(db, found.sessionId, found.sessionCreatedAt);
  await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, found.sessionId));
  const accessToken = await signAccessToken(secret, { userId: found.userId, sessionId: found.sessionId });
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

/** The session a refresh token belongs to (rotated or not), for logout. */
export async function sessionOfRefreshToken(db: Database, presented: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenDigest(presented)))
    .limit(1);
  return row?.sessionId ?? null;
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

/** The password was just proven in this session (re-authentication). */
export async function markAuthenticated(db: Database, sessionId: string) {
  await db.update(sessions).set({ authenticatedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}
