// The analytics tables: stored events and the ingest's rate-limit buckets.
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
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

// The rate limit's statements run in every ingest request's transactions (rate-limit.ts, takeTokens):
// prepared on the transaction's handle (db/client.ts, `transaction`), they are built once per connection,
// not once a request.
const bucketRefill = preparedPer((db) => {
  const p = sql.placeholder;
  const at = sql`${p('at')}::timestamptz`;
  const elapsedSeconds = sql`greatest(0, extract(epoch from (${at} - ${analyticsRateBuckets.at})))`;
  return db
    .insert(analyticsRateBuckets)
    .values({ key: p('key'), tokens: p('burst'), at })
    .onConflictDoUpdate({
      target: analyticsRateBuckets.key,
      set: {
        tokens: sql`least(${p('burst')}, ${analyticsRateBuckets.tokens} + ${elapsedSeconds} * ${p('perSecond')})`,
        at: sql`greatest(${analyticsRateBuckets.at}, ${at})`,
      },
    })
    .returning({ tokens: analyticsRateBuckets.tokens })
    .prepare('refill_rate_bucket');
});

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
  const [row] = await bucketRefill(tx).execute({
    key,
    burst: limit.burst,
    perSecond: limit.perSecond,
    at: at.toISOString(),
  });
  return Number(row?.tokens ?? limit.burst);
}

const tokensSpend = preparedPer((db) =>
  db
    .update(analyticsRateBuckets)
    .set({ tokens: sql`${analyticsRateBuckets.tokens} - ${sql.placeholder('cost')}` })
    .where(eq(analyticsRateBuckets.key, sql.placeholder('key')))
    .prepare('spend_rate_tokens'),
);

export async function spendTokens(tx: Database, key: string, cost: number): Promise<void> {
  await tokensSpend(tx).execute({ key, cost });
}

export async function deleteBucketsIdleSince(db: Database, cutoff: Date): Promise<void> {
  await db.delete(analyticsRateBuckets).where(lt(analyticsRateBuckets.at, cutoff));
}

/** The reasons a page load of a remote counts as errored (host/src/platform/remoteHealth.ts). */
export const REMOTE_HEALTH_REASONS = ['network', 'integrity', 'render', 'uncaught'] as const;

export interface VersionHealthRow {
  version: string;
  channel: string;
  loads: number;
  failed: number;
  errored: number;
  reasons: Record<string, number>;
  rendered: number;
  firstRenderP75Ms: number | null;
  lcpP75Ms: number | null;
  inpP75Ms: number | null;
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * A remote's page loads per version and channel, from its `remote_health` events. A load (the
 * `load` id a page sends with each of its events) is counted once: failed when an event says its code
 * never arrived, errored when any says it failed or threw, and its first render, LCP and INP are the
 * first ones it reported. Loads whose only event is a vitals report (no outcome yet) are not counted.
 */
export async function remoteHealthOf(
  db: Database,
  filter: { environment: string; remote: string; rollout?: string; since?: string },
): Promise<VersionHealthRow[]> {
  const since = filter.since ? new Date(filter.since).toISOString() : null;
  const rollout = filter.rollout ?? null;
  const result = await db.execute(sql`
    WITH events AS (
      SELECT properties->>'version' AS version,
             coalesce(properties->>'channel', 'pinned') AS channel,
             properties->>'load' AS load,
             properties->>'outcome' AS outcome,
             properties->>'reason' AS reason,
             properties->'first_render_ms' AS first_render,
             properties->'lcp_ms' AS lcp,
             properties->'inp_ms' AS inp
      FROM analytics_events
      WHERE event = 'remote_health'
        AND properties->>'environment' = ${filter.environment}
        AND properties->>'remote' = ${filter.remote}
        AND properties->>'version' IS NOT NULL AND properties->>'load' IS NOT NULL
        AND (${rollout}::text IS NULL OR properties->>'rollout' = ${rollout}::text)
        AND (${since}::timestamptz IS NULL OR received_at >= ${since}::timestamptz)
    ),
    loads AS (
      SELECT version, channel, load,
             bool_or(outcome = 'loaded') AS rendered,
             bool_or(outcome = 'failed') AS failed,
             bool_or(outcome IN ('failed', 'error')) AS errored,
             min(CASE WHEN outcome = 'loaded' AND jsonb_typeof(first_render) = 'number' THEN first_render::text::float8 END) AS first_render,
             min(CASE WHEN jsonb_typeof(lcp) = 'number' THEN lcp::text::float8 END) AS lcp,
             max(CASE WHEN jsonb_typeof(inp) = 'number' THEN inp::text::float8 END) AS inp,
             array_agg(DISTINCT reason) FILTER (WHERE reason IS NOT NULL AND outcome IN ('failed', 'error')) AS reasons
      FROM events GROUP BY version, channel, load
      HAVING bool_or(outcome IN ('loaded', 'failed', 'error'))
    )
    SELECT version, channel,
           count(*)::int AS loads,
           (count(*) FILTER (WHERE failed))::int AS failed,
           (count(*) FILTER (WHERE errored))::int AS errored,
           (count(*) FILTER (WHERE rendered AND first_render IS NOT NULL))::int AS rendered,
           (count(*) FILTER (WHERE 'network' = ANY(reasons)))::int AS network,
           (count(*) FILTER (WHERE 'integrity' = ANY(reasons)))::int AS integrity,
           (count(*) FILTER (WHERE 'render' = ANY(reasons)))::int AS render,
           (count(*) FILTER (WHERE 'uncaught' = ANY(reasons)))::int AS uncaught,
           percentile_cont(0.75) WITHIN GROUP (ORDER BY first_render) AS first_render_p75,
           percentile_cont(0.75) WITHIN GROUP (ORDER BY lcp) AS lcp_p75,
           percentile_cont(0.75) WITHIN GROUP (ORDER BY inp) AS inp_p75
    FROM loads GROUP BY version, channel ORDER BY version, channel`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    version: String(row.version),
    channel: String(row.channel),
    loads: Number(row.loads),
    failed: Number(row.failed),
    errored: Number(row.errored),
    reasons: Object.fromEntries(REMOTE_HEALTH_REASONS.map((reason) => [reason, Number(row[reason] ?? 0)])),
    rendered: Number(row.rendered),
    firstRenderP75Ms: numberOrNull(row.first_render_p75),
    lcpP75Ms: numberOrNull(row.lcp_p75),
    inpP75Ms: numberOrNull(row.inp_p75),
  }));
}
