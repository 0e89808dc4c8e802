// Secrets reach the analytics ingest in more shapes than `?token=` in `$current_url`: in a path,
// as a property's name, double-encoded in a nested URL, under an encoded parameter name, under a
// longer name (`reset_token=`), in `page_name`, `$session_id` or `distinct_id`. Whatever the shape,
// no stored event holds the secret; what holds none is stored as sent; every property is bounded.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactText, STORED_EVENT_LIMITS, storedProperties } from '../src/features/analytics/redact';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi({ devAnalytics: true });
});
afterAll(async () => {
  await api.close();
});

let counter = 0;
function uuid() {
  counter += 1;
  return `0190a1b2-c3d4-7e5f-8a9b-${String(counter).padStart(12, '0')}`;
}

async function ingest(event: Record<string, unknown>) {
  const response = await api.app.request('/api/v1/ingest/e/', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({
      api_key: 'phc_gaido_local',
      batch: [{ uuid: uuid(), timestamp: new Date().toISOString(), ...event }],
    }),
  });
  expect(response.status).toBe(200);
}

/** Everything stored of the events, as one string. */
async function storedText() {
  const { body } = await api.get('/dev/analytics/events?limit=500');
  return JSON.stringify(body.data);
}

/** A token as the API mints them (32 random bytes, base64url), which always mixes cases and digits. */
const token = fc
  .tuple(
    fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
      minLength: 40,
      maxLength: 43,
    }),
    fc.constantFrom('A', 'Q', 'Z'),
    fc.constantFrom('a', 'q', 'z'),
    fc.constantFrom('0', '5', '9'),
  )
  .map(([body, upper, lower, digit]) => `${upper}${lower}${digit}${body}`);

const secretName = fc.constantFrom(
  'token',
  'reset_token',
  'resetToken',
  'access_token',
  'refresh-token',
  'code',
  'password',
  'api_key',
  'otp',
  'Token',
);
const mailPage = fc.constantFrom('/reset-password', '/verify-email', '/update-email', '/confirm-email');

const encodeName = (name: string) =>
  [...name].map((ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
const times = (value: string, rounds: number) => {
  let encoded = value;
  for (let round = 0; round < rounds; round++) encoded = encodeURIComponent(encoded);
  return encoded;
};

/** A string carrying `secret` in one of the shapes senders use. */
const shapes = fc.oneof(
  fc.record({ page: mailPage, name: secretName }).map(
    ({ page, name }) =>
      (secret: string) =>
        `https://gaido.app${page}?${name}=${secret}`,
  ),
  mailPage.map((page) => (secret: string) => `https://gaido.app${page}/${secret}`),
  fc.record({ page: mailPage, rounds: fc.integer({ min: 1, max: 3 }) }).map(
    ({ page, rounds }) =>
      (secret: string) =>
        `https://gaido.app/sign-in?next=${times(`${page}?token=${secret}`, rounds)}&utm_source=mail`,
  ),
  secretName.map((name) => (secret: string) => `/reset-password?${encodeName(name)}=${secret}`),
  fc.constant((secret: string) => `Open ${secret} to continue`),
);

/** The fields of an event a secret may sit in. */
const places = fc.constantFrom(
  'current_url',
  'property_value',
  'property_key',
  'nested',
  'page_name',
  'session_id',
  'distinct_id',
  'event_name',
);

function eventWith(place: string, text: string) {
  const properties: Record<string, unknown> = { distinct_id: `visitor-${counter}`, token: 'phc_gaido_local' };
  let event = '$pageview';
  switch (place) {
    case 'current_url':
      properties.$current_url = text;
      break;
    case 'property_value':
      properties.$referrer = text;
      break;
    case 'property_key':
      properties[text] = true;
      break;
    case 'nested':
      properties.$set_once = { $initial_current_url: text, list: [text] };
      break;
    case 'page_name':
      properties.page_name = text;
      break;
    case 'session_id':
      properties.$session_id = text;
      break;
    case 'distinct_id':
      properties.distinct_id = text;
      break;
    default:
      event = `clicked ${text}`;
  }
  return { event, properties };
}

describe('secrets sent to the analytics ingest', () => {
  it('are never stored, whatever their shape and wherever they sit', async () => {
    await fc.assert(
      fc.asyncProperty(token, shapes, places, async (secret, shape, place) => {
        const text = shape(secret);
        await ingest(eventWith(place, text));
        const stored = await storedText();
        // Neither the token nor any long piece of it, encoded or not.
        expect(stored).not.toContain(secret.slice(0, 20));
        expect(stored).not.toContain(encodeURIComponent(secret.slice(0, 20)));
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('are redacted in the named shapes, keeping the rest of the event', async () => {
    const secret = 'Xq7Lr2Vb9Tn4Hs6Jd1Kw3Mz8Pc5Fg0Ya';
    const cases: [string, string][] = [
      [`https://gaido.app/reset-password/${secret}`, 'https://gaido.app/reset-password/redacted'],
      [
        `https://gaido.app/?next=${encodeURIComponent(encodeURIComponent(`/reset-password?token=${secret}`))}`,
        'https://gaido.app/?next=/reset-password?token=redacted',
      ],
      [`/reset-password?%74%6f%6b%65%6e=${secret}`, '/reset-password?token=redacted'],
      ['/reset-password?reset_token=abc123', '/reset-password?reset_token=redacted'],
      ['/cb#accessToken=abc&state=s1', '/cb#accessToken=redacted&state=redacted'],
    ];
    for (const [sent, expected] of cases) expect(redactText(sent), sent).toBe(expected);

    const distinctId = `named-${secret}`;
    await ingest({
      event: '$pageview',
      distinct_id: distinctId,
      properties: {
        token: 'phc_gaido_local',
        $current_url: `https://gaido.app/verify-email/${secret}`,
        $session_id: `session?token=${secret}`,
        page_name: `/update-email?token=${secret}`,
        [`/reset-password?token=${secret}`]: 1,
        reset_token: 'lowercase-token-value',
        country_code: 'PT',
      },
    });
    const { body } = await api.get('/dev/analytics/events?limit=1');
    const [stored] = body.data;
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(JSON.stringify(stored)).not.toContain('lowercase-token-value');
    expect(stored).toMatchObject({
      distinctId: 'redacted',
      currentUrl: 'https://gaido.app/verify-email/redacted',
      sessionId: 'session?token=redacted',
      pageName: '/update-email?token=redacted',
    });
    expect(stored.properties).toMatchObject({
      token: 'phc_gaido_local',
      reset_token: 'redacted',
      country_code: 'PT',
    });
  });
});

describe('what the ingest stores of ordinary events', () => {
  it('keeps strings without secrets as they were sent', () => {
    const ordinary = fc.oneof(
      fc.stringMatching(/^\/(tours|gems|travel-guides)(\/[a-z0-9-]{1,40}){0,3}(\?page=[0-9]{1,3})?$/),
      fc.uuid(),
      fc.lorem({ maxCount: 8 }),
      fc.stringMatching(/^[a-z]{1,12}( [a-z]{1,12}){0,5}$/),
    );
    fc.assert(
      fc.property(ordinary, (text) => {
        expect(redactText(text)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('bounds every property: strings, collections, nesting and size', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), fc.jsonValue({ maxDepth: 12 }), {
          maxKeys: 10,
        }),
        fc.string({ minLength: 0, maxLength: 5000 }),
        (properties, long) => {
          const stored = storedProperties({
            ...properties,
            long,
            many: Array.from({ length: 500 }, (_, index) => index),
          });
          for (const value of Object.values(stored)) {
            expect(Buffer.byteLength(JSON.stringify(value) ?? '')).toBeLessThanOrEqual(
              STORED_EVENT_LIMITS.maxPropertyBytes,
            );
          }
          expect(String(stored.long).length).toBeLessThanOrEqual(STORED_EVENT_LIMITS.maxStringLength + 1);
          expect(stored.many).toHaveLength(STORED_EVENT_LIMITS.maxCollectionItems);
        },
      ),
      { numRuns: 100 },
    );
  });
});
