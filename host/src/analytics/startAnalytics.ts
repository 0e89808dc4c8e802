/**
 * Starts product analytics (spec 1): `app_loaded` at once (the facade keeps it until the
 * backend is ready), then posthog-js loaded lazily once the first page has rendered and the browser
 * is idle, so it never weighs on the first load. If it cannot load or start, the app only logs a
 * warning and keeps working; the facade keeps a bounded queue, which a tab closed before posthog-js
 * has loaded still sends, by beacon on `pagehide` (beaconQueuedEvents.ts).
 */
import { type AnalyticsBackend, analytics, getCurrentUser, getRuntimeConfig } from '@gaido/shared';
import { whenIdle } from '../platform/whenIdle';
import { type AnalyticsSettings, resolveAnalyticsSettings } from './analyticsConfig';
import { beaconQueuedEventsOnPageHide } from './beaconQueuedEvents';

type LoadBackend = () => Promise<{ createPosthogBackend: (settings: AnalyticsSettings) => AnalyticsBackend }>;

const loadPosthogBackend: LoadBackend = () =>
  import(/* webpackChunkName: "analytics-posthog" */ './posthogBackend');

const DISABLED: AnalyticsBackend = { capture: () => {}, identify: () => {}, reset: () => {} };

let started = false;

export function startAnalytics(load: LoadBackend = loadPosthogBackend, schedule = whenIdle): void {
  if (started) return;
  started = true;
  const config = getRuntimeConfig();
  const settings = resolveAnalyticsSettings(config);
  if (!settings.enabled) {
    analytics.setBackend(DISABLED);
    return;
  }
  analytics.track('app_loaded', { environment: config.environment });
  // A session restored from storage: make sure the events are tied to the user (no-op if they are).
  const user = getCurrentUser();
  if (user) analytics.identify(user.id);
  if (typeof window !== 'undefined') beaconQueuedEventsOnPageHide(settings);
  schedule(() => {
    load()
      .then(({ createPosthogBackend }) => analytics.setBackend(createPosthogBackend(settings)))
      .catch((error: unknown) => {
        console.warn('[gaido] analytics could not start; the app works without it', error);
      });
  });
}

/** For tests. */
export function resetAnalyticsStart(): void {
  started = false;
}
