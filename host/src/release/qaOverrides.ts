// QA overrides: a tester loads another build of one remote in their browser session only,
// like single-spa's import-map-overrides. `?gaido-override=mfe_tours@<version>` loads a published
// version from the CDN, once the release gate finds it compatible with the host deployed in this
// environment (`mfe_tours@<version>!` forces it past the gate, and the banner says so);
// `?gaido-override=mfe_tours=<manifest URL>` loads from an allowlisted origin (a preview CDN, or a
// squad's dev server where the host itself runs in dev). Overrides live in sessionStorage, so closing
// the tab or pressing Reset ends them, mirrored in a session cookie for the server's preload hints;
// production ignores them (its runtime config turns them off, and nothing here is read or written).
import { REMOTE_NAMES, type RemoteName, type RemotesFile } from '../platform/remotesFile';
import {
  OVERRIDE_PARAM,
  OVERRIDE_STORAGE_KEY,
  OVERRIDES_COOKIE,
  type ReleaseRuntimeConfig,
} from './releaseConfig';

export type QaOverride =
  | { remote: RemoteName; kind: 'version'; value: string; force?: boolean }
  | { remote: RemoteName; kind: 'url'; value: string };

/** The suffix that forces a version past the release gate: `mfe_tours@<version>!`. */
export const FORCE_SUFFIX = '!';

/**
 * Whether this host is a production build (Rsbuild replaces NODE_ENV at build time). Such a host
 * provides its federation runtime to remotes built without their own, so a remote's dev server, whose
 * build carries its own runtime, cannot run in it.
 */
const PRODUCTION_HOST = process.env.NODE_ENV === 'production';

export interface RefusedOverride {
  /** What the tester asked for, as written. */
  request: string;
  reason: string;
}

/** Safe as a path segment on the CDN: nothing that could leave the remote's folder. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,99}$/;

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

export function describeOverride(override: QaOverride): string {
  return override.kind === 'version'
    ? `${override.remote}@${override.value}${override.force ? FORCE_SUFFIX : ''}`
    : `${override.remote}=${override.value}`;
}

export type ParsedRequest =
  | { type: 'override'; override: QaOverride }
  | { type: 'clear'; remote: RemoteName | 'all' }
  | { type: 'refused'; refused: RefusedOverride };

/**
 * One request: `mfe_tours@<version>`, `mfe_tours@<version>!` (forced past the release gate), `mfe_tours=<url>`, `mfe_tours@pinned` or `mfe_tours=` (back to
 * the pin for that remote), `reset` (back to the pins for all). Checks the shape, not the allowlist.
 */
export function parseOverrideRequest(request: string): ParsedRequest {
  const text = request.trim();
  if (text === '' || text === 'reset') return { type: 'clear', remote: 'all' };
  const match = /^([a-z][a-z0-9_]*)\s*([@=])\s*(.*)$/i.exec(text);
  if (!match) {
    return {
      type: 'refused',
      refused: { request: text, reason: 'write <remote>@<version> or <remote>=<manifest URL>' },
    };
  }
  const [, name = '', separator, value = ''] = match;
  if (!isRemoteName(name)) {
    return {
      type: 'refused',
      refused: { request: text, reason: `${name} is not a remote (${REMOTE_NAMES.join(', ')})` },
    };
  }
  if (value === '' || value === 'pinned') return { type: 'clear', remote: name };
  if (separator === '@') {
    const force = value.endsWith(FORCE_SUFFIX);
    const version = force ? value.slice(0, -FORCE_SUFFIX.length).trim() : value;
    if (!VERSION.test(version)) {
      return { type: 'refused', refused: { request: text, reason: `"${version}" is not a version` } };
    }
    return {
      type: 'override',
      override: { remote: name, kind: 'version', value: version, ...(force ? { force: true } : {}) },
    };
  }
  return { type: 'override', override: { remote: name, kind: 'url', value } };
}

/** All requests in the query: the parameter may repeat, and one value may list several, comma-separated. */
export function parseOverrideParams(search: string): ParsedRequest[] {
  const params = new URLSearchParams(search);
  return params
    .getAll(OVERRIDE_PARAM)
    .flatMap((value) => value.split(/,(?=\s*[a-z][a-z0-9_]*\s*[@=]|\s*reset\b)/i))
    .map(parseOverrideRequest);
}

/** The package a remote is built and published from: mfe_tours → mfe-tours. */
function packageName(remote: RemoteName): string {
  return remote.replace(/_/g, '-');
}

/**
 * The allowlist: a URL override must be http(s) on an origin the runtime config allows. A
 * production build of the host refuses a remote's dev server, and says what works instead.
 */
export function checkOverride(
  override: QaOverride,
  config: ReleaseRuntimeConfig,
  { productionHost = PRODUCTION_HOST }: { productionHost?: boolean } = {},
): string | null {
  if (override.kind === 'version') {
    return config.cdnOrigin ? null : 'this environment has no CDN to load versions from';
  }
  let url: URL;
  try {
    url = new URL(override.value);
  } catch {
    return `"${override.value}" is not an absolute URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${url.protocol} URLs are not allowed`;
  if (!config.overrides.allowedOrigins.includes(url.origin)) {
    // The allowed origins are listed in the release panel; the refusal stays one readable line.
    return `${url.origin} is not an allowed origin`;
  }
  if (productionHost && config.overrides.devServerOrigins.includes(url.origin)) {
    return (
      `${url.origin} is a dev server, which a production build of the host cannot load (the dev build ` +
      `brings its own federation runtime): publish it (pnpm release publish ${packageName(override.remote)}) ` +
      `and override with ${override.remote}@<version>, or run the host in dev (pnpm dev)`
    );
  }
  return null;
}

/** The manifest URL an override loads. */
export function overrideEntry(override: QaOverride, config: ReleaseRuntimeConfig): string {
  return override.kind === 'url'
    ? override.value
    : `${config.cdnOrigin}/${override.remote}/${override.value}/mf-manifest.json`;
}

export function readStoredOverrides(storage: Storage): QaOverride[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(OVERRIDE_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((item: unknown) => {
      if (!item || typeof item !== 'object') return [];
      const { remote, kind, value, force } = item as Record<string, unknown>;
      if (typeof remote !== 'string' || typeof value !== 'string') return [];
      const request =
        kind === 'url' ? `${remote}=${value}` : `${remote}@${value}${force === true ? FORCE_SUFFIX : ''}`;
      const parsed = parseOverrideRequest(request);
      return parsed.type === 'override' ? [parsed.override] : [];
    });
  } catch {
    return [];
  }
}

/**
 * The cookie's value as the server reads it: comma-separated `<remote>@<version>`, or the bare remote
 * name for a URL override (files the server cannot see, so it preloads none of that remote's), URI-encoded.
 */
export function overridesCookieValue(overrides: readonly QaOverride[]): string {
  const entries = overrides.map((override) =>
    override.kind === 'version' ? `${override.remote}@${override.value}` : override.remote,
  );
  return encodeURIComponent(entries.join(','));
}

export function storeOverrides(
  storage: Storage,
  overrides: readonly QaOverride[],
  cookies: Pick<Document, 'cookie'> = document,
): void {
  if (overrides.length) {
    storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
    cookies.cookie = `${OVERRIDES_COOKIE}=${overridesCookieValue(overrides)}; Path=/; SameSite=Lax`;
  } else {
    storage.removeItem(OVERRIDE_STORAGE_KEY);
    cookies.cookie = `${OVERRIDES_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
}

/** Applies the query's requests to what the session already had: a later request for a remote wins. */
export function mergeRequests(stored: readonly QaOverride[], requests: readonly ParsedRequest[]) {
  const byRemote = new Map<RemoteName, QaOverride>(stored.map((override) => [override.remote, override]));
  const refused: RefusedOverride[] = [];
  for (const request of requests) {
    if (request.type === 'refused') refused.push(request.refused);
    else if (request.type === 'override') byRemote.set(request.override.remote, request.override);
    else if (request.remote === 'all') byRemote.clear();
    else byRemote.delete(request.remote);
  }
  return { overrides: [...byRemote.values()], refused };
}

export interface ReleaseInfo {
  version: string;
  commit?: string;
  builtAt?: string;
  /** The release gate's verdict for the host deployed in the environment this browser sees. */
  verdict?: { environment: string; mismatches: string[] };
}

export type FetchReleaseInfo = (
  override: QaOverride,
  entry: string,
) => Promise<ReleaseInfo | 'missing' | null>;

/**
 * The release service knows every published version: the host server answers for it
 * (`/release/remotes/<remote>/releases/<version>`), which proves the version exists, names its commit
 * and gives the release gate's verdict for the host deployed here. 'missing' only on a 404, so a flaky network does not refuse a real version. A URL override
 * (a squad's dev server) is no published version: nothing to ask.
 */
export const fetchReleaseInfo: FetchReleaseInfo = async (override) => {
  if (override.kind !== 'version') return null;
  try {
    const response = await fetch(
      `/release/remotes/${encodeURIComponent(override.remote)}/releases/${encodeURIComponent(override.value)}`,
      { cache: 'no-store' },
    );
    if (response.status === 404) return 'missing';
    if (!response.ok) return null;
    const raw = (await response.json()) as Record<string, unknown>;
    if (typeof raw.version !== 'string') return null;
    const verdict = parseVerdict(raw.verdict);
    return {
      version: raw.version,
      ...(typeof raw.commit === 'string' ? { commit: raw.commit } : {}),
      ...(typeof raw.builtAt === 'string' ? { builtAt: raw.builtAt } : {}),
      ...(verdict ? { verdict } : {}),
    };
  } catch {
    return null;
  }
};

function parseVerdict(raw: unknown): ReleaseInfo['verdict'] | null {
  if (!raw || typeof raw !== 'object') return null;
  const { environment, mismatches } = raw as Record<string, unknown>;
  if (!Array.isArray(mismatches)) return null;
  return {
    environment: typeof environment === 'string' ? environment : 'this environment',
    mismatches: mismatches.map(String),
  };
}

/** How a refusal by the release gate reads: the environment, then each reason. */
export function gateRefusal(verdict: NonNullable<ReleaseInfo['verdict']>): string {
  return `the release gate refuses it on the host deployed in ${verdict.environment}: ${verdict.mismatches.join('; ')} (add ${FORCE_SUFFIX} to force it)`;
}

/**
 * Replaces pinned entries with the session's overrides (each keeps its pin in `pinned`). Outside production the query's requests are
 * stored for the session and removed from the address bar; in production nothing is read or applied.
 */
export async function applyQaOverrides(
  file: RemotesFile,
  config: ReleaseRuntimeConfig,
  {
    location = window.location,
    storage = window.sessionStorage,
    history = window.history,
    fetchInfo = fetchReleaseInfo,
    cookies = document,
  }: {
    location?: Pick<Location, 'search' | 'href'>;
    storage?: Storage;
    history?: Pick<History, 'replaceState' | 'state'>;
    fetchInfo?: FetchReleaseInfo;
    cookies?: Pick<Document, 'cookie'>;
  } = {},
): Promise<RemotesFile> {
  if (!config.overrides.enabled) return { ...file, qa: { enabled: false, refused: [] } };
  const requests = parseOverrideParams(location.search);
  const stored = readStoredOverrides(storage);
  const { overrides, refused } = mergeRequests(stored, requests);
  if (requests.length) {
    const url = new URL(location.href);
    url.searchParams.delete(OVERRIDE_PARAM);
    history.replaceState(history.state, '', url);
  }

  const accepted: QaOverride[] = [];
  const remotes = { ...file.remotes };
  await Promise.all(
    overrides.map(async (override) => {
      const reason = checkOverride(override, config);
      if (reason) {
        refused.push({ request: describeOverride(override), reason });
        return;
      }
      const entry = overrideEntry(override, config);
      const info = await fetchInfo(override, entry);
      if (info === 'missing') {
        refused.push({
          request: describeOverride(override),
          reason: `${override.remote} has no published version ${override.value}`,
        });
        return;
      }
      // The gate's verdict for this environment's host: a version it refuses loads only when forced.
      const verdict = info?.verdict?.mismatches.length ? info.verdict : null;
      const forced = override.kind === 'version' && override.force === true;
      if (verdict && !forced) {
        refused.push({ request: describeOverride(override), reason: gateRefusal(verdict) });
        return;
      }
      accepted.push(override);
      const pinned = file.remotes[override.remote];
      remotes[override.remote] = {
        entry,
        version: info?.version ?? (override.kind === 'version' ? override.value : 'unversioned (URL)'),
        ...(info?.commit ? { commit: info.commit } : {}),
        ...(info?.builtAt ? { builtAt: info.builtAt } : {}),
        override: {
          kind: override.kind,
          value: override.value,
          ...(verdict ? { forced: verdict } : {}),
        },
        ...(pinned
          ? { pinned: { version: pinned.version, ...(pinned.commit ? { commit: pinned.commit } : {}) } }
          : {}),
      };
    }),
  );
  // Refused overrides are dropped from the session, so the refusal shows once and the pin applies.
  // Stored (and the cookie written) only when this tab's overrides change: the cookie is the whole
  // browser's and the overrides are this tab's, so a tab merely starting (often with none) must not
  // undo what another tab chose.
  const kept = overrides.filter((override) => accepted.includes(override));
  if (requests.length > 0 || kept.length !== stored.length) storeOverrides(storage, kept, cookies);
  return { ...file, remotes, qa: { enabled: true, refused } };
}
