import type { QueryClient } from '@tanstack/react-query';

/**
 * From this width a remote page's largest paint is its data's (the first row of tour pictures, a
 * tour's picture, a folder's gems); below it the shell's and the page's headings, which need no data,
 * often are. The home page's featured tours fill a grid from the same width (pages/home/firstRender.ts).
 */
export const WIDE_SCREEN = '(min-width: 768px)';

/** How long, at most, a remote page's first render waits for its early data requests. */
export const PAGE_DATA_WAIT_MS = 300;

/**
 * Settles when the client has no request in flight, or after `maxWaitMs`; at once when none is.
 * A remote page's module asks for its data as it loads (its `prefetch`), and its page's files are
 * already on their way (the document's preload hints): rendering the shell and the page's loading
 * state meanwhile is a render, layout and paint pass on the main thread that the answer then waits
 * behind before the page renders again with it. One pass with the data instead.
 */
export function queriesSettled(queryClient: QueryClient, maxWaitMs: number): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
  });
}

/** What a remote page's first render waits for besides its module: on a wide screen, its early data. */
export function remotePageDataForFirstRender(queryClient: QueryClient): Promise<void> {
  return window.matchMedia?.(WIDE_SCREEN).matches
    ? queriesSettled(queryClient, PAGE_DATA_WAIT_MS)
    : Promise.resolve();
}
