/**
 * Real-user health per remote version (docs/releases.md "Real-user health"): for every remote on this
 * page load, a `remote_health` analytics event when its page first rendered (and how long after
 * navigation start), when it failed (its code never arrived: network, integrity) or erred (its error
 * boundary caught a render error, or an uncaught error or rejection came from its files), and the
 * page's LCP and INP. Each carries the environment, the version and, while the remote is rolled out,
 * the channel and the rollout's id; the release service judges rollouts on them.
 *
 * Loaded once the browser is idle (bootstrap.tsx), so none of it is in the first load: what happened
 * before then is kept by federationRuntime.ts (each remote's state, when its page rendered, the page's
 * errors) and reported when this starts.
 */
import { analytics } from '@gaido/shared';
import { onINP, onLCP } from 'web-vitals';
import { type LiveRemote, type LoadedRemotes, onRemoteLoaded, pageErrors } from './federationRuntime';
import type { RemoteName } from './remotesFile';

export type HealthReport =
  | { outcome: 'loaded'; first_render_ms: number }
  | { outcome: 'failed'; reason: 'network' | 'integrity' }
  | { outcome: 'error'; reason: 'render' | 'uncaught' }
  | { outcome: 'vitals'; lcp_ms?: number; inp_ms?: number };

/** Why a remote did not render on this page, from its state; null while nothing went wrong. */
export function failureOf(live: LiveRemote): HealthReport | null {
  if (live.status === 'refused') return { outcome: 'failed', reason: 'integrity' };
  if (live.status !== 'failed') return null;
  return live.loaded ? { outcome: 'error', reason: 'render' } : { outcome: 'failed', reason: 'network' };
}

/** The folder a remote's files are served from (its manifest's). */
const filesOf = (live: LiveRemote) => live.entry.slice(0, live.entry.lastIndexOf('/') + 1);

/** The remote whose files an uncaught error or rejection came from, by its file or its stack. */
export function remoteOfError(event: Event, remotes: LoadedRemotes['remotes']): RemoteName | null {
  const { filename, error, reason } = event as Partial<ErrorEvent & PromiseRejectionEvent>;
  const where = `${filename ?? ''}\n${(error ?? reason)?.stack ?? ''}`;
  for (const [remote, live] of Object.entries(remotes) as [RemoteName, LiveRemote][]) {
    if (where.includes(filesOf(live))) return remote;
  }
  return null;
}

function newLoadId(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
  }
}

let started = false;
let stopListening: (() => void) | null = null;

/** Reports this page load's remotes from now on (once per page). */
export function startRemoteHealth(page: LoadedRemotes | undefined = window.__GAIDO_REMOTES__): void {
  if (started || !page) return;
  started = true;
  const load = newLoadId();
  const sent = new Set<string>();
  let errorsRead = 0;

  const send = (remote: RemoteName, live: LiveRemote, report: HealthReport, key: string) => {
    if (sent.has(`${remote} ${key}`)) return;
    sent.add(`${remote} ${key}`);
    // A QA override is nobody's rollout: its loads count for its version alone.
    const rollout = live.override ? undefined : live.rollout;
    analytics.track('remote_health', {
      environment: page.environment,
      remote,
      version: live.version,
      ...(rollout ? { channel: rollout.channel, rollout: rollout.id } : {}),
      load,
      ...report,
    });
  };
  const remotes = () => Object.entries(page.remotes) as [RemoteName, LiveRemote][];

  const check = () => {
    for (const [remote, live] of remotes()) {
      if (live.renderedAt !== undefined) {
        send(remote, live, { outcome: 'loaded', first_render_ms: Math.round(live.renderedAt) }, 'loaded');
      }
      const failure = failureOf(live);
      if (failure && 'reason' in failure) send(remote, live, failure, failure.reason);
    }
    for (; errorsRead < pageErrors.length; errorsRead++) {
      const remote = remoteOfError(pageErrors[errorsRead] as Event, page.remotes);
      const live = remote ? page.remotes[remote] : undefined;
      if (remote && live) send(remote, live, { outcome: 'error', reason: 'uncaught' }, 'uncaught');
    }
  };
  check();
  const stopRemotes = onRemoteLoaded(check);
  // Errors from now on: federationRuntime keeps them in pageErrors first (its listeners came earlier).
  addEventListener('error', check);
  addEventListener('unhandledrejection', check);
  stopListening = () => {
    stopRemotes();
    removeEventListener('error', check);
    removeEventListener('unhandledrejection', check);
  };

  // The page's vitals, for every remote that rendered on it (web-vitals reports LCP at the first
  // input or when the page is hidden, INP when it is hidden).
  const vitals = (report: HealthReport, key: string) => {
    for (const [remote, live] of remotes()) {
      if (live.renderedAt !== undefined) send(remote, live, report, key);
    }
  };
  onLCP((metric) => vitals({ outcome: 'vitals', lcp_ms: Math.round(metric.value) }, 'lcp'));
  onINP((metric) => vitals({ outcome: 'vitals', inp_ms: Math.round(metric.value) }, 'inp'));
}

/** For tests. */
export function resetRemoteHealth(): void {
  stopListening?.();
  stopListening = null;
  started = false;
}
