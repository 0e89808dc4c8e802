/**
 * Events queued before posthog-js has loaded (it loads once the browser is idle, after the first
 * page) would die with a tab closed sooner. On `pagehide`, while no backend is set, the facade's
 * queue is drained into PostHog capture events and sent with `navigator.sendBeacon`, which the
 * browser delivers after the page is gone. Nothing extra is loaded or sent during the first load:
 * this is a listener and a few functions, run only when the page is hidden.
 */
import { type AnalyticsBackend, type AnalyticsProperties, analytics } from '@gaido/shared';
import type { AnalyticsSettings } from './analyticsConfig';

/** spec 1: batches of at most 50. */
const BEACON_BATCH_SIZE = 50;

export interface BeaconEvent {
  event: string;
  properties: AnalyticsProperties;
  timestamp: string;
  uuid: string;
}

function newId(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
  }
}

/** The id posthog-js keeps for this browser (ph_<key>_posthog), when it ran here before. */
export function storedDistinctId(apiKey: string, storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    const stored = JSON.parse(storage?.getItem(`ph_${apiKey}_posthog`) ?? 'null') as {
      distinct_id?: unknown;
    } | null;
    return typeof stored?.distinct_id === 'string' && stored.distinct_id !== '' ? stored.distinct_id : null;
  } catch {
    return null;
  }
}

/** Drains the facade's queue (if no backend is set) into capture events, in order. */
export function drainQueuedEvents(fallbackDistinctId: () => string): BeaconEvent[] {
  if (analytics.hasBackend() || analytics.queueStats().queued === 0) return [];
  const collected: { event: string; properties: AnalyticsProperties; at: Date; identified: string | null }[] =
    [];
  let identified: string | null = null;
  const collector: AnalyticsBackend = {
    capture: (event, properties, options) => {
      collected.push({
        event,
        properties: properties ?? {},
        at: options?.timestamp ?? new Date(),
        identified,
      });
    },
    identify: (distinctId) => {
      identified = distinctId;
    },
    reset: () => {
      identified = null;
    },
  };
  analytics.setBackend(collector);
  // Detached again: anything later waits for posthog-js as before (the page may come back from
  // the back-forward cache).
  analytics.setBackend(null);
  const anonymous = fallbackDistinctId();
  return collected.map(({ event, properties, at, identified: user }) => ({
    event,
    properties: { ...properties, distinct_id: user ?? anonymous, $lib: 'gaido-beacon' },
    timestamp: at.toISOString(),
    uuid: newId(),
  }));
}

/** One beacon per batch of 50; true when the browser accepted them all. */
export function sendBeaconBatches(
  settings: Pick<AnalyticsSettings, 'apiKey' | 'apiHost'>,
  events: BeaconEvent[],
  send: (url: string, body: Blob) => boolean,
): boolean {
  let accepted = true;
  for (let start = 0; start < events.length; start += BEACON_BATCH_SIZE) {
    const body = JSON.stringify({
      api_key: settings.apiKey,
      batch: events.slice(start, start + BEACON_BATCH_SIZE),
      sent_at: new Date().toISOString(),
    });
    // text/plain keeps the beacon a CORS-simple request (no preflight, which a closing page cannot wait for).
    accepted = send(`${settings.apiHost}/batch/`, new Blob([body], { type: 'text/plain' })) && accepted;
  }
  return accepted;
}

/** Listens for `pagehide` and beacons whatever is still queued then. */
export function beaconQueuedEventsOnPageHide(settings: AnalyticsSettings, target: Window = window): void {
  if (typeof target.navigator?.sendBeacon !== 'function') return;
  target.addEventListener('pagehide', () => {
    const events = drainQueuedEvents(() => {
      const local = (() => {
        try {
          return target.localStorage;
        } catch {
          return null;
        }
      })();
      return storedDistinctId(settings.apiKey, local) ?? newId();
    });
    if (events.length === 0) return;
    sendBeaconBatches(settings, events, (url, body) => target.navigator.sendBeacon(url, body));
  });
}
