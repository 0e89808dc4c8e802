// Development and QA only: never mounted in production. The recent analytics events, and the outbox
// as a mailbox (it shows live tokens).
import * as z from 'zod/mini';
import { defineEndpoint, ErrorResponse, listOf, trimmedText, wholeNumberParam } from './endpoint';
import {
  DEV_EVENTS_DEFAULT_LIMIT,
  DEV_EVENTS_MAX_LIMIT,
  DEV_MAILBOX_DEFAULT_LIMIT,
  DEV_MAILBOX_MAX_LIMIT,
  DEV_SINCE_MAX,
  EMAIL_MAX,
} from './limits';

export {
  DEV_EVENTS_DEFAULT_LIMIT,
  DEV_EVENTS_MAX_LIMIT,
  DEV_MAILBOX_DEFAULT_LIMIT,
  DEV_MAILBOX_MAX_LIMIT,
} from './limits';

/** What these routes answer where they are not mounted (production). */
const notMounted = ErrorResponse;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

export const AnalyticsEventsQuery = z.object({
  event: z.optional(trimmedText('event', 200)),
  distinctId: z.optional(trimmedText('distinctId', 200)),
  pageName: z.optional(trimmedText('pageName', 200)),
  since: z.optional(
    z.string().check(
      z.maxLength(DEV_SINCE_MAX, { error: 'since must be an ISO date-time', abort: true }),
      z.regex(ISO_DATE_TIME, 'since must be an ISO date-time'),
      z.refine((value) => !Number.isNaN(Date.parse(value)), 'since must be an ISO date-time'),
    ),
  ),
  limit: z._default(wholeNumberParam('limit', 1, DEV_EVENTS_MAX_LIMIT), DEV_EVENTS_DEFAULT_LIMIT),
});
export const AnalyticsEvent = z.object({
  id: z.string(),
  event: z.string(),
  distinctId: z.string(),
  sessionId: z.nullable(z.string()),
  pageName: z.nullable(z.string()),
  currentUrl: z.nullable(z.string()),
  properties: z.record(z.string(), z.unknown()),
  occurredAt: z.string(),
  receivedAt: z.string(),
});
export const analyticsEvents = defineEndpoint({
  method: 'get',
  path: '/dev/analytics/events',
  summary: 'The most recent analytics events first (not in production)',
  description:
    'The analytics events the ingest stored, newest first, filtered by event, visitor, page or time: for QA. Mounted only outside production (404 there).',
  tag: 'dev',
  auth: 'none',
  query: AnalyticsEventsQuery,
  responses: { 200: listOf(AnalyticsEvent), 400: ErrorResponse, 404: notMounted },
});

export const MailboxQuery = z.object({
  to: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX))),
  limit: z._default(wholeNumberParam('limit', 1, DEV_MAILBOX_MAX_LIMIT), DEV_MAILBOX_DEFAULT_LIMIT),
});
export const Mail = z.object({
  id: z.string(),
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.nullable(z.string()),
  token: z.nullable(z.string()),
  status: z.string(),
  createdAt: z.string(),
});
export const mailbox = defineEndpoint({
  method: 'get',
  path: '/dev/mailbox',
  summary: 'The mail sent, newest first, to one address with `to` (development only)',
  description:
    'The mails the API wrote to its outbox, newest first, with their links and tokens, optionally to one address: for development and the journeys. Mounted only outside production (404 there).',
  tag: 'dev',
  auth: 'none',
  query: MailboxQuery,
  responses: { 200: listOf(Mail), 400: ErrorResponse, 404: notMounted },
});

export const devEndpoints = [analyticsEvents, mailbox];
