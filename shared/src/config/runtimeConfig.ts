/**
 * Runtime configuration of the platform. The host calls `configureGaido` once at start (from its own
 * runtime config), and every remote reads the same values because this package is a singleton.
 */

export interface GaidoAnalyticsConfig {
  /** Project key of the analytics backend (e.g. a PostHog project key). */
  apiKey?: string;
  /** Ingest host; by default the project's own ingest served by the API. */
  apiHost?: string;
  /** Set to false to keep analytics off (e.g. in unit tests). */
  enabled?: boolean;
  /**
   * Count events from headless browsers (posthog-js drops them as bots otherwise). Set by the
   * local/e2e environment only; the host ignores it in production.
   */
  captureHeadlessBrowsers?: boolean;
  /** Free-form options passed through to the backend the host plugs in. */
  options?: Record<string, unknown>;
}

export interface GaidoRuntimeConfig {
  /** Base of every API call, e.g. http://localhost:4000/api/v1 (no trailing slash). */
  apiBaseUrl: string;
  /** Host that serves images and other assets, e.g. http://localhost:4000 (no trailing slash). */
  assetsHost: string;
  environment: string;
  analytics?: GaidoAnalyticsConfig;
  /**
   * MapLibre style of the gems map (a style.json URL of a tile provider). Unset: the offline basemap
   * that mfe-gems ships (nothing is downloaded at run time, so no tile server).
   */
  mapStyleUrl?: string;
}

export const DEFAULT_RUNTIME_CONFIG: Readonly<GaidoRuntimeConfig> = Object.freeze({
  apiBaseUrl: 'http://localhost:4000/api/v1',
  assetsHost: 'http://localhost:4000',
  environment: 'development',
});

let current: GaidoRuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Merges the given values into the runtime configuration (undefined values are ignored). */
export function configureGaido(config: Partial<GaidoRuntimeConfig>): GaidoRuntimeConfig {
  const next: GaidoRuntimeConfig = { ...current };
  if (config.apiBaseUrl !== undefined) next.apiBaseUrl = withoutTrailingSlash(config.apiBaseUrl);
  if (config.assetsHost !== undefined) next.assetsHost = withoutTrailingSlash(config.assetsHost);
  if (config.environment !== undefined) next.environment = config.environment;
  if (config.analytics !== undefined) next.analytics = { ...current.analytics, ...config.analytics };
  if (config.mapStyleUrl !== undefined) next.mapStyleUrl = config.mapStyleUrl;
  current = next;
  return getRuntimeConfig();
}

export function getRuntimeConfig(): GaidoRuntimeConfig {
  return { ...current, ...(current.analytics ? { analytics: { ...current.analytics } } : {}) };
}

/** Back to the defaults; for tests and for a standalone remote shell. */
export function resetRuntimeConfig(): void {
  current = { ...DEFAULT_RUNTIME_CONFIG };
}

export const PLACEHOLDER_ASSET_PATH = '/assets/placeholder.svg';

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * spec 7: relative asset paths are prefixed with the assets host; a missing image falls back to a
 * placeholder. Absolute URLs (http:, https:, data:, blob:, protocol-relative) are kept as they are.
 */
export function resolveAssetUrl(path?: string | null): string {
  const { assetsHost } = current;
  const trimmed = typeof path === 'string' ? path.trim() : '';
  if (trimmed === '') return `${assetsHost}${PLACEHOLDER_ASSET_PATH}`;
  if (ABSOLUTE_URL.test(trimmed)) return trimmed;
  return `${assetsHost}/${trimmed.replace(/^\/+/, '')}`;
}
