// Product analytics events received by the project's own ingest. posthog-js sends them
// in the PostHog capture protocol; one row per event. No IP address is stored.
import { doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    // The event's own uuid (posthog-js sends one): a batch retried after a lost response is
    // stored once.
    id: uuid('id').primaryKey(),
    event: text('event').notNull(),
    distinctId: text('distinct_id').notNull(),
    sessionId: text('session_id'),
    // spec 1: the page name mapped from the route, when the event carries one.
    pageName: text('page_name'),
    currentUrl: text('current_url'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_received_idx').on(t.receivedAt),
    index('analytics_events_event_received_idx').on(t.event, t.receivedAt),
    index('analytics_events_distinct_received_idx').on(t.distinctId, t.receivedAt),
  ],
);

/**
 * The analytics ingest's token buckets (features/analytics/rate-limit.ts), one row per client address
 * (`ip:<address>`) or visitor (`visitor:<distinct id>`), in the database so that every API instance and
 * worker spends from the same bucket. A row that has refilled carries no information: housekeeping
 * deletes rows idle for a day.
 */
export const analyticsRateBuckets = pgTable(
  'analytics_rate_buckets',
  {
    key: text('key').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('analytics_rate_buckets_at_idx').on(t.at)],
);
