// Product analytics events received by the project's own ingest (issue 7). posthog-js sends them
// in the PostHog capture protocol; one row per event. No IP address is stored.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
