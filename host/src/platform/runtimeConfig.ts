import type { GaidoRuntimeConfig } from '@gaido/shared';
import { parseAnalyticsConfig } from '../analytics/analyticsConfig';
import { parseReleaseConfig, type ReleaseRuntimeConfig } from '../release/releaseConfig';

/** The platform's settings plus the host-only release settings (QA overrides, CDN). */
export type HostRuntimeConfig = Partial<GaidoRuntimeConfig> & { release: ReleaseRuntimeConfig };

/** Deployment settings (API base, assets host) come from /config.json so one build serves every environment. */
export async function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<HostRuntimeConfig> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`config answered ${response.status}`);
    const raw = (await response.json()) as Record<string, unknown>;
    const config: HostRuntimeConfig = { release: parseReleaseConfig(raw.release) };
    if (typeof raw.apiBaseUrl === 'string') config.apiBaseUrl = raw.apiBaseUrl;
    if (typeof raw.assetsHost === 'string') config.assetsHost = raw.assetsHost;
    if (typeof raw.environment === 'string') config.environment = raw.environment;
    // The gems map's basemap style; absent or empty keeps the offline basemap.
    if (typeof raw.mapStyleUrl === 'string' && raw.mapStyleUrl !== '') config.mapStyleUrl = raw.mapStyleUrl;
    const analytics = parseAnalyticsConfig(raw.analytics);
    if (analytics) config.analytics = analytics;
    return config;
  } catch (error) {
    console.warn('[gaido] could not read /config.json, using defaults', error);
    // Without the config QA overrides stay off: the safe default is production's behaviour.
    return { release: parseReleaseConfig(null) };
  }
}
