// The `analytics` part of /config.json. By default the app sends its events to the
// project's own ingest (<API>/ingest) with the local key, so analytics works with no setup and no
// internet; a deployment points it at a real PostHog with ANALYTICS_API_KEY and ANALYTICS_HOST.
//
// captureHeadlessBrowsers turns posthog-js's bot filter off so Playwright's headless Chromium is
// counted. Only environments that exist on one machine (declared `local`: local, e2e-*) get it,
// GAIDO_ANALYTICS_CAPTURE_HEADLESS=1/0 forces it on or off elsewhere, and production never has it
// (the host ignores it there too).

export const LOCAL_ANALYTICS_API_KEY = 'phc_gaido_local';

/**
 * @param {{ environment: string, apiBaseUrl: string, policy?: { local?: boolean }, env?: NodeJS.ProcessEnv }} options
 */
export function analyticsRuntimeConfig({ environment, apiBaseUrl, policy, env = process.env }) {
  const forced = env.GAIDO_ANALYTICS_CAPTURE_HEADLESS;
  const headless = forced === '1' || (forced !== '0' && policy?.local === true);
  return {
    enabled: env.ANALYTICS_ENABLED !== '0',
    apiKey: env.ANALYTICS_API_KEY || LOCAL_ANALYTICS_API_KEY,
    apiHost: (env.ANALYTICS_HOST || `${apiBaseUrl}/ingest`).replace(/\/+$/, ''),
    captureHeadlessBrowsers: environment !== 'production' && headless,
  };
}
