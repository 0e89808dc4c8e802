/**
 * Requests a page starts before React renders it (issue 9): an exposed page's `prefetch` (PagePrefetch),
 * called by the host as soon as the page's module has loaded, puts each here under its query key; the
 * page's query takes it over once instead of asking again. A request nobody took within
 * EARLY_REQUEST_MAX_AGE_MS is dropped (a page the onboarding gate redirected away from, a visitor who
 * left at once), so a later visit asks afresh; a failed one fails the query's first try, which React
 * Query retries as usual.
 *
 * `@gaido/shared/early` is bundled into each app that imports it, like `/tours`, but unlike those it
 * holds state on purpose: one store per app, filled by that app's pages' `prefetch` and read by the
 * same app's queries. A signed-in user's data goes under a key that names the user, so a request made
 * for one account is never handed to another.
 *
 * A query that takes a request should read its context's `signal` only when it asks itself: React
 * Query calls off a query whose signal was read when its page unmounts, and would throw the early
 * answer away.
 */
import { hashKey } from '@tanstack/react-query';

/** As long as the host keeps an early-loaded page module for its route (EARLY_MODULE_MAX_AGE_MS). */
export const EARLY_REQUEST_MAX_AGE_MS = 10_000;

interface EarlyRequest {
  startedAt: number;
  result: Promise<unknown>;
}

const early = new Map<string, EarlyRequest>();

/** Starts `request` for this query key unless a fresh one is already on its way. */
export function startEarlyRequest(queryKey: readonly unknown[], request: () => Promise<unknown>): void {
  const key = hashKey(queryKey);
  const started = early.get(key);
  if (started && performance.now() - started.startedAt <= EARLY_REQUEST_MAX_AGE_MS) return;
  const entry: EarlyRequest = { startedAt: performance.now(), result: request() };
  // Observed by the query that takes it; until then a failure must not be an unhandled rejection.
  entry.result.catch(() => undefined);
  early.set(key, entry);
  // Not kept past its age: nothing of it stays in memory once nobody can take it.
  setTimeout(() => {
    if (early.get(key) === entry) early.delete(key);
  }, EARLY_REQUEST_MAX_AGE_MS);
}

/** The early request for this query key, once, if it is fresh. */
export function takeEarlyRequest<T>(queryKey: readonly unknown[]): Promise<T> | null {
  const key = hashKey(queryKey);
  const started = early.get(key);
  early.delete(key);
  if (!started || performance.now() - started.startedAt > EARLY_REQUEST_MAX_AGE_MS) return null;
  return started.result as Promise<T>;
}

/** For tests. */
export function forgetEarlyRequests(): void {
  early.clear();
}
