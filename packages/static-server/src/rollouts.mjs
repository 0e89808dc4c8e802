// Which version of a remote a traveller gets while it is rolled out: the canary or the stable version
// (the pin), by a stable key the host server keeps in a cookie. The same key serves every remote and
// every page load, so a traveller keeps their version until the rollout's share changes past them
// (a share that grows only adds travellers: one in the canary stays there) or it ends.
import { createHash, randomBytes } from 'node:crypto';

/** A random id per browser, set by the host server while a rollout runs in its environment. */
export const TRAVELLER_COOKIE = 'gaido-traveller';
/** A year: the assignment outlives any rollout. */
const TRAVELLER_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const KEY = /^[A-Za-z0-9_-]{16,64}$/;
/** Buckets per rollout: a share is compared in hundredths of a percent. */
export const BUCKETS = 10_000;

/**
 * A traveller's bucket for one rollout, 0 to 9999: the same key, remote and rollout give the same
 * bucket on every server; another rollout (or remote) shuffles travellers afresh, so the same few are
 * not the canary of every rollout.
 */
export function bucketOf(key, remote, rolloutId) {
  const digest = createHash('sha256').update(`${key}\n${remote}\n${rolloutId}`).digest();
  return digest.readUInt32BE(0) % BUCKETS;
}

/**
 * @param {string} key  the traveller's key
 * @param {string} remote
 * @param {{ id: string, percent: number }} rollout
 * @returns {{ channel: 'canary' | 'stable', bucket: number }}
 */
export function assign(key, remote, rollout) {
  const bucket = bucketOf(key, remote, rollout.id);
  return { channel: bucket < Math.round(rollout.percent * 100) ? 'canary' : 'stable', bucket };
}

function readCookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/**
 * The traveller's key: the cookie's, or a new one set on this response (HttpOnly: only this server
 * reads it; SameSite=Lax; Secure over TLS). A value that is not one of ours is replaced.
 * @param {{ req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, secure: boolean }} options
 */
export function travellerKey({ req, res, secure }) {
  const sent = readCookie(req.headers.cookie, TRAVELLER_COOKIE);
  if (sent && KEY.test(sent)) return sent;
  const key = randomBytes(16).toString('base64url');
  const cookie = `${TRAVELLER_COOKIE}=${key}; Path=/; Max-Age=${TRAVELLER_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const previous = res.getHeader('Set-Cookie');
  res.setHeader('Set-Cookie', previous ? [previous, cookie].flat().map(String) : cookie);
  return key;
}
