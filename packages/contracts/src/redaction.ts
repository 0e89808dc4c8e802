/**
 * Secrets that travel in links (reset, verification and email-change tokens, OAuth codes) must not
 * reach analytics: posthog-js copies the address into `$current_url`, `$session_entry_url`,
 * `$referrer`, autocaptured `href`s and more. Every string in an event is cleaned: the value of a
 * secret query or fragment parameter becomes `redacted`, wherever the URL sits in the string. The
 * browser does it before an event leaves the page; the ingest does it again for any other sender.
 */

/** Query and fragment parameters whose values are secrets (compared case-insensitively). */
export const SECRET_URL_PARAMS = [
  'token',
  'code',
  'access_token',
  'refresh_token',
  'id_token',
  'auth',
  'key',
  'secret',
  'password',
  'otp',
  'signature',
  'sig',
  'state',
  'session',
  'email',
] as const;

export const REDACTED = 'redacted';

const secretParam = new RegExp(
  // A parameter starts after ?, & or # (also ;), possibly percent-encoded as in a nested URL.
  `((?:[?&#;]|%3F|%26|%23)(?:${SECRET_URL_PARAMS.join('|')})(?:=|%3D))[^&#\\s"'<>]*`,
  'gi',
);

/** The string with the value of every secret URL parameter replaced by `redacted`. */
export function redactUrl(value: string): string {
  if (!/[?&#;%]/.test(value)) return value;
  return value.replace(secretParam, (_match, prefix: string) => `${prefix}${REDACTED}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of `value` with `redactUrl` applied to every string in its arrays and plain objects; keys
 * and other objects (a Date) are left as they are.
 */
export function redactSecrets<T>(value: T): T {
  if (typeof value === 'string') return redactUrl(value) as T;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item)) as T;
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = redactSecrets(item);
    return copy as T;
  }
  return value;
}
