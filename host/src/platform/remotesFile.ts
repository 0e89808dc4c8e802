// The remotes file maps each remote to an immutable, versioned mf-manifest.json. It is fetched at
// start so that pinning or rolling back a remote is a change of that file, never a host rebuild.
import { type IntegrityMap, parseIntegrityMap } from './integrity';

export type RemoteName = 'mfe_tours' | 'mfe_gems' | 'mfe_account' | 'mfe_onboarding';

export const REMOTE_NAMES: readonly RemoteName[] = ['mfe_tours', 'mfe_gems', 'mfe_account', 'mfe_onboarding'];

/** One module a remote exposes, as a page places it. */
export interface RemoteModuleRef {
  remote: RemoteName;
  module: string;
}

export interface RemotePin {
  entry: string;
  version: string;
  commit?: string;
  builtAt?: string;
  /** Set when a QA override replaced the environment's pin in this browser session (release/qaOverrides.ts). */
  override?: {
    kind: 'version' | 'url';
    value: string;
    /** Loaded although the release gate refuses it for this environment's host, for these reasons. */
    forced?: { environment: string; mismatches: string[] };
  };
  /** The environment's own pin, kept beside an override so the release panel can show both. */
  pinned?: { version: string; commit?: string };
  /** SHA-384 of the version's mf-manifest.json and remoteEntry.js, recorded at publish. */
  integrity?: IntegrityMap;
  /** While the remote is rolled out: which version this traveller got and why (the host server assigns it). */
  rollout?: RolloutAssignment;
}

/**
 * A traveller's place in a remote's rollout: the canary or the stable version (the pin), the share of
 * travellers the canary has, and this traveller's bucket (0 to 9999; the canary has those below
 * percent x 100). Outside production the versions of both are named.
 */
export interface RolloutAssignment {
  /** The rollout's id: health reports are counted per rollout. */
  id?: string;
  channel: 'canary' | 'stable';
  percent: number;
  bucket?: number;
  stable?: string;
  canary?: string;
}

function parseRollout(raw: unknown): RolloutAssignment | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const value = raw as Record<string, unknown>;
  if ((value.channel !== 'canary' && value.channel !== 'stable') || typeof value.percent !== 'number') {
    return undefined;
  }
  return {
    ...(typeof value.id === 'string' ? { id: value.id } : {}),
    channel: value.channel,
    percent: value.percent,
    ...(typeof value.bucket === 'number' ? { bucket: value.bucket } : {}),
    ...(typeof value.stable === 'string' ? { stable: value.stable } : {}),
    ...(typeof value.canary === 'string' ? { canary: value.canary } : {}),
  };
}

export interface RemotesFile {
  environment: string;
  remotes: Partial<Record<RemoteName, RemotePin>>;
  /** QA overrides: whether this environment allows them, and what was refused (release/qaOverrides.ts). */
  qa?: { enabled: boolean; refused: { request: string; reason: string }[] };
  /** Whether a remote without matching recorded hashes is refused (platform/integrity.ts). */
  integrity?: { required: boolean };
}

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** Reads a remotes file, keeping only well-formed entries so one bad pin cannot break the others. */
export function parseRemotesFile(raw: unknown): RemotesFile {
  const file: RemotesFile = { environment: 'unknown', remotes: {} };
  if (!raw || typeof raw !== 'object') return file;
  const record = raw as Record<string, unknown>;
  if (typeof record.environment === 'string') file.environment = record.environment;
  const policy = record.integrity as Record<string, unknown> | undefined;
  if (policy && typeof policy === 'object') file.integrity = { required: policy.required !== false };
  const remotes = record.remotes;
  if (!remotes || typeof remotes !== 'object') return file;
  for (const [name, value] of Object.entries(remotes as Record<string, unknown>)) {
    if (!isRemoteName(name) || !value || typeof value !== 'object') continue;
    const pin = value as Record<string, unknown>;
    if (typeof pin.entry !== 'string' || !isHttpUrl(pin.entry)) continue;
    const integrity = parseIntegrityMap(pin.integrity);
    const rollout = parseRollout(pin.rollout);
    file.remotes[name] = {
      entry: pin.entry,
      version: typeof pin.version === 'string' ? pin.version : 'unknown',
      ...(typeof pin.commit === 'string' ? { commit: pin.commit } : {}),
      ...(typeof pin.builtAt === 'string' ? { builtAt: pin.builtAt } : {}),
      ...(integrity ? { integrity } : {}),
      ...(rollout ? { rollout } : {}),
    };
  }
  return file;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value, 'http://placeholder.invalid');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export async function fetchRemotesFile(fetchImpl: typeof fetch = fetch): Promise<RemotesFile> {
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes file answered ${response.status}`);
    return parseRemotesFile(await response.json());
  } catch (error) {
    // Without a remotes file every remote route shows its fallback; the shell itself still works.
    console.warn('[gaido] could not read the remotes file', error);
    return { environment: 'unknown', remotes: {} };
  }
}
