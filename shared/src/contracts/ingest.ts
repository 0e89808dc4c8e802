// The analytics ingest: it speaks PostHog's capture protocol, so posthog-js needs nothing but its
// api_host pointed here. Documented loosely: the body may also come gzipped (`?compression=gzip-js`)
// or as base64 form data (`?compression=base64`, `data=<base64 JSON>`), and the API decodes and checks
// it itself (api/src/features/analytics/decode.ts), with PostHog's own field names.
import * as z from 'zod/mini';
import { defineEndpoint, ErrorResponse } from './endpoint';

const CaptureEvent = z.looseObject({
  event: z.string(),
  distinct_id: z.optional(z.string()),
  properties: z.optional(z.record(z.string(), z.unknown())),
  uuid: z.optional(z.string()),
  timestamp: z.optional(z.string()),
});

/** One event, an array of events, or a batch with its project key. */
export const CapturePayload = z.union([
  CaptureEvent,
  z.array(CaptureEvent),
  z.looseObject({
    api_key: z.optional(z.string()),
    batch: z.array(CaptureEvent),
    sent_at: z.optional(z.string()),
  }),
]);

export const CaptureQuery = z.object({
  /** How the body is encoded: `gzip-js`, `gzip` or `base64`; plain JSON without it. */
  compression: z.optional(z.string()),
});

// @__NO_SIDE_EFFECTS__
const capture = (path: string, summary: string) =>
  defineEndpoint({
    method: 'post',
    path,
    summary,
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

export const captureBatch = capture('/ingest/batch', 'Stores a batch of analytics events (PostHog /batch)');
export const captureCapture = capture('/ingest/capture', 'Stores analytics events (PostHog /capture)');
export const captureE = capture('/ingest/e', 'Stores analytics events (PostHog /e, what posthog-js sends)');
export const captureIV0E = capture('/ingest/i/v0/e', 'Stores analytics events (PostHog /i/v0/e)');
export const captureTrack = capture('/ingest/track', 'Stores analytics events (PostHog /track)');

export const ingestEndpoints = [captureBatch, captureCapture, captureE, captureIV0E, captureTrack];
