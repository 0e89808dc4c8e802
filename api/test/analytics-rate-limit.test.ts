// The analytics ingest's rate limits (src/features/analytics/rate-limit.ts), with the limits the API
// runs with, against the real database. The clock is the app's test clock: it only moves when a test
// moves it, so the buckets refill exactly as much as each test says.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_INGEST_RATE_LIMITS } from '../src/config';
import { analyticsEvents, analyticsRateBuckets } from '../src/db/schema/analytics';
import {
  createIngestRateLimiter,
  IDLE_BUCKET_MS,
  pruneIdleBuckets,
  waitMs,
} from '../src/features/analytics/rate-limit';
import { openTestApi, type TestApi } from './harness';

const { perClientIp, perDistinctId } = ANALYTICS_INGEST_RATE_LIMITS;
const BATCH = 50; // the app's batch size (spec 1), the largest the ingest takes

let api: TestApi;
let clock = new Date('2031-06-14T10:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  api = await openTestApi({}, { now: () => clock });
});
afterAll(async () => {
  await api.close();
});

/** A gzip batch as the app's transport sends it, from one client address (the API trusts the proxy here). */
function sendBatch(ip: string, distinctId: string, size = BATCH) {
  const batch = Array.from({ length: size }, (_, i) => ({
    uuid: randomUUID(),
    event: '$autocapture',
    properties: { distinct_id: distinctId, token: 'phc_gaido_local', n: i },
    timestamp: clock.toISOString(),
  }));
  return api.app.request('/api/v1/ingest/batch/?compression=gzip-js', {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain',
      Origin: 'http://localhost:3000',
      'X-Forwarded-For': ip,
    },
    body: gzipSync(JSON.stringify({ api_key: 'phc_gaido_local', batch, sent_at: clock.toISOString() })),
  });
}

async function storedCount(distinctId: string) {
  const [row] = await api.db
    .select({ stored: count() })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.distinctId, distinctId));
  return row?.stored;
}

describe('the analytics ingest rate limits', () => {
  it("takes a client address's whole burst in full batches, then answers 429 with Retry-After until it refills", async () => {
    const ip = '203.0.113.10';
    // Visitors of one office: each stays under its own limit, together they use the address's burst.
    const visitors = Array.from(
      { length: perClientIp.burst / perDistinctId.burst },
      () => `office-${randomUUID()}`,
    );
    const batchesPerVisitor = perDistinctId.burst / BATCH;
    for (const visitor of visitors) {
      for (let n = 0; n < batchesPerVisitor; n += 1) expect((await sendBatch(ip, visitor)).status).toBe(200);
    }

    const late = `office-late-${randomUUID()}`;
    const refused = await sendBatch(ip, late);
    expect(refused.status).toBe(429);
    // One token comes back in 1/50 s: the header rounds up to whole seconds.
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      code: 'too_many_events',
      message: 'Too many analytics events from this address. Please retry in 1 second.',
    });
    // The browser can read the answer, so the app's batcher keeps the batch and retries it.
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(await storedCount(late)).toBe(0);

    // Another address is not affected.
    expect((await sendBatch('203.0.113.11', late, 1)).status).toBe(200);

    advance(1000); // 50 tokens: the request's own and the batch's other 49 events
    expect((await sendBatch(ip, late)).status).toBe(200);
    expect(await storedCount(late)).toBe(BATCH + 1);
  });

  it('refuses a whole batch the address has no room for, and says how long until it has', async () => {
    const ip = '203.0.113.20';
    const visitor = () => `partial-${randomUUID()}`;
    // 1990 of the 2000 events: room for a request of 10 events, not of 50.
    for (let n = 0; n < 39; n += 1) expect((await sendBatch(ip, visitor())).status).toBe(200);
    expect((await sendBatch(ip, visitor(), 40)).status).toBe(200);
    const short = visitor();
    const refused = await sendBatch(ip, short);
    expect(refused.status).toBe(429);
    // 10 tokens left, 1 taken by the request: 49 - 9 = 40 missing, 0.8 s at 50 a second.
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await storedCount(short)).toBe(0);
    expect((await sendBatch(ip, short, 9)).status).toBe(200);
  });

  it("stops one runaway visitor before it spends its address's budget", async () => {
    const ip = '203.0.113.30';
    const runaway = `runaway-${randomUUID()}`;
    for (let n = 0; n < perDistinctId.burst / BATCH; n += 1) {
      expect((await sendBatch(ip, runaway)).status).toBe(200);
    }
    const refused = await sendBatch(ip, runaway);
    expect(refused.status).toBe(429);
    // 50 events at 10 a second.
    expect(refused.headers.get('retry-after')).toBe(String(BATCH / perDistinctId.perSecond));
    expect(await refused.json()).toEqual({
      code: 'too_many_events',
      message: 'Too many analytics events from this visitor. Please retry in 5 seconds.',
    });
    expect(await storedCount(runaway)).toBe(perDistinctId.burst);

    // The same address still sends for its other visitors.
    const neighbour = `neighbour-${randomUUID()}`;
    expect((await sendBatch(ip, neighbour)).status).toBe(200);
    expect(await storedCount(neighbour)).toBe(BATCH);

    advance(5000);
    expect((await sendBatch(ip, runaway)).status).toBe(200);
  });

  it('counts requests it cannot read too, and turns a flood away before reading the body', async () => {
    const ip = '203.0.113.40';
    const garbage = () =>
      api.app.request('/api/v1/ingest/e/', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': ip },
        body: '{"batch": [',
      });
    for (let n = 0; n < perClientIp.burst; n += 1) expect((await garbage()).status).toBe(400);
    expect((await garbage()).status).toBe(429);
    expect((await sendBatch(ip, `after-flood-${randomUUID()}`, 1)).status).toBe(429);
    // A full burst is 2,000 requests one after another: on PostgreSQL each is a round trip to the
    // bucket, which on a busy 2-core machine takes longer than vitest's default 20 s.
  }, 90_000);
});

describe('token buckets', () => {
  const limit = { burst: 10, perSecond: 2 };
  const limits = { perClientIp: limit, perDistinctId: limit };

  /** A limiter on the test database with its own clock, and a key no other test uses. */
  function bucketsAt(start: number) {
    let at = start;
    const limiter = createIngestRateLimiter({ db: api.db, limits, now: () => at });
    return { limiter, ip: `bucket-${randomUUID()}`, setNow: (ms: number) => (at = ms) };
  }

  const refusal = (promise: Promise<void>) =>
    promise.then(
      () => null,
      (error: { status: number; headers?: Record<string, string> }) => error,
    );

  it('start full, refill at their rate up to the burst, and say how long until a cost fits', async () => {
    expect(waitMs(10, 10, limit)).toBe(0);
    expect(waitMs(0, 1, limit)).toBe(500);
    expect(waitMs(2, 3, limit)).toBe(500);
    const { limiter, ip, setNow } = bucketsAt(Date.parse('2031-01-01T00:00:00Z'));
    await limiter.admitEvents(
      ip,
      Array.from({ length: 11 }, () => ({ distinctId: `v-${ip}` })),
    );
    const refused = await refusal(limiter.admitRequest(ip));
    expect(refused?.status).toBe(429);
    setNow(Date.parse('2031-01-01T00:00:05Z'));
    expect(await refusal(limiter.admitRequest(ip))).toBeNull();
  });

  it('refill nothing when the clock goes back', async () => {
    const { limiter, ip, setNow } = bucketsAt(Date.parse('2031-01-01T00:10:00Z'));
    for (let i = 0; i < 10; i++) await limiter.admitRequest(ip);
    setNow(Date.parse('2031-01-01T00:00:00Z'));
    expect((await refusal(limiter.admitRequest(ip)))?.status).toBe(429);
  });

  it('are shared by every limiter on the database, as by every API instance', async () => {
    const first = bucketsAt(Date.parse('2031-01-01T01:00:00Z'));
    const second = createIngestRateLimiter({
      db: api.db,
      limits,
      now: () => Date.parse('2031-01-01T01:00:00Z'),
    });
    for (let i = 0; i < 10; i++) await (i % 2 ? first.limiter : second).admitRequest(first.ip);
    expect((await refusal(second.admitRequest(first.ip)))?.status).toBe(429);
    expect((await refusal(first.limiter.admitRequest(first.ip)))?.status).toBe(429);
  });

  it('forget buckets nobody used for a day', async () => {
    const { limiter, ip } = bucketsAt(Date.parse('2031-01-01T02:00:00Z'));
    await limiter.admitRequest(ip);
    const rows = () =>
      api.db
        .select()
        .from(analyticsRateBuckets)
        .where(eq(analyticsRateBuckets.key, `ip:${ip}`));
    expect(await rows()).toHaveLength(1);
    await pruneIdleBuckets(api.db, new Date(Date.parse('2031-01-01T02:00:00Z') + IDLE_BUCKET_MS - 1000));
    expect(await rows()).toHaveLength(1);
    await pruneIdleBuckets(api.db, new Date(Date.parse('2031-01-01T02:00:00Z') + IDLE_BUCKET_MS + 1000));
    expect(await rows()).toHaveLength(0);
  });
});
