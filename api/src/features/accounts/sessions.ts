// Sessions and refresh-token rotation. A login opens a session; each refresh exchanges
// the presented token for a new one. Presenting a token that was already exchanged means two
// parties hold the family (a stolen token): the whole session is revoked.
//
// A session ends SESSION_MAX_AGE_MS after its sign-in whatever its use (refreshing never extends
// it), and changing the email or the password needs a password proof within RECENT_AUTH_MS.
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  revokeSession,
  sessionIdOfRefreshToken,
  touchSession,
} from './queries';
import { ACCESS_TOKEN_TTL_SECONDS, randomToken, signAccessToken, tokenDigest } from './secrets';
import { REFRESH_TOKEN_TTL_MS, SESSION_MAX_AGE_MS } from './session-lifetimes';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

async function issueRefreshToken(db: Database, sessionId: string, sessionCreatedAt: Date): Promise<string> {
  const refreshToken = randomToken();
  await insertRefreshToken(db, {
    sessionId,
    tokenHash: tokenDigest(refreshToken),
    expiresAt: new Date(
      Math.min(Date.now() + REFRESH_TOKEN_TTL_MS, sessionCreatedAt.getTime() + SESSION_MAX_AGE_MS),
    ),
  });
  return refreshToken;
}

export async function openSession(db: Database, secret: Uint8Array, userId: string): Promise<IssuedTokens> {
  const session = await insertSession(db, userId);
  if (!session) throw new Error('session insert returned nothing');
  const refreshToken = await issueRefreshToken(db, session.id, session.createdAt);
  const accessToken = await signAccessToken(secret, { userId, sessionId: session.id });
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

const invalidRefresh = () =>
  new ApiError(401, 'invalid_refresh_token', 'Invalid or expired refresh token. Please sign in again.');

export async function rotateRefreshToken(
  db: Database,
  secret: Uint8Array,
  presented: string,
): Promise<IssuedTokens> {
  const digest = tokenDigest(presented);
  const found = await findRefreshToken(db, digest);
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
  if (!(await claimRefreshToken(db, found.id))) {
    await revokeSession(db, found.sessionId, 'refresh-token-reuse');
    throw new ApiError(
      401,
      'refresh_token_reused',
      'This session has been signed out for your security. Please sign in again.',
    );
  }
  const refreshToken = await issueRefreshToken(db, found.sessionId, found.sessionCreatedAt);
  await touchSession(db, found.sessionId);
  const accessToken = await signAccessToken(secret, { userId: found.userId, sessionId: found.sessionId });
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

/** The session a refresh token belongs to (rotated or not), for logout. */
export async function sessionOfRefreshToken(db: Database, presented: string): Promise<string | null> {
  return sessionIdOfRefreshToken(db, tokenDigest(presented));
}
