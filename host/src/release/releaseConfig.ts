// What the first load needs of the release tools: the runtime config's `release` block and
// the decision whether this tab has QA overrides to apply. The override code itself (qaOverrides.ts)
// downloads only when the address asks for an override or the session holds some, and is applied only
// where the environment allows overrides: a traveller who never asks for one never downloads it.
import type { RemotesFile } from '../platform/remotesFile';

export const OVERRIDE_PARAM = 'gaido-override';
export const OVERRIDE_STORAGE_KEY = 'gaido:qa-overrides';
/**
 * The same overrides, told to the host's static server (packages/static-server/src/servers.mjs overriddenRemotes), so
 * the next document preloads the overriding version's files instead of the pin's. A session cookie,
 * like the sessionStorage it mirrors.
 */
export const OVERRIDES_COOKIE = 'gaido-qa-overrides';

export interface ReleaseRuntimeConfig {
  /** Where published versions live: <cdnOrigin>/<remote>/<version>/mf-manifest.json */
  cdnOrigin: string | null;
  /** The environment the server itself serves; `environment` may differ when the browser chose one. */
  serverEnvironment: string | null;
  environmentChosenBy: 'server' | 'browser';
  overrides: {
    enabled: boolean;
    allowedOrigins: string[];
    /** The remotes' dev servers among them, which a production build of the host refuses. */
    devServerOrigins: string[];
  };
}

const DISABLED: ReleaseRuntimeConfig = {
  cdnOrigin: null,
  serverEnvironment: null,
  environmentChosenBy: 'server',
  overrides: { enabled: false, allowedOrigins: [], devServerOrigins: [] },
};

/** Reads the `release` block of /config.json; anything missing or malformed means overrides are off. */
export function parseReleaseConfig(raw: unknown): ReleaseRuntimeConfig {
  if (!raw || typeof raw !== 'object') return DISABLED;
  const record = raw as Record<string, unknown>;
  const overrides = (record.overrides ?? {}) as Record<string, unknown>;
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return {
    cdnOrigin: typeof record.cdnOrigin === 'string' ? record.cdnOrigin.replace(/\/+$/, '') : null,
    serverEnvironment: typeof record.serverEnvironment === 'string' ? record.serverEnvironment : null,
    environmentChosenBy: record.environmentChosenBy === 'browser' ? 'browser' : 'server',
    overrides: {
      enabled: overrides.enabled === true,
      allowedOrigins: strings(overrides.allowedOrigins),
      devServerOrigins: strings(overrides.devServerOrigins),
    },
  };
}

/** What is read of qaOverrides.ts, loaded on demand: named here so that this file does not import it back. */
interface QaOverridesModule {
  applyQaOverrides(file: RemotesFile, config: ReleaseRuntimeConfig): Promise<RemotesFile>;
}

/**
 * Whether this tab has anything for the QA overrides to do: a request in the address, or overrides
 * stored for this session. Storage that cannot be read holds none.
 */
export function qaOverridesWanted(
  search: string = window.location.search,
  storage: () => Pick<Storage, 'getItem'> = () => window.sessionStorage,
): boolean {
  if (new URLSearchParams(search).has(OVERRIDE_PARAM)) return true;
  try {
    return storage().getItem(OVERRIDE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The remotes file with this session's QA overrides applied (qaOverrides.ts `applyQaOverrides`).
 * `overrides` is the override code's module, asked for at start when `qaOverridesWanted` (so it
 * downloads alongside /config.json), or null. If it cannot load, the pins apply and the banner says so.
 */
export async function withQaOverrides(
  file: RemotesFile,
  config: ReleaseRuntimeConfig,
  overrides: Promise<QaOverridesModule> | null,
): Promise<RemotesFile> {
  if (!config.overrides.enabled || !overrides) {
    return { ...file, qa: { enabled: config.overrides.enabled, refused: [] } };
  }
  try {
    const { applyQaOverrides } = await overrides;
    return await applyQaOverrides(file, config);
  } catch (error) {
    console.warn('[gaido] QA overrides could not be applied; the pinned versions load', error);
    return {
      ...file,
      qa: {
        enabled: true,
        refused: [{ request: 'QA overrides', reason: 'the override code could not load' }],
      },
    };
  }
}
