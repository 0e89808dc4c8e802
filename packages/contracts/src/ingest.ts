// The analytics ingest: it speaks PostHog's capture protocol, so posthog-js needs nothing but its
// api_host pointed here. Documented loosely: the body may also come gzipped (`?compression=gzip-js`)
// or as base64 form data (`?compression=base64`, `data=<base64 JSON>`), and the API decodes and checks
// it itself (api/src/features/analytics/decode.ts), with PostHog's own field names.
import * as z from 'zod/mini';
import { defineEndpoint, ErrorResponse, trimmedText } from './endpoint';
import { INGEST_BATCH_MAX, INGEST_COMPRESSION_MAX, INGEST_TEXT_MAX } from './limits';

export { INGEST_BATCH_MAX, INGEST_COMPRESSION_MAX, INGEST_PROPERTIES_MAX, INGEST_TEXT_MAX } from './limits';

const text = () => z.string().check(z.maxLength(INGEST_TEXT_MAX));

const CaptureEvent = z.looseObject({
  event: z.string().check(z.minLength(1), z.maxLength(INGEST_TEXT_MAX)),
  distinct_id: z.optional(z.union([text(), z.number()])),
  // At most INGEST_PROPERTIES_MAX of them (413 too_many_properties), and 64 kB for the whole event.
  properties: z.optional(z.record(text(), z.unknown())),
  uuid: z.optional(text()),
  timestamp: z.optional(text()),
  api_key: z.optional(text()),
  token: z.optional(text()),
});
const Events = z.array(CaptureEvent).check(z.minLength(1), z.maxLength(INGEST_BATCH_MAX));

/** One event, an array of events, or a batch with its project key. */
export const CapturePayload = z.union([
  CaptureEvent,
  Events,
  z.looseObject({ api_key: z.optional(text()), batch: Events, sent_at: z.optional(text()) }),
]);

export const CaptureQuery = z.object({
  /** How the body is encoded: `gzip-js`, `gzip` or `base64`; plain JSON without it. */
  compression: z.optional(z.string().check(z.maxLength(INGEST_COMPRESSION_MAX))),
});

// @__NO_SIDE_EFFECTS__
const capture = <const P extends string>(docs: { path: P; summary: string }) =>
  defineEndpoint({
    method: 'post',
    ...docs,
    description:
      "PostHog's capture protocol, so posthog-js needs only its api_host pointed here: one event, an array of events or a `{ api_key, batch }`, as JSON, gzip (`?compression=gzip-js`) or base64 form data. A request is stored whole or not at all: at most 50 events and 64 kB an event (413), a known project key (401), and per-address and per-visitor rate limits (429 with Retry-After).",
    tag: 'ingest',
    auth: 'none',
    query: CaptureQuery,
    body: CapturePayload,
    responses: {
      // What PostHog answers; posthog-js only looks at the status.
      200: z.object({ status: z.literal(1) }),
      400: ErrorResponse,
      401: ErrorResponse,
      413: ErrorResponse,
      429: ErrorResponse,
    },
  });

export const captureBatch = capture({
  path: '/ingest/batch',
  summary: 'Stores a batch of analytics events (PostHog /batch)',
});
export const captureCapture = capture({
  path: '/ingest/capture',
  summary: 'Stores analytics events (PostHog /capture)',
});
export const captureE = capture({
  path: '/ingest/e',
  summary: 'Stores analytics events (PostHog /e, what posthog-js sends)',
});
export const captureIV0E = capture({
  path: '/ingest/i/v0/e',
  summary: 'Stores analytics events (PostHog /i/v0/e)',
});
export const captureTrack = capture({
  path: '/ingest/track',
  summary: 'Stores analytics events (PostHog /track)',
});

/**
 * Real-user health of one remote in one environment, per version and rollout channel, from the
 * `remote_health` events the host sends (docs/releases.md "Real-user health"). For the release service:
 * it answers only a caller presenting the service token the API was given (GAIDO_HEALTH_TOKEN).
 */
export const RemoteHealthQuery = z.object({
  environment: trimmedText('environment', 100).check(z.minLength(1, 'environment is required')),
  remote: trimmedText('remote', 100).check(z.minLength(1, 'remote is required')),
  /** Only the page loads made while this rollout ran (its id). */
  rollout: z.optional(trimmedText('rollout', 100)),
  /** Only what was received since this time. */
  since: z.optional(
    z.string().check(
      z.maxLength(40, { error: 'since must be an ISO date-time', abort: true }),
      z.refine((value) => !Number.isNaN(Date.parse(value)), 'since must be an ISO date-time'),
    ),
  ),
});

/** Page loads of one version on one channel; a load counts once however many events it sent. */
export const VersionHealth = z.object({
  version: z.string(),
  /** `canary` or `stable` while a rollout ran; `pinned` for loads made with no rollout. */
  channel: z.string(),
  loads: z.number(),
  /** Loads where the remote's code never arrived (network, integrity). */
  failed: z.number(),
  /** Loads with any failure or error (failed, a render error, an uncaught error from its code). */
  errored: z.number(),
  /** Loads per reason: network, integrity, render, uncaught. */
  reasons: z.record(z.string(), z.number()),
  /** Loads that rendered the remote and reported when. */
  rendered: z.number(),
  firstRenderP75Ms: z.nullable(z.number()),
  lcpP75Ms: z.nullable(z.number()),
  inpP75Ms: z.nullable(z.number()),
});

export const remoteHealth = defineEndpoint({
  method: 'get',
  path: '/ingest/remote-health',
  summary: "A remote's real-user health per version and rollout channel (for the release service)",
  description:
    "Counts page loads from the `remote_health` events of an environment and remote: loads, failed loads, loads with an error and why, and the 75th percentile of the time to the remote's first render, LCP and INP. Needs `Authorization: Bearer <GAIDO_HEALTH_TOKEN>`, the service token the API was started with (401 otherwise, and always when none is set).",
  tag: 'ingest',
  auth: 'service',
  query: RemoteHealthQuery,
  responses: {
    200: z.object({ data: z.object({ versions: z.array(VersionHealth) }) }),
    400: ErrorResponse,
    401: ErrorResponse,
  },
});

export const ingestEndpoints = [
  captureBatch,
  captureCapture,
  captureE,
  captureIV0E,
  captureTrack,
  remoteHealth,
];
