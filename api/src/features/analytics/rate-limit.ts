// Rate limits of the analytics ingest (api/README.md, "Analytics ingest rate limits"). The ingest is
// open to anyone with the public project key, so without a limit one client could fill the events
// table as fast as the database writes.
//
// Token buckets, counted in events: a request takes one from its client IP's bucket before its body
// is even read, so a flood is turned away for the price of a map lookup; once decoded, its other events
// come from the same bucket and every event from its distinct_id's bucket, all or nothing. The
// distinct_id bucket is smaller: one runaway browser behind an office's address is stopped before it
// spends what the address's other visitors need.
//
// The buckets are rows in the database (analytics_rate_buckets), like the login throttle's counters: every
// API instance and worker spends from the same bucket, so N instances do not multiply a client's limit.
// A request takes its tokens in one transaction that locks its buckets' rows, all or nothing; its
// statements are prepared on the transaction's connection (db/client.ts, `transaction`).
import { type Database, transaction } from '../../db/client';
import { ApiError } from '../../http/errors';
import { deleteBucketsIdleSince, refillBucket, spendTokens } from './queries';

export interface TokenBucketLimit {
  /** Tokens a full bucket holds: what a client may send at once. */
  burst: number;
  /** Tokens added back every second, up to `burst`: what a client may send over time. */
  perSecond: number;
}

/** A bucket untouched this long has refilled whatever its limit: its row is deleted (pruneIdleBuckets). */
export const IDLE_BUCKET_MS = 24 * 60 * 60_000;

export interface Take {
  key: string;
  cost: number;
  limit: TokenBucketLimit;
  /** Whose bucket it is, in the refusal's words ("from this address"). */
  from: string;
}

/** Milliseconds until `cost` tokens are in a bucket holding `tokens`; 0 when they are now. */
export function waitMs(tokens: number, cost: number, limit: TokenBucketLimit): number {
  const missing = Math.min(cost, limit.burst) - tokens;
  return missing <= 0 ? 0 : Math.ceil((missing / limit.perSecond) * 1000);
}

/**
 * Refills each bucket to `at` (a new one starts full; a clock that went back refills nothing), then
 * takes every cost, or none and the error `refuse` makes of the longest wait, naming whose bucket
 * ran dry in the order of `takes` (the address's before the visitors'). Rows are locked in key
 * order, so two requests sharing buckets cannot deadlock. Other throttles (survey answers) spend
 * from the same table under keys of their own.
 */
export async function takeTokens(
  db: Database,
  at: Date,
  takes: Take[],
  refuse: (waitMs: number, from: string) => ApiError,
): Promise<void> {
  const sorted = [...takes].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  await transaction(db, async (tx) => {
    const tokens = new Map<string, number>();
    for (const take of sorted) {
      tokens.set(take.key, await refillBucket(tx, take.key, take.limit, at));
    }
    for (const from of new Set(takes.map((take) => take.from))) {
      const wait = Math.max(
        0,
        ...takes
          .filter((take) => take.from === from)
          .map((take) => waitMs(tokens.get(take.key) ?? 0, take.cost, take.limit)),
      );
      if (wait > 0) throw refuse(wait, from);
    }
    for (const take of sorted) {
      if (take.cost === 0) continue;
      await spendTokens(tx, take.key, take.cost);
    }
  });
}

/** Deletes the buckets nobody used for a day (they would start full anyway). */
export async function pruneIdleBuckets(db: Database, now: Date): Promise<void> {
  await deleteBucketsIdleSince(db, new Date(now.getTime() - IDLE_BUCKET_MS));
}

function tooManyEvents(waitMs: number, from: string): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError(
    429,
    'too_many_events',
    `Too many analytics events ${from}. Please retry in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

export interface IngestRateLimiterOptions {
  db: Database;
  /** The API's are ANALYTICS_INGEST_RATE_LIMITS (config.ts). */
  limits: { perClientIp: TokenBucketLimit; perDistinctId: TokenBucketLimit };
  /** Milliseconds; tests move it. */
  now: () => number;
}

export function createIngestRateLimiter({ db, limits, now }: IngestRateLimiterOptions) {
  const address = (ip: string, cost: number): Take => ({
    key: `ip:${ip}`,
    cost,
    limit: limits.perClientIp,
    from: 'from this address',
  });
  return {
    /** Before the body is read: one token from the client's bucket, or a 429. */
    admitRequest(ip: string): Promise<void> {
      return takeTokens(db, new Date(now()), [address(ip, 1)], tooManyEvents);
    },

    /**
     * After decoding, before storing: the batch's other events from the client's bucket and each event
     * from its distinct_id's bucket. A refused batch takes nothing more and is stored not at all.
     */
    admitEvents(ip: string, events: readonly { distinctId: string }[]): Promise<void> {
      const perDistinctId = new Map<string, number>();
      for (const { distinctId } of events)
        perDistinctId.set(distinctId, (perDistinctId.get(distinctId) ?? 0) + 1);
      return takeTokens(
        db,
        new Date(now()),
        [
          // A bucket may be below zero (a request's first token is taken before its size is known).
          address(ip, Math.max(0, events.length - 1)),
          ...[...perDistinctId].map(
            ([distinctId, cost]): Take => ({
              key: `visitor:${distinctId}`,
              cost,
              limit: limits.perDistinctId,
              from: 'from this visitor',
            }),
          ),
        ],
        tooManyEvents,
      );
    },
  };
}

export type IngestRateLimiter = ReturnType<typeof createIngestRateLimiter>;
