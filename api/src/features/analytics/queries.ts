// The analytics tables: stored events and the ingest's rate-limit buckets.
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, analyticsRateBuckets } from '../../db/schema/analytics';
import type { CaptureEvent } from './decode';

export async function storeEvents(db: Database, events: CaptureEvent[]): Promise<void> {
  await db
    .insert(analyticsEvents)
    .values(events)
    // A batch retried after its response was lost carries the same event uuids: stored once.
    .onConflictDoNothing({ target: analyticsEvents.id });
}

export async function deleteEventsReceivedBefore(db: Database, cutoff: Date): Promise<void> {
  await db.delete(analyticsEvents).where(lt(analyticsEvents.receivedAt, cutoff));
}

/** The most recent events first, narrowed by whichever filters are given. */
export async function recentEvents(
  db: Database,
  filter: { event?: string; distinctId?: string; pageName?: string; since?: string; limit: number },
) {
  const filters: SQL[] = [];
  if (filter.event) filters.push(eq(analyticsEvents.event, filter.event));
  if (filter.distinctId) filters.push(eq(analyticsEvents.distinctId, filter.distinctId));
  if (filter.pageName) filters.push(eq(analyticsEvents.pageName, filter.pageName));
  if (filter.since) filters.push(gte(analyticsEvents.receivedAt, new Date(filter.since)));
  return db
    .select()
    .from(analyticsEvents)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(analyticsEvents.receivedAt), desc(analyticsEvents.occurredAt))
    .limit(filter.limit);
}

/**
 * Refills the bucket `key` to `at` and answers the tokens it holds: a new bucket starts full
 * (`burst`), a clock that went back refills nothing. Inside the caller's transaction, the upsert
 * locks the bucket's row until it commits.
 */
export async function refillBucket(
  tx: Database,
  key: string,
  limit: { burst: number; perSecond: number },
  at: Date,
): Promise<number> {
  const elapsedSeconds = sql`greatest(0, extract(epoch from (${at.toISOString()}::timestamptz - ${analyticsRateBuckets.at})))`;
  const [row] = await tx
    .insert(analyticsRateBuckets)
    .values({ key, tokens: limit.burst, at })
    .onConflictDoUpdate({
      target: analyticsRateBuckets.key,
      set: {
        tokens: sql`least(${limit.burst}, ${analyticsRateBuckets.tokens} + ${elapsedSeconds} * ${limit.perSecond})`,
        at: sql`greatest(${analyticsRateBuckets.at}, ${at.toISOString()}::timestamptz)`,
      },
    })
    .returning({ tokens: analyticsRateBuckets.tokens });
  return Number(row?.tokens ?? limit.burst);
}

export async function spendTokens(tx: Database, key: string, cost: number): Promise<void> {
  await tx
    .update(analyticsRateBuckets)
    .set({ tokens: sql`${analyticsRateBuckets.tokens} - ${cost}` })
    .where(eq(analyticsRateBuckets.key, key));
}

export async function deleteBucketsIdleSince(db: Database, cutoff: Date): Promise<void> {
  await db.delete(analyticsRateBuckets).where(lt(analyticsRateBuckets.at, cutoff));
}
