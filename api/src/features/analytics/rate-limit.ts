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
// Unlike the login throttle (accounts/rate-limit.ts) the buckets live in process memory: counting in
// the database would add a write to every ingest request, the busiest call there is. Behind N instances
// a client gets at most N times the limit, which still bounds it; a restart forgets the buckets, which
// only lets a client start again from a full bucket.
import type { ANALYTICS_INGEST_RATE_LIMITS } from '../../config';
import { ApiError } from '../../http/errors';

export interface TokenBucketLimit {
  /** Tokens a full bucket holds: what a client may send at once. */
  burst: number;
  /** Tokens added back every second, up to `burst`: what a client may send over time. */
  perSecond: number;
}

/** Buckets are forgotten beyond this many keys (least recently used first), so memory stays bounded. */
export const MAX_TRACKED_KEYS = 50_000;

/** One token bucket per key (a client IP, a distinct id). Times are milliseconds from any fixed clock. */
export class TokenBuckets {
  // Map order is least recently used first: take() re-inserts the key it touches.
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limit: TokenBucketLimit,
    private readonly maxKeys = MAX_TRACKED_KEYS,
  ) {}

  get size(): number {
    return this.buckets.size;
  }

  private tokensAt(bucket: { tokens: number; at: number } | undefined, now: number): number {
    if (!bucket) return this.limit.burst;
    // A clock that went back refills nothing rather than draining the bucket.
    const elapsed = Math.max(0, now - bucket.at);
    return Math.min(this.limit.burst, bucket.tokens + (elapsed / 1000) * this.limit.perSecond);
  }

  /** Milliseconds until `cost` tokens are in the key's bucket; 0 when they are now. */
  waitMs(key: string, cost: number, now: number): number {
    const missing = Math.min(cost, this.limit.burst) - this.tokensAt(this.buckets.get(key), now);
    return missing <= 0 ? 0 : Math.ceil((missing / this.limit.perSecond) * 1000);
  }

  /** Takes `cost` tokens (check waitMs first: a bucket may go below zero and then refills from there). */
  take(key: string, cost: number, now: number): void {
    const tokens = this.tokensAt(this.buckets.get(key), now) - cost;
    this.buckets.delete(key);
    this.buckets.set(key, { tokens, at: now });
    this.forgetIdle(now);
  }

  /** A bucket that has refilled is the same as no bucket: drop those, and the oldest beyond maxKeys. */
  private forgetIdle(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const full = this.tokensAt(bucket, now) >= this.limit.burst;
      if (!full && this.buckets.size <= this.maxKeys) break;
      this.buckets.delete(key);
    }
  }
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
  limits: typeof ANALYTICS_INGEST_RATE_LIMITS;
  /** Milliseconds; tests move it. */
  now: () => number;
}

export function createIngestRateLimiter({ limits, now }: IngestRateLimiterOptions) {
  const byClientIp = new TokenBuckets(limits.perClientIp);
  const byDistinctId = new TokenBuckets(limits.perDistinctId);

  return {
    /** Before the body is read: one token from the client's bucket, or a 429. */
    admitRequest(ip: string): void {
      const at = now();
      const wait = byClientIp.waitMs(ip, 1, at);
      if (wait > 0) throw tooManyEvents(wait, 'from this address');
      byClientIp.take(ip, 1, at);
    },

    /**
     * After decoding, before storing: the batch's other events from the client's bucket and each event
     * from its distinct_id's bucket. A refused batch takes nothing more and is stored not at all.
     */
    admitEvents(ip: string, events: readonly { distinctId: string }[]): void {
      const at = now();
      const perDistinctId = new Map<string, number>();
      for (const { distinctId } of events)
        perDistinctId.set(distinctId, (perDistinctId.get(distinctId) ?? 0) + 1);
      const fromIp = Math.max(0, events.length - 1);

      const ipWait = byClientIp.waitMs(ip, fromIp, at);
      if (ipWait > 0) throw tooManyEvents(ipWait, 'from this address');
      let visitorWait = 0;
      for (const [distinctId, count] of perDistinctId) {
        visitorWait = Math.max(visitorWait, byDistinctId.waitMs(distinctId, count, at));
      }
      if (visitorWait > 0) throw tooManyEvents(visitorWait, 'from this visitor');

      byClientIp.take(ip, fromIp, at);
      for (const [distinctId, count] of perDistinctId) byDistinctId.take(distinctId, count, at);
    },
  };
}

export type IngestRateLimiter = ReturnType<typeof createIngestRateLimiter>;
