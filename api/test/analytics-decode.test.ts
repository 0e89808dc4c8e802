import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeBase64Text,
  decodeCaptureBody,
  INGEST_LIMITS,
  IngestError,
  normalizeCaptureBatch,
} from '../src/features/analytics/decode';

const bytes = (text: string) => new TextEncoder().encode(text);
const event = (name = '$pageview', extra: Record<string, unknown> = {}) => ({
  event: name,
  uuid: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  properties: { distinct_id: 'visitor-1', token: 'phc_gaido_local', page_name: 'Home', ...extra },
  timestamp: '2026-01-01T10:00:00.000Z',
});
// posthog-js base64-encodes the UTF-8 JSON and sends it as `data=<encodeURIComponent(base64)>`.
const base64Form = (document: unknown) =>
  `data=${encodeURIComponent(Buffer.from(JSON.stringify(document), 'utf8').toString('base64'))}`;

function errorOf(action: () => unknown): IngestError {
  try {
    action();
  } catch (error) {
    if (error instanceof IngestError) return error;
    throw error;
  }
  throw new Error('expected an IngestError');
}

describe('decoding a capture body', () => {
  const document = { api_key: 'phc_gaido_local', batch: [event()], sent_at: '2026-01-01T10:00:01.000Z' };

  it('reads a gzip body sent with ?compression=gzip-js', () => {
    const body = gzipSync(JSON.stringify(document));
    expect(decodeCaptureBody(body, { compression: 'gzip-js', contentType: 'text/plain' })).toEqual(document);
  });

  it('recognises gzip by its magic bytes or Content-Encoding when the query says nothing', () => {
    const body = gzipSync(JSON.stringify(document));
    expect(decodeCaptureBody(body)).toEqual(document);
    expect(decodeCaptureBody(body, { contentEncoding: 'gzip' })).toEqual(document);
  });

  it('reads a base64 data= form body, the way beacons on page unload are sent', () => {
    const body = bytes(base64Form(document));
    expect(
      decodeCaptureBody(body, { compression: 'base64', contentType: 'application/x-www-form-urlencoded' }),
    ).toEqual(document);
  });

  it('keeps non-ASCII text intact through base64', () => {
    const withAccents = { ...document, batch: [event('$pageview', { city: 'São Paulo — Kraków' })] };
    const decoded = decodeCaptureBody(bytes(base64Form(withAccents)), { compression: 'base64' });
    expect(decoded).toEqual(withAccents);
  });

  it('restores plus signs that form decoding turned into spaces', () => {
    const encoded = Buffer.from('{"a":">>>?"}', 'utf8').toString('base64');
    expect(encoded).toContain('+');
    expect(decodeBase64Text(encoded.replace(/\+/g, ' '))).toBe('{"a":">>>?"}');
  });

  it('reads a plain JSON body, and plain JSON inside a data= form', () => {
    expect(decodeCaptureBody(bytes(JSON.stringify(document)), { contentType: 'application/json' })).toEqual(
      document,
    );
    expect(decodeCaptureBody(bytes(`data=${encodeURIComponent(JSON.stringify(document))}`))).toEqual(
      document,
    );
  });

  it('rejects an empty body, broken gzip, broken base64 and broken JSON with a 400', () => {
    expect(errorOf(() => decodeCaptureBody(new Uint8Array()))).toMatchObject({
      status: 400,
      code: 'empty_body',
    });
    expect(errorOf(() => decodeCaptureBody(bytes('not gzip'), { compression: 'gzip-js' }))).toMatchObject({
      status: 400,
      code: 'invalid_gzip',
    });
    expect(errorOf(() => decodeCaptureBody(bytes('data=%%%***'), { compression: 'base64' }))).toMatchObject({
      status: 400,
      code: 'invalid_base64',
    });
    expect(errorOf(() => decodeCaptureBody(bytes('{"batch": [')))).toMatchObject({
      status: 400,
      code: 'invalid_json',
    });
  });

  it('stops a gzip bomb at the decompressed size limit with a 413', () => {
    const bomb = gzipSync(Buffer.alloc(INGEST_LIMITS.maxDecodedBytes + 1, 0x20));
    expect(bomb.byteLength).toBeLessThan(10_000);
    expect(errorOf(() => decodeCaptureBody(bomb, { compression: 'gzip-js' }))).toMatchObject({ status: 413 });
  });
});

describe('validating a capture batch', () => {
  const received = new Date('2026-01-01T10:00:05.000Z');

  it('accepts { api_key, batch, sent_at }, an array of events, or a single event', () => {
    const one = event();
    expect(normalizeCaptureBatch({ api_key: 'k', batch: [one] }, received).events).toHaveLength(1);
    expect(normalizeCaptureBatch([one, event('app_loaded')], received).events).toHaveLength(2);
    expect(normalizeCaptureBatch(one, received)).toMatchObject({ apiKey: 'phc_gaido_local' });
  });

  it('reads the project key from the body, else from an event token', () => {
    expect(normalizeCaptureBatch({ api_key: 'from-body', batch: [event()] }, received).apiKey).toBe(
      'from-body',
    );
    expect(normalizeCaptureBatch([event()], received).apiKey).toBe('phc_gaido_local');
  });

  it('keeps the event uuid, distinct id, session, page name and URL', () => {
    const [stored] = normalizeCaptureBatch(
      [event('$pageview', { $session_id: 's1', $current_url: 'http://localhost:3000/tours' })],
      received,
    ).events;
    expect(stored).toMatchObject({
      id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      event: '$pageview',
      distinctId: 'visitor-1',
      sessionId: 's1',
      pageName: 'Home',
      currentUrl: 'http://localhost:3000/tours',
    });
  });

  it('corrects the client clock by the difference between sent_at and the time received', () => {
    // The client's clock is 1 hour behind: sent_at says 09:00:05 when the server reads 10:00:05.
    const [stored] = normalizeCaptureBatch(
      { batch: [{ ...event(), timestamp: '2026-01-01T09:00:00.000Z' }], sent_at: '2026-01-01T09:00:05.000Z' },
      received,
    ).events;
    expect(stored?.occurredAt.toISOString()).toBe('2026-01-01T10:00:00.000Z');
  });

  it('takes a time in the future as the time received', () => {
    const [stored] = normalizeCaptureBatch(
      [{ ...event(), timestamp: '2030-01-01T00:00:00Z' }],
      received,
    ).events;
    expect(stored?.occurredAt).toEqual(received);
  });

  it(`rejects a batch of more than ${INGEST_LIMITS.maxBatchEvents} events with a 413 and an empty one with a 400`, () => {
    const batch = Array.from({ length: INGEST_LIMITS.maxBatchEvents + 1 }, () => event());
    expect(errorOf(() => normalizeCaptureBatch({ batch }, received))).toMatchObject({
      status: 413,
      code: 'batch_too_large',
    });
    expect(normalizeCaptureBatch({ batch: batch.slice(1) }, received).events).toHaveLength(50);
    expect(errorOf(() => normalizeCaptureBatch({ batch: [] }, received))).toMatchObject({
      status: 400,
      code: 'empty_batch',
    });
  });

  it('rejects events without a name, with a name too long or with control characters', () => {
    expect(
      errorOf(() => normalizeCaptureBatch([{ properties: { distinct_id: 'a' } }], received)).status,
    ).toBe(400);
    expect(errorOf(() => normalizeCaptureBatch([event('x'.repeat(201))], received)).status).toBe(400);
    expect(errorOf(() => normalizeCaptureBatch([event('bad\u0007name')], received)).status).toBe(400);
  });

  it('rejects an event without a distinct id', () => {
    const anonymous = { event: 'x', properties: { token: 'k' } };
    expect(errorOf(() => normalizeCaptureBatch([anonymous], received)).message).toContain('distinct_id');
  });

  it('rejects too many properties, over-long property names and oversized events', () => {
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`p${i}`, i]));
    expect(errorOf(() => normalizeCaptureBatch([event('x', many)], received)).status).toBe(413);
    expect(
      errorOf(() => normalizeCaptureBatch([event('x', { ['k'.repeat(201)]: 1 })], received)).status,
    ).toBe(400);
    const huge = event('x', { blob: 'y'.repeat(INGEST_LIMITS.maxEventBytes) });
    expect(errorOf(() => normalizeCaptureBatch([huge], received))).toMatchObject({
      status: 413,
      code: 'event_too_large',
    });
  });

  it(`rejects a uuid, timestamp, api_key, token or sent_at longer than ${INGEST_LIMITS.maxTextLength} characters`, () => {
    const long = 'x'.repeat(INGEST_LIMITS.maxTextLength + 1);
    for (const field of ['uuid', 'timestamp', 'api_key', 'token']) {
      expect(errorOf(() => normalizeCaptureBatch([{ ...event(), [field]: long }], received))).toMatchObject({
        status: 400,
        code: 'invalid_event',
      });
    }
    for (const field of ['api_key', 'sent_at']) {
      expect(
        errorOf(() => normalizeCaptureBatch({ batch: [event()], [field]: long }, received)),
      ).toMatchObject({ status: 400, code: 'invalid_payload' });
    }
    const fits = 'x'.repeat(INGEST_LIMITS.maxTextLength);
    expect(
      normalizeCaptureBatch({ batch: [{ ...event(), uuid: fits }], api_key: fits }, received).apiKey,
    ).toBe(fits);
  });

  it('rejects a document that is not an event, an array or a batch', () => {
    expect(errorOf(() => normalizeCaptureBatch('hello', received)).status).toBe(400);
    expect(errorOf(() => normalizeCaptureBatch({ hello: 'world' }, received)).status).toBe(400);
    expect(errorOf(() => normalizeCaptureBatch([42], received)).status).toBe(400);
  });
});
