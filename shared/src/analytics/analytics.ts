/**
 * The analytics facade every remote uses (issue 7: remotes send events only through it). The host
 * plugs in the real backend (posthog-js pointed at the project's own ingest) with
 * `analytics.setBackend`; until then calls wait in a bounded in-memory queue, so events sent while
 * the app starts are not lost and a missing backend never breaks a page.
 *
 * Batch cap (spec 1: batches of 50, flush every 5 s): posthog-js has no batch-size option, so the
 * facade counts events handed to the backend since its last flush and calls `backend.flush()` when
 * the count reaches 50, and 5 s after the first event of a batch. A backend whose `flush()` sends
 * everything it holds therefore never sends more than 50 events in one request.
 */
import { pageNameForPath } from './pageNames';

export type AnalyticsProperties = Record<string, unknown>;

export interface AnalyticsBackend {
  capture(event: string, properties?: AnalyticsProperties): void;
  identify(distinctId: string, properties?: AnalyticsProperties): void;
  reset(): void;
  /** Sends everything the backend holds now. Without it the batch cap cannot be enforced. */
  flush?(): void;
}

export const ANALYTICS_BATCH_SIZE = 50;
export const ANALYTICS_FLUSH_INTERVAL_MS = 5000;
/** Calls kept while no backend is set; the oldest are dropped beyond this. */
export const ANALYTICS_MAX_QUEUED = 200;

type QueuedCall =
  | { kind: 'capture'; event: string; properties?: AnalyticsProperties }
  | { kind: 'identify'; distinctId: string; properties?: AnalyticsProperties }
  | { kind: 'reset' };

let backend: AnalyticsBackend | null = null;
let queue: QueuedCall[] = [];
let dropped = 0;
let sinceFlush = 0;
let flushTimer: ReturnType<typeof setTimeout> | undefined;

function guarded(action: () => void): void {
  try {
    action();
  } catch (error) {
    // spec 1: analytics failures only warn; the app keeps working.
    console.warn('[gaido] analytics call failed', error);
  }
}

function flushBackend(): void {
  if (flushTimer !== undefined) clearTimeout(flushTimer);
  flushTimer = undefined;
  sinceFlush = 0;
  const current = backend;
  if (current?.flush) guarded(() => current.flush?.());
}

function deliver(call: QueuedCall): void {
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
    case 'capture': {
      guarded(() => current.capture(call.event, call.properties));
      sinceFlush += 1;
      if (sinceFlush >= ANALYTICS_BATCH_SIZE) flushBackend();
      else if (flushTimer === undefined) flushTimer = setTimeout(flushBackend, ANALYTICS_FLUSH_INTERVAL_MS);
      break;
    }
    case 'identify':
      guarded(() => current.identify(call.distinctId, call.properties));
      break;
    case 'reset':
      guarded(() => current.reset());
      break;
  }
}

export const analytics = {
  /** Sends a custom event (e.g. 'app_loaded', 'signup_failed'). */
  track(event: string, properties?: AnalyticsProperties): void {
    deliver(properties ? { kind: 'capture', event, properties } : { kind: 'capture', event });
  },
  /** Ties the following events to a user (on login). */
  identify(distinctId: string, properties?: AnalyticsProperties): void {
    deliver(properties ? { kind: 'identify', distinctId, properties } : { kind: 'identify', distinctId });
  },
  /** Forgets the user (on sign-out). */
  reset(): void {
    deliver({ kind: 'reset' });
  },
  /** A `$pageview` with the spec page name of the path. */
  capturePageview(pathname?: string, properties?: AnalyticsProperties): void {
    const path = pathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
    deliver({
      kind: 'capture',
      event: '$pageview',
      properties: { ...properties, page_name: pageNameForPath(path), path },
    });
  },
  /** Plugs in the real backend (or null to detach it); queued calls are replayed in order. */
  setBackend(next: AnalyticsBackend | null): void {
    if (backend) flushBackend();
    backend = next;
    if (!next) return;
    const pending = queue;
    queue = [];
    for (const call of pending) deliver(call);
  },
  /** Sends what the backend holds now. */
  flush(): void {
    flushBackend();
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
  if (flushTimer !== undefined) clearTimeout(flushTimer);
  flushTimer = undefined;
  backend = null;
  queue = [];
  dropped = 0;
  sinceFlush = 0;
}
