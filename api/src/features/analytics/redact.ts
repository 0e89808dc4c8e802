// What the ingest stores of an event: no secret, wherever a sender put it, and bounded in size.
//
// The browser already cleans events (@gaido/contracts/redaction), but the ingest is open to
// any sender with the public project key, and a secret reaches it in shapes the browser's pass does
// not look for: in a path (`/reset-password/<token>`), as a property's name, in a URL nested and
// percent-encoded twice, under an encoded parameter name (`%74oken=`), under a longer name
// (`reset_token=`, `accessToken`), in the columns read from the event (`distinct_id`, `$session_id`,
// `page_name`). So every string of an event, keys included, is read as it would be once decoded
// (up to MAX_DECODING_ROUNDS times); when that reading holds a secret, the decoded reading is stored
// with each secret replaced by `redacted`, and otherwise the string is stored as sent.
//
// A secret is: the value of a URL parameter whose name names a credential (credentialName), a JSON
// Web Token, the path segment after a mail-link page, or a token-shaped word (tokenShaped: long, and
// mixing upper case, lower case and digits, or long hex; slugs, UUIDs and words never are). A property
// whose own name names a credential keeps its name and loses its value, except `token`, the project
// key posthog-js puts in every event (`phc_…`), which is public.
import { REDACTED } from '@gaido/contracts/redaction';

export { REDACTED };

export const STORED_EVENT_LIMITS = {
  /** Characters of one stored string (a URL's limit: 2,000); longer ones are cut and marked. */
  maxStringLength: 2000,
  /** Items of one array, entries of one object, below the event's properties. */
  maxCollectionItems: 100,
  /** Levels of nesting below a property; deeper values are stored as null. */
  maxDepth: 8,
  /** Bytes of one property's JSON; a larger value is replaced by a note of its size. */
  maxPropertyBytes: 8 * 1024,
} as const;

export const MAX_DECODING_ROUNDS = 4;

/**
 * Words that make a property's value a credential. Narrower than for URL parameters: `$session_id`,
 * `country_code`, `auth_method` or `state` name identifiers and facts, not secrets.
 */
const CREDENTIAL_PROPERTY_WORDS = new Set([
  'token',
  'tokens',
  'secret',
  'password',
  'passwd',
  'pwd',
  'otp',
  'jwt',
  'apikey',
  'credential',
  'credentials',
  'signature',
  'authorization',
  'cookie',
]);

/** Words that make a URL parameter's name a credential's: the property words and what a URL carries. */
const CREDENTIAL_WORDS = new Set([
  ...CREDENTIAL_PROPERTY_WORDS,
  'code',
  'sig',
  'auth',
  'session',
  'sessionid',
  'state',
  'email',
  'key',
]);

/** Split into words: `reset_token`, `resetToken`, `Reset-Token`, `x.api-key` alike. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** True when a parameter's name names a credential (`token`, `reset_token`, `accessToken`, `api-key`). */
export function credentialName(name: string): boolean {
  return wordsOf(name).some((word) => CREDENTIAL_WORDS.has(word));
}

function credentialProperty(name: string): boolean {
  return wordsOf(name).some((word) => CREDENTIAL_PROPERTY_WORDS.has(word));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A word that can only be a generated secret: long, and mixing cases and digits (base64url), or long hex. */
export function tokenShaped(word: string): boolean {
  if (word.length < 20 || UUID.test(word)) return false;
  if (/^[0-9a-f]{32,}$/i.test(word) && /[0-9]/.test(word) && /[a-f]/i.test(word)) return true;
  return /^[A-Za-z0-9_-]+$/.test(word) && /[A-Z]/.test(word) && /[a-z]/.test(word) && /[0-9]/.test(word);
}

const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
/** Pages whose links carry a token; a token may follow them as a path segment instead of a query. */
const MAIL_LINK_SEGMENT =
  /(\/(?:reset-password|verify-email|update-email|email-update|confirm-email|confirm|reset|verify)\/)([^/?#\s"'<>]+)/gi;
/** A URL parameter: its name and its value, after `?`, `&`, `#` or `;`. */
const PARAMETER = /([?&#;]\s*)([^=&#?;\s"'<>]+)(=)([^&#?\s"'<>]*)/g;
/** Runs of characters a token is made of, to test each against tokenShaped. */
const WORD = /[A-Za-z0-9_-]{20,}/g;

/** One round of percent-decoding that never throws: malformed escapes are left as they are. */
function decodeOnce(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** The string as it reads once every layer of percent-encoding is undone (up to MAX_DECODING_ROUNDS). */
export function decodedReading(value: string): string {
  let current = value;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    if (!current.includes('%')) break;
    const next = decodeOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

function redactDecoded(value: string): string {
  return value
    .replace(JWT, REDACTED)
    .replace(MAIL_LINK_SEGMENT, (_match, page: string) => `${page}${REDACTED}`)
    .replace(PARAMETER, (match, before: string, name: string, equals: string, parameterValue: string) =>
      credentialName(name) && parameterValue !== REDACTED ? `${before}${name}${equals}${REDACTED}` : match,
    )
    .replace(WORD, (word) => (tokenShaped(word) ? REDACTED : word));
}

/**
 * The string with every secret replaced by `redacted`: the decoded reading when it held one, the
 * string as sent when it held none.
 */
export function redactText(value: string): string {
  const decoded = decodedReading(value);
  const clean = redactDecoded(decoded);
  return clean === decoded ? value : clean;
}

function bounded(value: string): string {
  const max = STORED_EVENT_LIMITS.maxStringLength;
  return value.length <= max ? value : `${value.slice(0, max)}…`;
}

/** A stored string: redacted, then cut to the limit. */
export function storedText(value: string): string {
  return bounded(redactText(value));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function storedValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return storedText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= STORED_EVENT_LIMITS.maxDepth) return null;
  if (Array.isArray(value)) {
    return value.slice(0, STORED_EVENT_LIMITS.maxCollectionItems).map((item) => storedValue(item, depth + 1));
  }
  if (!isPlainObject(value)) return null;
  return storedObject(value, depth);
}

function storedObject(
  value: Record<string, unknown>,
  depth: number,
  isProperties = false,
): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  const entries = Object.entries(value);
  const kept = isProperties ? entries : entries.slice(0, STORED_EVENT_LIMITS.maxCollectionItems);
  for (const [key, item] of kept) {
    const name = storedText(key);
    const projectKey = isProperties && key === 'token' && typeof item === 'string' && item.startsWith('phc_');
    copy[name] =
      !projectKey && credentialProperty(key) && item !== null ? REDACTED : storedValue(item, depth + 1);
  }
  return copy;
}

/** Bytes of a value's JSON. */
function jsonBytes(value: unknown) {
  return Buffer.byteLength(JSON.stringify(value) ?? '');
}

/**
 * An event's properties as stored: every key and string redacted, strings, collections and nesting
 * bounded, and a property still larger than maxPropertyBytes replaced by a note of its size.
 */
export function storedProperties(properties: Record<string, unknown>): Record<string, unknown> {
  const stored = storedObject(properties, 0, true);
  for (const [key, value] of Object.entries(stored)) {
    const bytes = jsonBytes(value);
    if (bytes > STORED_EVENT_LIMITS.maxPropertyBytes) {
      stored[key] = `[not stored: ${bytes} bytes, over the limit of ${STORED_EVENT_LIMITS.maxPropertyBytes}]`;
    }
  }
  return stored;
}
