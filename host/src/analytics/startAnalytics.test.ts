import {
  type AnalyticsBackend,
  analytics,
  configureGaido,
  resetAnalytics,
  resetRuntimeConfig,
} from '@gaido/shared';
import { resetAnalyticsStart, startAnalytics } from './startAnalytics';

function fakeBackend() {
  return { capture: vi.fn(), identify: vi.fn(), reset: vi.fn() } satisfies AnalyticsBackend;
}

afterEach(() => {
  resetAnalyticsStart();
  resetAnalytics();
  resetRuntimeConfig();
});

describe('starting analytics', () => {
  it('sends app_loaded once, and loads the backend only when the browser is idle', async () => {
    const backend = fakeBackend();
    let runWhenIdle: (() => void) | undefined;
    const load = vi.fn(async () => ({ createPosthogBackend: () => backend }));
    startAnalytics(load, (callback) => {
      runWhenIdle = callback;
    });
    startAnalytics(load, () => {});
    expect(load).not.toHaveBeenCalled();
    expect(analytics.queueStats().queued).toBe(1);
    runWhenIdle?.();
    await vi.waitFor(() => expect(analytics.hasBackend()).toBe(true));
    expect(backend.capture).toHaveBeenCalledTimes(1);
    expect(backend.capture).toHaveBeenCalledWith(
      'app_loaded',
      { environment: 'development' },
      { timestamp: expect.any(Date) },
    );
  });

  it('only warns when posthog-js cannot be loaded, and the app carries on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    startAnalytics(
      () => Promise.reject(new Error('Loading chunk analytics-posthog failed')),
      (callback) => callback(),
    );
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('analytics'), expect.any(Error)),
    );
    expect(error).not.toHaveBeenCalled();
    expect(() => analytics.track('still_fine')).not.toThrow();
  });

  it('only warns when posthog-js throws while starting', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    startAnalytics(
      async () => ({
        createPosthogBackend: () => {
          throw new Error('storage blocked');
        },
      }),
      (callback) => callback(),
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(analytics.hasBackend()).toBe(false);
  });

  it('loads nothing when the config turns analytics off', () => {
    configureGaido({ analytics: { enabled: false } });
    const load = vi.fn();
    startAnalytics(load, (callback) => callback());
    analytics.track('ignored');
    expect(load).not.toHaveBeenCalled();
    expect(analytics.queueStats().queued).toBe(0);
  });
});
