import type { APIRequestContext, Page } from '@playwright/test';
import { API } from './api';

export interface IngestedEvent {
  event: string;
  distinctId: string;
  pageName: string | null;
  currentUrl: string | null;
  properties: Record<string, unknown>;
  occurredAt: string;
}

/**
 * The analytics id posthog-js gave this browser (kept in localStorage as ph_<key>_posthog). It
 * appears once posthog-js has loaded, after the first render: this waits for it.
 */
export async function analyticsIdOf(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      for (let i = 0; i < localStorage.length; i += 1) {
        const key = localStorage.key(i) ?? '';
        if (!/^ph_.+_posthog$/.test(key)) continue;
        const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { distinct_id?: string };
        if (stored.distinct_id) return stored.distinct_id;
      }
      return null;
    },
    undefined,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) as string;
}

/** When the browser captured an event: posthog-js's `$time` (seconds), else the ingest's time. */
function capturedAt(event: IngestedEvent): number {
  const time = event.properties.$time;
  return typeof time === 'number' ? time * 1000 : Date.parse(event.occurredAt);
}

/**
 * What the local ingest stored for one browser (the dev-only QA list), in the order the browser
 * captured them. The ingest's `occurredAt` corrects each batch by its own send-to-receive delay, as
 * PostHog does, so two events a moment apart in different batches can swap places when the machine is
 * busy; the browser's own clock cannot.
 */
export async function ingestedEvents(
  request: APIRequestContext,
  distinctId: string,
): Promise<IngestedEvent[]> {
  const response = await request.get(`${API}/dev/analytics/events`, { params: { distinctId, limit: 500 } });
  if (!response.ok()) throw new Error(`QA event list answered ${response.status()}`);
  const { data } = (await response.json()) as { data: IngestedEvent[] };
  return data.sort((a, b) => capturedAt(a) - capturedAt(b));
}

/**
 * Polls the ingest until `done` holds for this browser's events (the app flushes every 5 s), and
 * returns them.
 */
export async function waitForIngested(
  request: APIRequestContext,
  distinctId: string,
  done: (events: IngestedEvent[]) => boolean,
  timeoutMs = 20_000,
): Promise<IngestedEvent[]> {
  const deadline = Date.now() + timeoutMs;
  let events: IngestedEvent[] = [];
  while (Date.now() < deadline) {
    events = await ingestedEvents(request, distinctId);
    if (done(events)) return events;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `Timed out waiting for events; got: ${events.map((e) => `${e.event}(${e.pageName})`).join(', ')}`,
  );
}

export const pageviewNames = (events: IngestedEvent[]) =>
  events.filter((event) => event.event === '$pageview').map((event) => event.pageName);
