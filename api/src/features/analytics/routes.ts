// The project's own analytics ingest (nothing leaves for an external analytics host). It speaks
// the PostHog capture protocol, so the app's posthog-js needs nothing but `api_host` pointed here,
// and production can point the same app at a real PostHog through configuration instead.
//
//   the capture endpoints (e, i/v0/e, batch, capture, track) -> { status: 1 }, 429 past the rate
//        limits per client IP and per distinct_id (rate-limit.ts)
//   remote health (the release service's token)               -> health per remote version
//   the dev event list (not in production)                    -> recent events, for QA

import { dev as contract, ingest } from '@gaido/contracts';
import { ANALYTICS_INGEST_RATE_LIMITS } from '../../config';
import type { Database } from '../../db/client';
import type { AppDeps } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { ApiError } from '../../http/errors';
import { singlePageMeta } from '../../http/pagination';
import { contractRoutes } from '../../http/route';
import { type CaptureEvent, decodeCaptureBody, IngestError, normalizeCaptureBatch } from './decode';
import { deleteEventsReceivedBefore, recentEvents, remoteHealthOf, storeEvents } from './queries';
import { createIngestRateLimiter, pruneIdleBuckets } from './rate-limit';
import { storedProperties, storedText } from './redact';

/** The project key of the local ingest; the app's runtime config sends the same by default. */
export const DEFAULT_ANALYTICS_API_KEY = 'phc_gaido_local';
/** Events older than this are deleted (the local ingest is for the product team and QA, not an archive). */
export const ANALYTICS_RETENTION_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60_000;

const CAPTURE_ENDPOINTS = [
  ingest.captureE,
  ingest.captureIV0E,
  ingest.captureBatch,
  ingest.captureCapture,
  ingest.captureTrack,
];

/**
 * The app already redacts link tokens before sending; the ingest does it again, in every field and
 * every shape (redact.ts), for every other sender (an old app version, another client, a real
 * PostHog SDK pointed here), and bounds what each property may store.
 */
export function withoutSecrets(event: CaptureEvent): CaptureEvent {
  const orNull = (value: string | null) => (value === null ? null : storedText(value));
  return {
    ...event,
    event: storedText(event.event),
    distinctId: storedText(event.distinctId),
    sessionId: orNull(event.sessionId),
    pageName: orNull(event.pageName),
    currentUrl: orNull(event.currentUrl),
    properties: storedProperties(event.properties),
  };
}

export async function pruneOldEvents(db: Database, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * 24 * 60 * 60_000);
  await deleteEventsReceivedBefore(db, cutoff);
}

export function analyticsIngestRoutes(deps: AppDeps) {
  const { db, config, now } = deps;
  const { app, mount } = contractRoutes(deps);
  const acceptedKeys = new Set(config.analyticsApiKeys ?? [DEFAULT_ANALYTICS_API_KEY]);
  const rateLimit = createIngestRateLimiter({
    db,
    limits: ANALYTICS_INGEST_RATE_LIMITS,
    now: () => (now ? now().getTime() : Date.now()),
  });
  let lastPrune = 0;

  // The body is decoded here, not by the contract's schema: it may come gzipped or as base64 form
  // data (decode.ts checks it with the contract's limits). The query is the contract's.
  for (const endpoint of CAPTURE_ENDPOINTS) {
    mount({ ...endpoint, body: undefined }, async (c, { query }) => {
      const ip = clientIp(c, config.trustProxy);
      await rateLimit.admitRequest(ip);
      const body = new Uint8Array(await c.req.arrayBuffer());
      let batch: ReturnType<typeof normalizeCaptureBatch>;
      try {
        const payload = decodeCaptureBody(body, {
          compression: query.compression,
          contentType: c.req.header('content-type'),
          contentEncoding: c.req.header('content-encoding'),
        });
        batch = normalizeCaptureBatch(payload);
      } catch (error) {
        if (error instanceof IngestError) throw new ApiError(error.status, error.code, error.message);
        throw error;
      }
      if (!batch.apiKey || !acceptedKeys.has(batch.apiKey)) {
        throw new ApiError(401, 'invalid_api_key', 'Unknown or missing project API key');
      }
      await rateLimit.admitEvents(ip, batch.events);
      await storeEvents(db, batch.events.map(withoutSecrets));
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        void pruneOldEvents(db)
          .then(() => pruneIdleBuckets(db, new Date()))
          .catch(() => undefined);
      }
      // What PostHog answers; posthog-js only looks at the status code.
      return c.json({ status: 1 });
    });
  }
  // The release service reads real-user health per remote version here (docs/releases.md).
  // `auth: 'service'`: the service token is checked after the query (route.ts).
  mount(ingest.remoteHealth, async (c, { query }) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { versions: await remoteHealthOf(db, query) } });
  });
  return app;
}

/** QA: the most recent events first. Mounted only outside production (they hold browsing data). */
export function devAnalyticsRoutes(deps: AppDeps) {
  const { db } = deps;
  const { app, mount } = contractRoutes(deps);
  mount(contract.analyticsEvents, async (c, { query }) => {
    const rows = await recentEvents(db, query);
    const data = rows.map((row) => ({
      id: row.id,
      event: row.event,
      distinctId: row.distinctId,
      sessionId: row.sessionId,
      pageName: row.pageName,
      currentUrl: row.currentUrl,
      properties: row.properties,
      occurredAt: row.occurredAt.toISOString(),
      receivedAt: row.receivedAt.toISOString(),
    }));
    c.header('Cache-Control', 'no-store');
    return c.json({ data, meta: singlePageMeta(data.length) });
  });
  return app;
}
