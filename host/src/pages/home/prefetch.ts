import type { QueryClient } from '@tanstack/react-query';
import { citiesQueryOptions } from './api/cities';

/**
 * The home page's data and code, asked for with the shell (bootstrap) rather than once the shell has
 * rendered: the page's chunk holds the hero's heading (a phone's largest paint), and the cities are
 * rendered with the page's first content. The chunk is the one the route's lazy component
 * (routes/router.tsx) loads. Other paths ask for nothing here (remote pages have their
 * modules' own `prefetch`).
 */
export function prefetchHostPage(pathname: string, queryClient: QueryClient): void {
  if (pathname !== '/') return;
  void queryClient.prefetchQuery(citiesQueryOptions());
  // A failed download is reported by the route, which asks for the chunk again.
  import('../HomePage').catch(() => undefined);
}
