// Password hashing, access tokens and opaque tokens. Nothing here logs; callers never log what
// these functions take or return.
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { jwtVerify, SignJWT } from 'jose';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. `algorithm: 2` is Argon2id (the
// package's const enum cannot be imported under isolatedModules).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the time of a verification, so a
 * login for an unknown e-mail takes as long as one for a known e-mail.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** A random opaque token (refresh tokens, mail links): 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their sha256: a leaked table holds nothing usable. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'gaido-api';
const AUDIENCE = 'gaido-app';

export function signAccessToken(secret: Uint8Array, claims: { userId: string; sessionId: string }) {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secret);
}

interface VerifiedToken {
  userId: string;
  sessionId: string;
  /** Seconds since the epoch, as the token says: it is valid while now < exp and now - iat <= max age. */
  exp: number;
  iat: number;
}

/** Tokens whose signature and claims were checked, per secret: a token never changes, only the clock moves. */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedToken>>();
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * The claims of a valid access token, or null. Checking the HMAC signature is the costliest part of an
 * authenticated request after its queries, and a traveller sends the same token for 15 minutes: a token
 * verified once is remembered with its expiry and age, which are checked again on every use exactly as
 * on the first (jose's rules: invalid once now >= exp or now - iat > the lifetime, in whole seconds).
 * Whether its session is still open is not remembered: the caller asks the database every time.
 */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<{ userId: string; sessionId: string } | null> {
  let cache = verifiedTokens.get(secret);
  if (!cache) {
    cache = new Map();
    verifiedTokens.set(secret, cache);
  }
  const known = cache.get(token);
  if (known) {
    const now = Math.floor(Date.now() / 1000);
    if (now < known.exp && now - known.iat <= ACCESS_TOKEN_TTL_SECONDS) {
      return { userId: known.userId, sessionId: known.sessionId };
    }
    cache.delete(token);
    return null;
  }
  const claims = await verifyAccessTokenSignature(secret, token);
  if (claims) {
    // The oldest entry goes first: Map keeps insertion order.
    if (cache.size >= MAX_VERIFIED_TOKENS) cache.delete(cache.keys().next().value as string);
    cache.set(token, claims);
    return { userId: claims.userId, sessionId: claims.sessionId };
  }
  return null;
}

async function verifyAccessTokenSignature(secret: Uint8Array, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      // A token without an expiry would be valid forever: refused, like one older than its lifetime.
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
    return { userId: payload.sub, sessionId: payload.sid, exp: payload.exp, iat: payload.iat };
  } catch {
    return null;
  }
}
