// Sessions and refresh-token rotation (issue 3). A login opens a session; each refresh exchanges
// the presented token for a new one. Presenting a token that was already exchanged means two
// parties hold the family (a stolen token): the whole session is revoked.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema/accounts';
import { ApiError } from '../../http/errors';
import { ACCESS_TOKEN_TTL_SECONDS, randomToken, signAccessToken, tokenDigest } from './secrets';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

async function issueRefreshToken(db: Database, sessionId: string): Promise<string> {
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash: tokenDigest(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return refreshToken;
}

export async function openSession(db: Database, secret: Uint8Array, userId: string): Promise<IssuedTokens> {
  const [session] = await db.insert(sessions).values({ userId }).returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  const refreshToken = await issueRefreshToken(db, session.id);
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

/** Revokes every session of the user except `keepSessionId` (password change and reset). */
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
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, digest))
    .limit(1);
  if (!found || found.revokedAt || found.expired) throw invalidRefresh();
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
  const refreshToken = await issueRefreshToken(db, found.sessionId);
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

export async function isSessionActive(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  return Boolean(row);
}
