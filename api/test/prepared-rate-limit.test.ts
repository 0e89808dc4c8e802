// The rate limit's transaction (takeTokens, src/features/analytics/rate-limit.ts: twice an analytics
// ingest request, once a survey answer) runs its statements prepared on the transaction's connection
// (db/client.ts, `transaction`). On PostgreSQL a bucket's refill and spend are built once per pooled
// connection, not once a request; and the buckets still give each token once to concurrent requests and
// take nothing from any bucket of a request they refuse.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsRateBuckets } from '../src/db/schema/analytics';
import { createIngestRateLimiter, type IngestRateLimiter } from '../src/features/analytics/rate-limit';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
let limiter: IngestRateLimiter;

/** Statements Drizzle built that read or write the buckets (every statement passes `sqlToQuery`). */
let bucketStatementsBuilt = 0;
const sqlToQuery = PgDialect.prototype.sqlToQuery;
const AT = Date.parse('2031-03-01T09:00:00Z');
const limit = { burst: 10, perSecond: 1 };

beforeAll(async () => {
  api = await openTestApi();
  // The clock stands still: the buckets refill nothing between requests.
  limiter = createIngestRateLimiter({
    db: api.db,
    limits: { perClientIp: limit, perDistinctId: limit },
    now: () => AT,
  });
  vi.spyOn(PgDialect.prototype, 'sqlToQuery').mockImplementation(function (this: PgDialect, ...args) {
    const query = sqlToQuery.apply(this, args);
    if (query.sql.includes('analytics_rate_buckets')) bucketStatementsBuilt += 1;
    return query;
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await api.close();
});

const refusal = (promise: Promise<void>) =>
  promise.then(
    () => null,
    (error: { status?: number }) => error,
  );

async function tokensOf(keys: string[]) {
  const rows = await api.db
    .select({ key: analyticsRateBuckets.key, tokens: analyticsRateBuckets.tokens })
    .from(analyticsRateBuckets)
    .where(inArray(analyticsRateBuckets.key, keys));
  return Object.fromEntries(rows.map((row) => [row.key, row.tokens]));
}

describe("the rate limit's prepared statements", () => {
  it('are built once per connection on PostgreSQL, once a transaction on PGlite', async () => {
    const requests = 12;
    const before = bucketStatementsBuilt;
    for (let request = 0; request < requests; request++) {
      // An ingest request's two admissions: its first token, then a batch of two events of one visitor.
      const ip = `statements-${randomUUID()}`;
      await limiter.admitRequest(ip);
      await limiter.admitEvents(ip, [{ distinctId: ip }, { distinctId: ip }]);
    }
    const built = bucketStatementsBuilt - before;
    // Built per request, an ingest request's bucket statements were 6: the address's refill and spend,
    // then the address's and the visitor's refill and spend.
    if (process.env.TEST_DATABASE_URL) expect(built).toBeLessThanOrEqual(2);
    else expect(built).toBe(requests * 4);
  });

  it('give each token of a bucket once to concurrent requests', async () => {
    const ip = `concurrent-${randomUUID()}`;
    const outcomes = await Promise.all(
      Array.from({ length: 3 * limit.burst }, () => refusal(limiter.admitRequest(ip))),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(limit.burst);
    expect(outcomes.filter((outcome) => outcome?.status === 429)).toHaveLength(2 * limit.burst);
    expect(await tokensOf([`ip:${ip}`])).toEqual({ [`ip:${ip}`]: 0 });
  });

  it('take nothing from any bucket of a request they refuse, and serve the next one', async () => {
    const ip = `refused-${randomUUID()}`;
    const visitor = `visitor-${randomUUID()}`;
    const keys = [`ip:${ip}`, `visitor:${visitor}`];
    await limiter.admitEvents(
      ip,
      Array.from({ length: 9 }, () => ({ distinctId: visitor })),
    );
    expect(await tokensOf(keys)).toEqual({ [keys[0]!]: 2, [keys[1]!]: 1 });

    // The address has room for the batch's other event; the visitor's bucket holds one token of the two.
    const refused = await refusal(
      limiter.admitEvents(ip, [{ distinctId: visitor }, { distinctId: visitor }]),
    );
    expect(refused?.status).toBe(429);
    expect(await tokensOf(keys)).toEqual({ [keys[0]!]: 2, [keys[1]!]: 1 });

    expect(await refusal(limiter.admitEvents(ip, [{ distinctId: visitor }]))).toBeNull();
    expect(await tokensOf(keys)).toEqual({ [keys[0]!]: 2, [keys[1]!]: 0 });
  });
});
