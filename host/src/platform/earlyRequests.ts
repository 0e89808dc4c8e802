/**
 * The remotes file and the runtime config are requested by the entry itself (index.ts), in parallel
 * with the async boundary's negotiation of the shared singletons, instead of after it: bootstrap then
 * reads these responses (no waterfall before the first remote can be located). This module
 * imports nothing, so the entry can use it before any shared module is available.
 */
const early = new Map<string, Promise<Response>>();

export const EARLY_PATHS = ['/remotes.json', '/config.json'] as const;

export function startEarlyRequests(paths: readonly string[] = EARLY_PATHS): void {
  for (const path of paths) {
    const request = fetch(path, { cache: 'no-store' });
    // Unobserved until bootstrap reads it; its own error handling reports a failure then.
    request.catch(() => undefined);
    early.set(path, request);
  }
}

/** fetch() that answers the first request of an early path with the early response. */
export const earlyFetch: typeof fetch = (input, init) => {
  const key = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const request = early.get(key);
  if (!request) return fetch(input, init);
  early.delete(key);
  return request;
};
