import { type AnalyticsBackend, analytics, resetAnalytics } from '@gaido/shared';
import {
  beaconQueuedEventsOnPageHide,
  drainQueuedEvents,
  sendBeaconBatches,
  storedDistinctId,
} from './beaconQueuedEvents';

const settings = {
  enabled: true,
  apiKey: 'phc_gaido_local',
  apiHost: 'http://localhost:4000/api/v1/ingest',
  captureHeadlessBrowsers: false,
};

async function bodyOf(blob: Blob) {
  return JSON.parse(await blob.text()) as {
    api_key: string;
    batch: { event: string; properties: Record<string, unknown> }[];
  };
}

afterEach(() => resetAnalytics());

describe('events queued before analytics starts, on a closing tab', () => {
  it('are beaconed on pagehide, in order, under the browser’s analytics id', async () => {
    localStorage.setItem('ph_phc_gaido_local_posthog', JSON.stringify({ distinct_id: 'browser-1' }));
    const sent: { url: string; body: Blob }[] = [];
    const target = new EventTarget() as Window;
    Object.assign(target, {
      navigator: { sendBeacon: (url: string, body: Blob) => sent.push({ url, body }) > 0 },
      localStorage,
    });
    beaconQueuedEventsOnPageHide(settings, target);
    analytics.track('app_loaded', { environment: 'local' });
    analytics.capturePageview('/tours');
    expect(sent).toHaveLength(0);

    target.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('http://localhost:4000/api/v1/ingest/batch/');
    expect(sent[0]?.body.type).toBe('text/plain');
    const body = await bodyOf(sent[0]!.body);
    expect(body.api_key).toBe('phc_gaido_local');
    expect(body.batch.map((event) => event.event)).toEqual(['app_loaded', '$pageview']);
    expect(body.batch[0]?.properties).toMatchObject({ environment: 'local', distinct_id: 'browser-1' });
    expect(analytics.queueStats().queued).toBe(0);
    localStorage.clear();
  });

  it('sends nothing once the real backend holds the events', () => {
    const backend: AnalyticsBackend = { capture: vi.fn(), identify: vi.fn(), reset: vi.fn() };
    analytics.track('app_loaded');
    analytics.setBackend(backend);
    expect(drainQueuedEvents(() => 'anon')).toEqual([]);
    expect(backend.capture).toHaveBeenCalledTimes(1);
  });

  it('ties events after a login to the user, and leaves later events queued for posthog-js', () => {
    analytics.track('before');
    analytics.identify('user-1');
    analytics.track('after');
    const events = drainQueuedEvents(() => 'anon');
    expect(events.map((event) => [event.event, event.properties.distinct_id])).toEqual([
      ['before', 'anon'],
      ['after', 'user-1'],
    ]);
    analytics.track('later');
    expect(analytics.hasBackend()).toBe(false);
    expect(analytics.queueStats().queued).toBe(1);
  });

  it('splits into beacons of at most 50 events', () => {
    const send = vi.fn(() => true);
    const events = Array.from({ length: 120 }, (_, index) => ({
      event: `e${index}`,
      properties: {},
      timestamp: new Date().toISOString(),
      uuid: String(index),
    }));
    expect(sendBeaconBatches(settings, events, send)).toBe(true);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('reads no id from a storage without posthog-js’s entry', () => {
    expect(storedDistinctId('phc_x', { getItem: () => null })).toBeNull();
    expect(storedDistinctId('phc_x', { getItem: () => 'garbage' })).toBeNull();
  });
});
