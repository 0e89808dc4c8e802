/**
 * The analytics backend behind the `@gaido/shared` facade: posthog-js (spec 1). This module
 * is loaded lazily after the first render (startAnalytics.ts), so posthog-js is never part of the
 * first-load JavaScript.
 *
 * posthog-js makes the events (page views from the facade, page leaves, autocapture, identify,
 * custom events) with its persistence and session ids; it does not send them. Its `before_send`
 * hook hands every finished event to the shared batcher and returns null, so the batcher's cap of
 * 50 events per request and 5 s flush hold for all of them (posthog-js has no batch-size option and
 * its own queue cannot be flushed from outside); secrets in URLs are redacted first. The batcher sends in the PostHog capture protocol
 * to `apiHost`: the project's own ingest by default, a real PostHog in production.
 */
import { type AnalyticsBackend, pageNameForPath } from '@gaido/shared';
import {
  createCaptureTransport,
  createEventBatcher,
  EVENT_BATCH_SIZE,
  EVENT_FLUSH_INTERVAL_MS,
  redactSecrets,
} from '@gaido/shared/analytics';
// The slim build plus only the extensions used here (autocapture, history): 65 kB gzipped instead of
// the default bundle's 117 kB, which also carries replay, surveys, flags, toolbar and more.
import { AnalyticsExtensions } from 'posthog-js/dist/extension-bundles';
import posthog, { type CaptureResult, type PostHogConfig } from 'posthog-js/dist/module.slim';
import type { AnalyticsSettings } from './analyticsConfig';

export interface PosthogBackendDeps {
  /** Replaces the HTTP transport (tests). */
  send?: Send;
  /** Extra posthog-js options (tests). */
  posthogOptions?: Partial<PostHogConfig>;
}

function pathOf(properties: Record<string, unknown>): string | null {
  if (typeof properties.$pathname === 'string') return properties.$pathname;
  if (typeof properties.$current_url === 'string') {
    try {
      return new URL(properties.$current_url).pathname;
    } catch {
      return null;
    }
  }
  return null;
}

/** spec 1: every event carries the page name of the route it happened on (page views already do). */
export function withPageName(event: CaptureResult): CaptureResult {
  if (typeof event.properties.page_name === 'string') return event;
  const path = pathOf(event.properties);
  return path ? { ...event, properties: { ...event.properties, page_name: pageNameForPath(path) } } : event;
}

type Send = (batch: unknown[], mode: 'fetch' | 'beacon') => Promise<void>;

/** spec 1: analytics problems only warn — and once per outage, not every 5 s while it lasts. */
export function withOutageWarning(send: Send): Send {
  let failing = false;
  return async (batch, mode) => {
    try {
      await send(batch, mode);
      failing = false;
    } catch (error) {
      if (!failing) console.warn('[gaido] analytics events could not be sent; will retry', error);
      failing = true;
      throw error;
    }
  };
}

// extension-bundles.d.ts types these classes against the default bundle's PostHog class, which
// TypeScript sees as a different type from the slim bundle's (private members make classes nominal);
// at run time they are the same extension classes the default bundle installs.
const EXTENSIONS = {
  autocapture: AnalyticsExtensions.autocapture,
  historyAutocapture: AnalyticsExtensions.historyAutocapture,
} as unknown as NonNullable<PostHogConfig['__extensionClasses']>;

export function posthogOptions(
  settings: AnalyticsSettings,
  beforeSend: (event: CaptureResult | null) => CaptureResult | null,
): Partial<PostHogConfig> {
  return {
    api_host: settings.apiHost,
    persistence: 'localStorage+cookie',
    autocapture: true,
    // The host captures a page view on every route change itself, with the page name (AnalyticsHost).
    capture_pageview: false,
    capture_pageleave: true,
    request_queue_config: { flush_interval_ms: EVENT_FLUSH_INTERVAL_MS },
    before_send: beforeSend,
    opt_out_useragent_filter: settings.captureHeadlessBrowsers,
    __extensionClasses: EXTENSIONS,
    // Only the events above: no flags/decide call, no script loading, nothing else to any host.
    advanced_disable_flags: true,
    disable_external_dependency_loading: true,
    disable_session_recording: true,
    disable_surveys: true,
    disable_surveys_automatic_display: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    capture_performance: false,
    capture_heatmaps: false,
    capture_dead_clicks: false,
    capture_exceptions: false,
  };
}

export function createPosthogBackend(
  settings: AnalyticsSettings,
  deps: PosthogBackendDeps = {},
): AnalyticsBackend {
  const transport = withOutageWarning(
    deps.send ?? createCaptureTransport({ host: settings.apiHost, apiKey: settings.apiKey }),
  );
  const batcher = createEventBatcher<CaptureResult>({
    maxBatchSize: EVENT_BATCH_SIZE,
    flushIntervalMs: EVENT_FLUSH_INTERVAL_MS,
    send: transport,
  });

  posthog.init(settings.apiKey, {
    ...posthogOptions(settings, (event) => {
      // Link tokens (reset, verification, email change) never leave the page, in any property.
      if (event) batcher.add(withPageName(redactSecrets(event)));
      return null;
    }),
    ...deps.posthogOptions,
  });

  // Registered after posthog's own pagehide handler, which captures $pageleave into the batcher.
  const sendRest = () => batcher.flushWithBeacon();
  window.addEventListener('pagehide', sendRest);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendRest();
  });

  return {
    capture: (event, properties, options) =>
      void posthog.capture(
        event,
        properties,
        options?.timestamp ? { timestamp: options.timestamp } : undefined,
      ),
    identify: (distinctId, properties) => posthog.identify(distinctId, properties),
    reset: () => posthog.reset(),
    flush: () => batcher.flush(),
    getDistinctId: () => posthog.get_distinct_id(),
  };
}
