/**
 * Requests a page starts before React renders it (issue 9): an exposed page's `prefetch` (PagePrefetch),
 * called by the host as soon as the page's module has loaded, puts each here under its query key; the
 * page's query takes it over once instead of asking again. A request nobody took within
 * EARLY_REQUEST_MAX_AGE_MS is dropped, so a later visit asks afresh; a failed one fails the query's
 * first try, which React Query retries as usual.
 *
 * `@gaido/shared/early` is bundled into each app that imports it, like `/tours`, but unlike those it
 * holds state on purpose: one store per app, filled by that app's pages' `prefetch` and read by the
 * same app's queries. A signed-in user's data goes under a key that names the user, so a request made
 * for one account is never handed to another (signing out and in within the max age).
 */
export const EARLY_REQUEST_MAX_AGE_MS = 30_000;

const early = new Map<string, { startedAt: number; result: Promise<unknown> }>();

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

/** Starts `request` for this query key unless a fresh one is already on its way. */
export function startEarlyRequest(queryKey: readonly unknown[], request: () => Promise<unknown>): void {
  const key = keyOf(queryKey);
  const started = early.get(key);
  if (started && performance.now() - started.startedAt <= EARLY_REQUEST_MAX_AGE_MS) return;
  const result = request();
  // Observed by the query that takes it; until then a failure must not be an unhandled rejection.
  result.catch(() => undefined);
  early.set(key, { startedAt: performance.now(), result });
}

/** The early request for this query key, once, if it is fresh. */
export function takeEarlyRequest<T>(queryKey: readonly unknown[]): Promise<T> | null {
  const key = keyOf(queryKey);
  const started = early.get(key);
  early.delete(key);
  if (!started || performance.now() - started.startedAt > EARLY_REQUEST_MAX_AGE_MS) return null;
  return started.result as Promise<T>;
}

/** For tests. */
export function forgetEarlyRequests(): void {
  early.clear();
}
