/**
 * The opened page's remote modules, loaded (fetched and run) as soon as the remotes file is read,
 * while React renders the shell, instead of when the route's lazy component first renders.
 * Their files were already on their way (the document's preload hints); running
 * them still waited for the shell's first render: on /gems-map the remote's entry ran ~60 ms after
 * it, and the page's own code after that. The route takes the early load once; a failure surfaces
 * there (RemotePage's fallback, whose Retry loads afresh). A page the onboarding gate then redirects
 * away from has run for nothing, with what it downloads at once (MapLibre, for /gems-map): the rare
 * case of a signed-in user who has not finished the quiz opening that page's address directly.
 *
 * A loaded module that exports `prefetch` (@gaido/shared's PagePrefetch) is given the opened route at
 * once, so the page's data is requested when its code has run rather than when React first renders it.
 */
import type { OpenedRoute } from '@gaido/shared';
import { loadRemoteModule } from './federationRuntime';
import type { RemoteModuleRef } from './remotesFile';

/** An early load not taken within this long is dropped: a later visit to its page loads afresh. */
export const EARLY_MODULE_MAX_AGE_MS = 10_000;

const started = new Map<string, { at: number; loading: Promise<unknown>; loaded?: { module: unknown } }>();

const keyOf = (remote: string, module: string) => `${remote}/${module}`;

export function loadRemoteModulesEarly(
  modules: readonly RemoteModuleRef[],
  { route, load = loadRemoteModule }: { route?: OpenedRoute; load?: typeof loadRemoteModule } = {},
): void {
  for (const { remote, module } of modules) {
    const loading = load(remote, module);
    const entry: { at: number; loading: Promise<unknown>; loaded?: { module: unknown } } = {
      at: performance.now(),
      loading,
    };
    // A failed load is unobserved until the route takes it, which reports the failure itself.
    loading.then(
      (loaded) => {
        entry.loaded = { module: loaded };
        if (route) startPrefetch(loaded, route, `${remote}/${module}`);
      },
      () => undefined,
    );
    started.set(keyOf(remote, module), entry);
  }
}

/**
 * Settles when every early load of these modules has settled (loaded or failed), or after `maxWaitMs`,
 * whichever is first; at once for modules not loaded early.
 */
export function earlyRemoteModulesSettled(
  modules: readonly RemoteModuleRef[],
  maxWaitMs: number,
): Promise<void> {
  const loads = modules.flatMap(({ remote, module }) => {
    const early = started.get(keyOf(remote, module));
    return early ? [early.loading.then(noop, noop)] : [];
  });
  if (loads.length === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    void Promise.all(loads).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const noop = () => undefined;

/**
 * The module's `prefetch`, if it exports one; a failure there (a throw, or a rejection if it turned out
 * async) costs the early requests, not the page.
 */
function startPrefetch(loaded: unknown, route: OpenedRoute, name: string): void {
  const prefetch =
    typeof loaded === 'object' && loaded !== null ? (loaded as { prefetch?: unknown }).prefetch : undefined;
  if (typeof prefetch !== 'function') return;
  const warn = (error: unknown) =>
    console.warn(`[gaido] ${name}: prefetch failed; the page asks for its data itself`, error);
  try {
    Promise.resolve((prefetch as (route: OpenedRoute) => unknown)(route)).catch(warn);
  } catch (error) {
    warn(error);
  }
}

/**
 * The early load of this module, if there was one, nobody took it yet and it is recent (a page the
 * onboarding gate redirected away from, opened later, must not be handed an old failure).
 */
export function takeEarlyRemoteModule<T>(remote: string, module: string): Promise<T> | undefined {
  const key = keyOf(remote, module);
  const early = started.get(key);
  started.delete(key);
  if (!early || performance.now() - early.at > EARLY_MODULE_MAX_AGE_MS) return undefined;
  return early.loading as Promise<T>;
}

/**
 * The early load of this module if it has already arrived (not taken, recent), which the route can
 * render in its first pass instead of suspending on it; undefined otherwise.
 */
export function earlyRemoteModuleIfLoaded<T>(remote: string, module: string): T | undefined {
  const early = started.get(keyOf(remote, module));
  if (!early?.loaded || performance.now() - early.at > EARLY_MODULE_MAX_AGE_MS) return undefined;
  return early.loaded.module as T;
}
