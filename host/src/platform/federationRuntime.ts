import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import {
  createIntegrityPlugin,
  type GuardedRemote,
  IntegrityError,
  integrityRefusal,
  remoteEntryUrl,
} from './integrity';
import type { RemoteName, RemotePin, RemotesFile } from './remotesFile';

/**
 * A remote's state on this page: not loaded (yet), loaded, refused by the integrity check (`refused`
 * says why) or failed (`error`: its code did not load, or its page crashed).
 */
export type RemoteStatus = 'not loaded' | 'loaded' | 'refused' | 'failed';

export interface LiveRemote extends RemotePin {
  status: RemoteStatus;
  /** Whether a module of it arrived on this page (a page may still crash after: see `status`). */
  loaded: boolean;
  verified?: boolean;
  refused?: string;
  error?: string;
  /** When its page first rendered on this page load (ms since navigation start). */
  renderedAt?: number;
}

/**
 * What is live: each remote's version and commit (the pin, or the QA override that replaced it) and
 * its state on this page. On window for tests and release managers; the release panel
 * (release/ReleasePanel.tsx) shows the same facts.
 */
export interface LoadedRemotes {
  environment: string;
  remotes: Partial<Record<RemoteName, LiveRemote>>;
  qa: NonNullable<RemotesFile['qa']>;
  /** Whether this page refuses a remote that does not match its recorded hashes. */
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

/**
 * How the federation runtime knows a remote: by the remote entry beside its pinned manifest, since the
 * host's build leaves out the runtime's manifest ("snapshot") handling (disableSnapshot), so a remote's
 * first module is one script away.
 */
function registration(name: RemoteName, pin: RemotePin) {
  return { name, entry: remoteEntryUrl(pin.entry) };
}

/** Remote entries and exposed modules are tried twice more, 500 ms apart, before a route shows its fallback. */
export const REMOTE_RETRY = { times: 2, delayMs: 500 };

/**
 * The page's uncaught errors and rejections, kept (at most 50) for the health report
 * (remoteHealth.ts), which loads once the browser is idle and attributes them to a remote by its files.
 */
export const pageErrors: Event[] = [];

const keepPageError = (event: Event) => pageErrors.length < 50 && pageErrors.push(event);

export function registerRemotesFromFile(file: RemotesFile): void {
  registered = file;
  addEventListener('error', keepPageError);
  addEventListener('unhandledrejection', keepPageError);
  registerPlugins([
    // Remote entries load through the integrity check (a script carrying the recorded hash), which also
    // retries a remote entry or exposed module that did not load.
    createIntegrityPlugin({
      remotes: (Object.entries(file.remotes) as [RemoteName, RemotePin][]).map(([name, pin]) =>
        guarded(name, pin),
      ),
      required: file.integrity?.required ?? false,
      retry: REMOTE_RETRY,
      onVerdict: (remote, verdict) => recordVerdict(remote as RemoteName, verdict),
    }),
  ]);
  registerRemotes(
    (Object.entries(file.remotes) as [RemoteName, RemotePin][]).map(([name, pin]) => registration(name, pin)),
    { force: true },
  );
  const remotes: LoadedRemotes['remotes'] = {};
  for (const [name, pin] of Object.entries(file.remotes) as [RemoteName, RemotePin][]) {
    remotes[name] = { ...pin, status: 'not loaded', loaded: false };
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
  if (verdict === 'verified') {
    live.verified = true;
    return;
  }
  live.refused = verdict.refused;
  live.status = 'refused';
  notify();
}

const loadedListeners = new Set<() => void>();

/** The release panel re-renders when a remote's state changes (loaded, refused, failed). */
export function onRemoteLoaded(listener: () => void): () => void {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

function notify(): void {
  for (const listener of loadedListeners) listener();
}

function markLoaded(remote: RemoteName): void {
  const live = window.__GAIDO_REMOTES__?.remotes[remote];
  if (!live || live.status === 'loaded') return;
  live.loaded = true;
  live.status = 'loaded';
  delete live.error;
  notify();
}

/** The first line of an error, short enough for the release panel. */
function describeError(error: unknown): string {
  const text =
    error instanceof Error
      ? error.name && error.name !== 'Error'
        ? `${error.name}: ${error.message}`
        : error.message
      : String(error);
  const line = text.split('\n')[0]?.trim() || 'unknown error';
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

/** A remote's page rendered (the first time on this page load): when, for its health report. */
export function recordRemoteRendered(remote: RemoteName): void {
  const live = window.__GAIDO_REMOTES__?.remotes[remote];
  if (live && live.renderedAt === undefined) {
    live.renderedAt = performance.now();
    notify();
  }
}

/**
 * A remote's page did not render: its code did not load, the integrity check refused it,
 * or the page crashed (the route's error boundary caught it, see RemotePage.tsx).
 */
export function recordRemoteFailure(remote: RemoteName, error: unknown): void {
  const live = window.__GAIDO_REMOTES__?.remotes[remote];
  if (!live) return;
  if (error instanceof IntegrityError || live.refused) {
    live.status = 'refused';
    live.refused ??= error instanceof Error ? error.message : String(error);
  } else {
    live.status = 'failed';
    live.error = describeError(error);
  }
  notify();
}

export function isRemoteRegistered(name: RemoteName): boolean {
  return Boolean(registered?.remotes[name]);
}

/**
 * Loads one exposed module. On failure the runtime keeps the failed entry cached, so a retry
 * first drops it (register again, forced) to load the remote entry anew.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, attempt = 0): Promise<T> {
  if (!isRemoteRegistered(remote)) {
    throw new Error(`${remote} is not in the remotes file`);
  }
  const pin = registered?.remotes[remote];
  // Fail closed: without recorded hashes nothing of this remote is fetched at all.
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
  // Re-registering with force clears the cached (failed) remote entry.
  instance?.registerRemotes([registration(remote, pin)], { force: true });
}
