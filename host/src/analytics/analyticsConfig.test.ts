import { LOCAL_ANALYTICS_API_KEY, parseAnalyticsConfig, resolveAnalyticsSettings } from './analyticsConfig';

const API = 'http://localhost:4000/api/v1';

describe('analytics settings from the runtime config', () => {
  it('defaults to the project’s own ingest and local key, with the bot filter on', () => {
    expect(resolveAnalyticsSettings({ apiBaseUrl: API, environment: 'development' })).toEqual({
      enabled: true,
      apiKey: LOCAL_ANALYTICS_API_KEY,
      apiHost: `${API}/ingest`,
      captureHeadlessBrowsers: false,
    });
  });

  it('points at a real PostHog when the config says so', () => {
    const settings = resolveAnalyticsSettings({
      apiBaseUrl: API,
      environment: 'production',
      analytics: { apiKey: 'phc_live', apiHost: 'https://eu.i.posthog.com/' },
    });
    expect(settings).toMatchObject({ apiKey: 'phc_live', apiHost: 'https://eu.i.posthog.com' });
  });

  it('lets the local and e2e environments count headless browsers', () => {
    const settings = resolveAnalyticsSettings({
      apiBaseUrl: API,
      environment: 'local',
      analytics: { captureHeadlessBrowsers: true },
    });
    expect(settings.captureHeadlessBrowsers).toBe(true);
  });

  it('never turns the bot filter off in production, whatever the config says', () => {
    const settings = resolveAnalyticsSettings({
      apiBaseUrl: API,
      environment: 'production',
      analytics: { captureHeadlessBrowsers: true },
    });
    expect(settings.captureHeadlessBrowsers).toBe(false);
  });

  it('reads only well-typed fields from /config.json, accepting host for apiHost', () => {
    expect(
      parseAnalyticsConfig({
        apiKey: 'k',
        host: 'https://h',
        enabled: 'yes',
        captureHeadlessBrowsers: 1,
        x: 2,
      }),
    ).toEqual({ apiKey: 'k', apiHost: 'https://h' });
    expect(parseAnalyticsConfig({ enabled: false, captureHeadlessBrowsers: true })).toEqual({
      enabled: false,
      captureHeadlessBrowsers: true,
    });
    expect(parseAnalyticsConfig(null)).toBeUndefined();
    expect(parseAnalyticsConfig(['x'])).toBeUndefined();
  });
});
