/**
 * Analytics settings from the runtime config (/config.json), with the defaults that make
 * it work with no setup: the project's own ingest at `<apiBaseUrl>/ingest` and its local key.
 * Production points `apiKey`/`apiHost` at a real PostHog instead.
 *
 * `captureHeadlessBrowsers` turns off posthog-js's bot filter, which drops every event from a
 * headless browser: the local/e2e environment sets it so Playwright sees real events. It is ignored
 * in production whatever the config says, so bot traffic is never counted as visitors there.
 */
import type { GaidoAnalyticsConfig, GaidoRuntimeConfig } from '@gaido/shared';

export const LOCAL_ANALYTICS_API_KEY = 'phc_gaido_local';

export interface AnalyticsSettings {
  enabled: boolean;
  apiKey: string;
  apiHost: string;
  captureHeadlessBrowsers: boolean;
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The `analytics` object of /config.json, keeping only well-typed fields (`host` is read as `apiHost`). */
export function parseAnalyticsConfig(raw: unknown): GaidoAnalyticsConfig | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const source = raw as Record<string, unknown>;
  const config: GaidoAnalyticsConfig = {};
  const apiKey = nonEmpty(source.apiKey);
  const apiHost = nonEmpty(source.apiHost) ?? nonEmpty(source.host);
  if (apiKey) config.apiKey = apiKey;
  if (apiHost) config.apiHost = apiHost;
  if (typeof source.enabled === 'boolean') config.enabled = source.enabled;
  if (typeof source.captureHeadlessBrowsers === 'boolean') {
    config.captureHeadlessBrowsers = source.captureHeadlessBrowsers;
  }
  return config;
}

export function resolveAnalyticsSettings(
  config: Pick<GaidoRuntimeConfig, 'apiBaseUrl' | 'environment' | 'analytics'>,
): AnalyticsSettings {
  const analytics = config.analytics ?? {};
  return {
    enabled: analytics.enabled !== false,
    apiKey: analytics.apiKey ?? LOCAL_ANALYTICS_API_KEY,
    apiHost: (analytics.apiHost ?? `${config.apiBaseUrl}/ingest`).replace(/\/+$/, ''),
    captureHeadlessBrowsers:
      analytics.captureHeadlessBrowsers === true && config.environment !== 'production',
  };
}
