import { type AnalyticsBackend, analytics } from '@gaido/shared';
import type { CaptureResult } from 'posthog-js/dist/module.slim';
import { createPosthogBackend, withOutageWarning, withPageName } from './posthogBackend';

// posthog-js is a singleton: one backend for the whole file, its sent batches recorded.
const sent: { batch: CaptureResult[]; mode: 'fetch' | 'beacon' }[] = [];
let backend: AnalyticsBackend;

beforeAll(() => {
  backend = createPosthogBackend(
    {
      enabled: true,
      apiKey: 'phc_test',
      apiHost: 'http://localhost:4000/api/v1/ingest',
      captureHeadlessBrowsers: false,
    },
    {
      send: async (batch, mode) => {
        sent.push({ batch: batch as CaptureResult[], mode });
      },
      // The cap test sends 99 events at once: above posthog-js's default client burst limit.
      posthogOptions: { rate_limiting: { events_per_second: 1000, events_burst_limit: 1000 } },
    },
  );
});

beforeEach(() => {
  analytics.setBackend(backend);
  backend.flush?.();
  sent.length = 0;
});

const events = () => sent.flatMap((request) => request.batch);

describe('the posthog-js backend', () => {
  it('sends every event through the batcher in batches of at most 50, the rest 5 s later', () => {
    vi.useFakeTimers();
    for (let i = 0; i < 99; i += 1) analytics.track('scroll_step', { i });
    expect(sent.map((request) => request.batch.length)).toEqual([50]);
    vi.advanceTimersByTime(5000);
    expect(sent.map((request) => request.batch.length)).toEqual([50, 49]);
    expect(events().map((event) => event.properties.i)).toEqual(Array.from({ length: 99 }, (_, i) => i));
  });

  it('sends events in the PostHog shape, with the project token and a distinct id', () => {
    analytics.track('app_loaded', { environment: 'test' });
    backend.flush?.();
    const [event] = events();
    expect(event).toMatchObject({
      event: 'app_loaded',
      uuid: expect.any(String),
      properties: { environment: 'test', token: 'phc_test', distinct_id: expect.any(String) },
    });
  });

  it('sends a page view with the page name of the route', () => {
    analytics.capturePageview('/tours/lisbon/alfama-food-walk');
    backend.flush?.();
    expect(events()[0]).toMatchObject({
      event: '$pageview',
      properties: { page_name: 'Tour Detail', path: '/tours/lisbon/alfama-food-walk' },
    });
  });

  it('autocaptures a click and names the page it happened on', () => {
    const button = document.createElement('button');
    button.textContent = 'Book now';
    document.body.append(button);
    button.click();
    backend.flush?.();
    button.remove();
    const click = events().find((event) => event.event === '$autocapture');
    expect(click?.properties).toMatchObject({ $el_text: 'Book now', page_name: 'Home' });
  });

  it('captures the page leave and sends what is left as a beacon when the page goes away', () => {
    analytics.track('last_click');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.mode).toBe('beacon');
    expect(sent[0]?.batch.map((event) => event.event)).toEqual(['last_click', '$pageleave']);
  });

  it('ties events to the user on identify and forgets them on reset', () => {
    analytics.identify('user-42');
    expect(analytics.distinctId()).toBe('user-42');
    analytics.reset();
    expect(analytics.distinctId()).not.toBe('user-42');
  });

  it('sends no token from the address of a reset link, in any property', () => {
    const before = window.location.href;
    window.history.pushState({}, '', '/reset-password?token=reset-secret-4711&lang=en');
    try {
      analytics.capturePageview('/reset-password');
      const link = document.createElement('a');
      link.href = '/verify-email?token=verify-secret-4712';
      link.textContent = 'Verify';
      document.body.append(link);
      link.click();
      link.remove();
      backend.flush?.();
    } finally {
      window.history.pushState({}, '', before);
    }
    const sentText = JSON.stringify(events());
    expect(events().length).toBeGreaterThan(0);
    expect(sentText).not.toContain('reset-secret-4711');
    expect(sentText).not.toContain('verify-secret-4712');
    expect(events()[0]?.properties.$current_url).toMatch(/\/reset-password\?token=redacted&lang=en$/);
  });

  it('keeps the original time of an event that waited for the backend', () => {
    backend.capture('queued_event', {}, { timestamp: new Date('2026-01-01T00:00:00Z') });
    backend.flush?.();
    expect(events()[0]?.timestamp).toEqual(new Date('2026-01-01T00:00:00Z'));
  });
});

describe('withOutageWarning', () => {
  it('warns once per outage, keeps asking for retries, and warns again after a recovery', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let online = false;
    const send = withOutageWarning(async () => {
      if (!online) throw new Error('Failed to fetch');
    });
    await expect(send([1], 'fetch')).rejects.toThrow('Failed to fetch');
    await expect(send([1], 'fetch')).rejects.toThrow('Failed to fetch');
    expect(warn).toHaveBeenCalledTimes(1);
    online = true;
    await send([1], 'fetch');
    online = false;
    await expect(send([1], 'fetch')).rejects.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('withPageName', () => {
  it('adds the page name from the event URL unless the event has one', () => {
    const base = { uuid: 'u', event: '$pageleave', properties: { $current_url: 'http://x/privacy-policy' } };
    expect(withPageName(base).properties.page_name).toBe('Privacy');
    const named = { ...base, properties: { ...base.properties, page_name: 'Custom' } };
    expect(withPageName(named).properties.page_name).toBe('Custom');
    expect(withPageName({ uuid: 'u', event: 'x', properties: {} }).properties.page_name).toBeUndefined();
  });
});
