import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { createIntegrityPlugin, type GuardedRemote, IntegrityError, integrityRefusal } from './integrity';
import type { RemoteName, RemotePin, RemotesFile } from './remotesFile';

/**
 * What is live: each remote's version and commit (the pin, or the QA override that replaced it) and
 * whether this page has loaded it yet. On window for tests and release managers; the release panel
 * (release/ReleasePanel.tsx) shows the same facts.
 */
export interface LoadedRemotes {
  environment: string;
  remotes: Partial<Record<RemoteName, RemotePin & { loaded: boolean; verified?: boolean; refused?: string }>>;
  qa: NonNullable<RemotesFile['qa']>;
  /** Whether this page refuses a remote that does not match its recorded hashes (issue 10). */
  integrityRequired?: boolean;
}

declare global {
  interface Window {
    __GAIDO_REMOTES__?: LoadedRemotes;
  }
}

let registered: RemotesFile | null = null;

function guarded(name: RemoteName, pin: RemotePin): GuardedRemote {
  return { name, manifestUrl: pin.entry, ...(pin.integrity ? { integrity: pin.integrity } : {}) };
}

export function registerRemotesFromFile(file: RemotesFile): void {
  registered = file;
  const { fetch: retryFetch, ...retry } = RetryPlugin({
    // Manifest fetches are retried before a route shows its fallback.
    fetch: { retryTimes: 2, retryDelay: 500 },
    script: { retryTimes: 2, retryDelay: 500 },
  });
  registerPlugins([
    retry,
    // Manifests go through the integrity check, which fetches them with the retry plugin's fetch
    // (one request, retried), then hashes the bytes before the runtime reads them.
    createIntegrityPlugin({
      remotes: (Object.entries(file.remotes) as [RemoteName, RemotePin][]).map(([name, pin]) =>
        guarded(name, pin),
      ),
      required: file.integrity?.required ?? false,
      fetchImpl: async (url: string, init?: RequestInit) => {
        const response = retryFetch ? await retryFetch(url, init ?? {}) : undefined;
        return response instanceof Response ? response : fetch(url, init);
      },
      onVerdict: (remote, verdict) => recordVerdict(remote as RemoteName, verdict),
    }),
  ]);
  registerRemotes(
    Object.entries(file.remotes).map(([name, pin]) => ({ name, entry: pin.entry })),
    { force: true },
  );
  const remotes: LoadedRemotes['remotes'] = {};
  for (const [name, pin] of Object.entries(file.remotes) as [RemoteName, RemotePin][]) {
    remotes[name] = { ...pin, loaded: false };
  }
  window.__GAIDO_REMOTES__ = {
    environment: file.environment,
    remotes,
    qa: file.qa ?? { enabled: false, refused: [] },
    integrityRequired: file.integrity?.required ?? false,
  };
}

function recordVerdict(remote: RemoteName, verdict: 'verified' | { refused: string }): void {
  const live = window.__GAIDO_REMOTES__?.remotes[remote];
  if (!live) return;
  if (verdict === 'verified') live.verified = true;
  else live.refused = verdict.refused;
}

const loadedListeners = new Set<() => void>();

/** The release panel re-renders when a remote finishes loading. */
export function onRemoteLoaded(listener: () => void): () => void {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

function markLoaded(remote: RemoteName): void {
  const live = window.__GAIDO_REMOTES__?.remotes[remote];
  if (!live || live.loaded) return;
  live.loaded = true;
  for (const listener of loadedListeners) listener();
}

export function isRemoteRegistered(name: RemoteName): boolean {
  return Boolean(registered?.remotes[name]);
}

/**
 * Loads one exposed module. On failure the runtime keeps the failed entry cached, so a retry
 * first drops it (removeRemote + register again) to fetch the manifest anew.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, attempt = 0): Promise<T> {
  if (!isRemoteRegistered(remote)) {
    throw new Error(`${remote} is not in the remotes file`);
  }
  const pin = registered?.remotes[remote];
  // Fail closed (issue 10): without recorded hashes nothing of this remote is fetched at all.
  const refusal = pin
    ? integrityRefusal(guarded(remote, pin), registered?.integrity?.required ?? false)
    : null;
  if (refusal) {
    recordVerdict(remote, { refused: refusal });
    console.error(`[gaido] ${refusal}`);
    throw new IntegrityError(remote, refusal);
  }
  if (attempt > 0) resetRemote(remote);
  const loaded = await loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded) throw new Error(`${remote} did not provide ${module}`);
  markLoaded(remote);
  return loaded;
}

function resetRemote(remote: RemoteName): void {
  const pin = registered?.remotes[remote];
  if (!pin) return;
  const instance = getInstance();
  // Re-registering with force clears the cached (failed) remote entry and its manifest snapshot.
  instance?.registerRemotes([{ name: remote, entry: pin.entry }], { force: true });
}
