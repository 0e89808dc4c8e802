/**
 * The analytics facade every remote uses (remotes send events only through it). The host
 * plugs in the real backend (posthog-js pointed at the project's own ingest) with
 * `analytics.setBackend`; until then calls wait in a bounded in-memory queue, so events sent while
 * the app starts (posthog-js loads after the first render) are not lost, keep the time they
 * happened, and a missing or failing backend never breaks a page.
 *
 * Batch cap (spec 1: batches of 50, flush every 5 s): not here, because most events never pass
 * through this facade (posthog-js makes autocapture, page-leave and identify events itself). The
 * host's backend routes every event, whoever made it, through `createEventBatcher` (eventBatcher.ts),
 * which is where the cap is enforced.
 */
import { EVENT_BATCH_SIZE, EVENT_FLUSH_INTERVAL_MS } from './eventBatcher';
import { pageNameForPath } from './pageNames';

export type AnalyticsProperties = Record<string, unknown>;

export interface AnalyticsCaptureOptions {
  /** When the event happened; set for calls that waited for the backend. */
  timestamp?: Date;
}

export interface AnalyticsBackend {
  capture(event: string, properties?: AnalyticsProperties, options?: AnalyticsCaptureOptions): void;
  identify(distinctId: string, properties?: AnalyticsProperties): void;
  reset(): void;
  /** Sends what the backend holds now (in batches of at most 50). */
  flush?(): void;
  /** The id events are sent under (the user's id once identified). */
  getDistinctId?(): string | undefined;
}

export const ANALYTICS_BATCH_SIZE = EVENT_BATCH_SIZE;
export const ANALYTICS_FLUSH_INTERVAL_MS = EVENT_FLUSH_INTERVAL_MS;
/** Calls kept while no backend is set; the oldest are dropped beyond this. */
export const ANALYTICS_MAX_QUEUED = 200;

type QueuedCall =
  | { kind: 'capture'; event: string; properties?: AnalyticsProperties; timestamp: Date }
  | { kind: 'identify'; distinctId: string; properties?: AnalyticsProperties }
  | { kind: 'reset' };

let backend: AnalyticsBackend | null = null;
let queue: QueuedCall[] = [];
let dropped = 0;

function guarded(action: () => void): void {
  try {
    action();
  } catch (error) {
    // spec 1: analytics failures only warn; the app keeps working.
    console.warn('[gaido] analytics call failed', error);
  }
}

function deliver(call: QueuedCall, replayed = false): void {
  const current = backend;
  if (!current) {
    queue.push(call);
    if (queue.length > ANALYTICS_MAX_QUEUED) {
      queue.shift();
      dropped += 1;
    }
    return;
  }
  switch (call.kind) {
    case 'capture':
      guarded(() =>
        replayed
          ? current.capture(call.event, call.properties, { timestamp: call.timestamp })
          : current.capture(call.event, call.properties),
      );
      break;
    case 'identify':
      guarded(() => current.identify(call.distinctId, call.properties));
      break;
    case 'reset':
      guarded(() => current.reset());
      break;
  }
}

function capture(event: string, properties: AnalyticsProperties | undefined): void {
  const timestamp = new Date();
  deliver(
    properties ? { kind: 'capture', event, properties, timestamp } : { kind: 'capture', event, timestamp },
  );
}

export const analytics = {
  /** Sends a custom event (e.g. 'app_loaded', 'signup_failed'). */
  track(event: string, properties?: AnalyticsProperties): void {
    capture(event, properties);
  },
  /** Ties the following events to a user (on login). */
  identify(distinctId: string, properties?: AnalyticsProperties): void {
    deliver(properties ? { kind: 'identify', distinctId, properties } : { kind: 'identify', distinctId });
  },
  /** Forgets the user (on sign-out). */
  reset(): void {
    deliver({ kind: 'reset' });
  },
  /** A `$pageview` with the spec page name of the path (spec 1: page names mapped from routes). */
  capturePageview(pathname?: string, properties?: AnalyticsProperties): void {
    const path = pathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
    capture('$pageview', { ...properties, page_name: pageNameForPath(path), path });
  },
  /** Plugs in the real backend (or null to detach it); queued calls are replayed in order. */
  setBackend(next: AnalyticsBackend | null): void {
    backend = next;
    if (!next) return;
    const pending = queue;
    queue = [];
    for (const call of pending) deliver(call, true);
  },
  /** Sends what the backend holds now. */
  flush(): void {
    const current = backend;
    if (current?.flush) guarded(() => current.flush?.());
  },
  /** The id events are sent under, to join other records (e.g. a survey answer) to the visit; null before the backend is ready. */
  distinctId(): string | null {
    let id: string | undefined;
    const current = backend;
    if (current?.getDistinctId)
      guarded(() => {
        id = current.getDistinctId?.();
      });
    return id ?? null;
  },
  hasBackend(): boolean {
    return backend !== null;
  },
  /** Calls waiting for a backend, and how many were dropped because the queue was full. */
  queueStats(): { queued: number; dropped: number } {
    return { queued: queue.length, dropped };
  },
};

/** Back to no backend and an empty queue; for tests. */
export function resetAnalytics(): void {
  backend = null;
  queue = [];
  dropped = 0;
}
