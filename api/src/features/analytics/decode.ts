// Decoding of the PostHog capture protocol: what posthog-js and our batching transport
// send to `/ingest/e/`, `/ingest/batch/` and friends. Pure functions, so the tests can feed them
// every encoding without a server.
//
// Encodings accepted, as posthog-js 1.449 produces them:
//   - gzip: `?compression=gzip-js` (or `Content-Encoding: gzip`, or just gzip magic bytes),
//     Content-Type text/plain, the body a gzipped JSON document;
//   - base64: `?compression=base64`, an `application/x-www-form-urlencoded` body `data=<base64 JSON>`
//     (what beacons on page unload carry: a CORS-simple content type with no preflight);
//   - plain: a JSON body (optionally as `data=<JSON>` form data).
// The JSON is one event, an array of events, or `{ api_key, batch: [...], sent_at }`.
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { ingest } from '@gaido/contracts';
import { z } from 'zod';

/**
 * What the ingest accepts; anything larger or malformed is a 4xx, never stored in part. The bounds a
 * client can read in the OpenAPI document are the contract's (`@gaido/contracts` ingest).
 */
export const INGEST_LIMITS = {
  /** Bytes after decompression: a gzip bomb stops here (the raw body is capped at 100 kB by the app). */
  maxDecodedBytes: 1024 * 1024,
  /** Events in one request: spec 1's batch size, which the app's transport never exceeds. */
  maxBatchEvents: ingest.INGEST_BATCH_MAX,
  maxEventNameLength: ingest.INGEST_TEXT_MAX,
  maxDistinctIdLength: ingest.INGEST_TEXT_MAX,
  maxPropertyCount: ingest.INGEST_PROPERTIES_MAX,
  maxPropertyKeyLength: ingest.INGEST_TEXT_MAX,
  /** uuid, timestamp, api_key, token and sent_at. */
  maxTextLength: ingest.INGEST_TEXT_MAX,
  /** One event's JSON, properties included. */
  maxEventBytes: 64 * 1024,
  maxUrlLength: 2000,
} as const;

export class IngestError extends Error {
  constructor(
    readonly status: 400 | 401 | 413,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'IngestError';
  }
}

const malformed = (message: string, code = 'invalid_payload') => new IngestError(400, code, message);
const tooLarge = (message: string, code = 'payload_too_large') => new IngestError(413, code, message);

export interface EncodingHints {
  /** The `compression` query parameter: `gzip-js`, `gzip`, `base64`, or none. */
  compression?: string | null;
  contentType?: string | null;
  contentEncoding?: string | null;
}

function isGzipMagic(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

function gunzipBounded(bytes: Uint8Array): Uint8Array {
  try {
    return gunzipSync(bytes, { maxOutputLength: INGEST_LIMITS.maxDecodedBytes });
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw tooLarge(`Decompressed body is larger than ${INGEST_LIMITS.maxDecodedBytes} bytes`);
    }
    throw malformed('Body is not valid gzip', 'invalid_gzip');
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes: Uint8Array): string {
  if (bytes.byteLength > INGEST_LIMITS.maxDecodedBytes) {
    throw tooLarge(`Decoded body is larger than ${INGEST_LIMITS.maxDecodedBytes} bytes`);
  }
  try {
    return utf8.decode(bytes);
  } catch {
    throw malformed('Body is not valid UTF-8');
  }
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** posthog-js base64-encodes the UTF-8 JSON; form decoding may have turned '+' into spaces. */
export function decodeBase64Text(value: string): string {
  const compact = value.replace(/\s/g, (space) => (space === ' ' ? '+' : ''));
  if (!BASE64.test(compact)) throw malformed('Body is not valid base64', 'invalid_base64');
  return decodeUtf8(Buffer.from(compact, 'base64'));
}

/** Turns a request body into the JSON document it carries, whatever the encoding. */
export function decodeCaptureBody(body: Uint8Array, hints: EncodingHints = {}): unknown {
  if (body.byteLength === 0) throw malformed('Request body is empty', 'empty_body');
  const compression = hints.compression?.toLowerCase() ?? '';
  const gzipped =
    compression === 'gzip-js' ||
    compression === 'gzip' ||
    /\bgzip\b/i.test(hints.contentEncoding ?? '') ||
    isGzipMagic(body);
  let text = decodeUtf8(gzipped ? gunzipBounded(body) : body);

  const isForm =
    /application\/x-www-form-urlencoded/i.test(hints.contentType ?? '') || text.startsWith('data=');
  if (isForm) {
    const data = new URLSearchParams(text).get('data');
    if (data === null) throw malformed('Form body has no data field');
    text = data;
  }
  const trimmed = text.trimStart();
  const looksLikeJson = trimmed.startsWith('{') || trimmed.startsWith('[');
  if (compression === 'base64' || (isForm && !looksLikeJson)) text = decodeBase64Text(text.trim());

  try {
    return JSON.parse(text);
  } catch {
    throw malformed('Body is not valid JSON', 'invalid_json');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Control characters in an event name are never intended and break every report that shows it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const text = z.string().max(INGEST_LIMITS.maxTextLength);

const eventSchema = z.object({
  event: z
    .string({ error: 'event is required' })
    .min(1, 'event must not be empty')
    .max(
      INGEST_LIMITS.maxEventNameLength,
      `event must be at most ${INGEST_LIMITS.maxEventNameLength} characters`,
    )
    .refine((name) => !CONTROL_CHARACTERS.test(name), 'event must not contain control characters'),
  uuid: text.optional(),
  distinct_id: z.union([z.string(), z.number()]).optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
  timestamp: text.optional(),
  offset: z.number().optional(),
  api_key: text.optional(),
  token: text.optional(),
  $set: z.record(z.string(), z.unknown()).optional(),
  $set_once: z.record(z.string(), z.unknown()).optional(),
});

export interface CaptureEvent {
  id: string;
  event: string;
  distinctId: string;
  sessionId: string | null;
  pageName: string | null;
  currentUrl: string | null;
  properties: Record<string, unknown>;
  occurredAt: Date;
}

export interface CaptureBatch {
  apiKey: string | null;
  events: CaptureEvent[];
}

function optionalText(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;
}

function parseDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * When the event happened, in server time: the client's timestamp corrected by the difference
 * between the client's and the server's clocks at send time (`sent_at`), as PostHog does. A time in
 * the future is taken as now.
 */
function occurredAt(raw: z.infer<typeof eventSchema>, sentAt: Date | null, receivedAt: Date): Date {
  let at: Date;
  if (typeof raw.offset === 'number' && Number.isFinite(raw.offset)) {
    at = new Date(receivedAt.getTime() - Math.max(0, raw.offset));
  } else {
    const timestamp = parseDate(raw.timestamp);
    if (!timestamp) return receivedAt;
    const skew = sentAt ? receivedAt.getTime() - sentAt.getTime() : 0;
    at = new Date(Math.min(timestamp.getTime() + skew, receivedAt.getTime()));
  }
  // A huge offset or skew lands outside the range of dates (it was a 500).
  return Number.isNaN(at.getTime()) ? receivedAt : at;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what must go
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * PostgreSQL text and jsonb cannot hold U+0000 or half of a surrogate pair, which autocaptured
 * text or a hostile client may send: NUL is dropped and a lone surrogate becomes U+FFFD, so the
 * event is kept instead of failing as a 500. Nesting deeper than any real property is
 * cut (null), which also keeps the size check's JSON.stringify off the end of the stack.
 */
function storable(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.replace(UNSTORABLE, (match) => (match === '\u0000' ? '' : '\uFFFD'));
  }
  if (!value || typeof value !== 'object') return value;
  if (depth > 64) return null;
  if (Array.isArray(value)) return value.map((item) => storable(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [storable(key) as string, storable(item, depth + 1)]),
  );
}

function normalizeEvent(
  input: unknown,
  index: number,
  sentAt: Date | null,
  receivedAt: Date,
): { event: CaptureEvent; apiKey: string | null } {
  input = storable(input);
  const parsed = eventSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw malformed(`Event ${index}: ${where}${issue?.message ?? 'invalid event'}`, 'invalid_event');
  }
  const raw = parsed.data;
  const properties: Record<string, unknown> = { ...raw.properties };
  if (raw.$set && !('$set' in properties)) properties.$set = raw.$set;
  if (raw.$set_once && !('$set_once' in properties)) properties.$set_once = raw.$set_once;

  const keys = Object.keys(properties);
  if (keys.length > INGEST_LIMITS.maxPropertyCount) {
    throw tooLarge(
      `Event ${index}: more than ${INGEST_LIMITS.maxPropertyCount} properties`,
      'too_many_properties',
    );
  }
  const longKey = keys.find((key) => key.length > INGEST_LIMITS.maxPropertyKeyLength);
  if (longKey !== undefined) {
    throw malformed(
      `Event ${index}: property names must be at most ${INGEST_LIMITS.maxPropertyKeyLength} characters`,
      'invalid_property',
    );
  }
  if (Buffer.byteLength(JSON.stringify(input)) > INGEST_LIMITS.maxEventBytes) {
    throw tooLarge(`Event ${index} is larger than ${INGEST_LIMITS.maxEventBytes} bytes`, 'event_too_large');
  }

  const distinct = raw.distinct_id ?? properties.distinct_id ?? properties.$distinct_id;
  const distinctId = typeof distinct === 'number' ? String(distinct) : distinct;
  if (typeof distinctId !== 'string' || distinctId.length === 0) {
    throw malformed(`Event ${index}: distinct_id is required`, 'invalid_event');
  }
  if (distinctId.length > INGEST_LIMITS.maxDistinctIdLength) {
    throw malformed(
      `Event ${index}: distinct_id must be at most ${INGEST_LIMITS.maxDistinctIdLength} characters`,
      'invalid_event',
    );
  }

  const token = raw.api_key ?? raw.token ?? properties.token;
  return {
    apiKey: typeof token === 'string' ? token : null,
    event: {
      id: raw.uuid && UUID.test(raw.uuid) ? raw.uuid.toLowerCase() : randomUUID(),
      event: raw.event,
      distinctId,
      sessionId: optionalText(properties.$session_id, 200),
      pageName: optionalText(properties.page_name, 200),
      currentUrl: optionalText(properties.$current_url, INGEST_LIMITS.maxUrlLength),
      properties,
      occurredAt: occurredAt(raw, sentAt, receivedAt),
    },
  };
}

/** Validates a decoded capture document and returns its events (all of them, or a 4xx). */
export function normalizeCaptureBatch(payload: unknown, receivedAt = new Date()): CaptureBatch {
  let items: unknown[];
  let apiKey: string | null = null;
  let sentAt: Date | null = null;
  if (Array.isArray(payload)) {
    items = payload;
  } else if (payload && typeof payload === 'object') {
    const document = payload as Record<string, unknown>;
    for (const field of ['api_key', 'sent_at'] as const) {
      const value = document[field];
      if (typeof value === 'string' && value.length > INGEST_LIMITS.maxTextLength) {
        throw malformed(`${field} must be at most ${INGEST_LIMITS.maxTextLength} characters`);
      }
    }
    if (typeof document.api_key === 'string') apiKey = document.api_key;
    sentAt = parseDate(document.sent_at);
    if (Array.isArray(document.batch)) items = document.batch;
    else if ('event' in document) items = [document];
    else throw malformed('Expected an event, an array of events or { batch: [...] }');
  } else {
    throw malformed('Expected an event, an array of events or { batch: [...] }');
  }
  if (items.length === 0) throw malformed('The batch holds no event', 'empty_batch');
  if (items.length > INGEST_LIMITS.maxBatchEvents) {
    throw tooLarge(
      `A batch holds at most ${INGEST_LIMITS.maxBatchEvents} events (got ${items.length})`,
      'batch_too_large',
    );
  }
  const events = items.map((item, index) => {
    const normalized = normalizeEvent(item, index, sentAt, receivedAt);
    apiKey ??= normalized.apiKey;
    return normalized.event;
  });
  return { apiKey, events };
}
