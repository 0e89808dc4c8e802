import type { QueryClient } from '@tanstack/react-query';
import { citiesQueryOptions } from './api/cities';

/**
 * The home page's data, asked for with the shell (bootstrap) rather than once the page's chunk has
 * loaded and rendered: the first city's picture is the page's largest paint, and it waits on the
 * cities. Other paths ask for nothing here (remote pages have their modules' own `prefetch`).
 */
export function prefetchHostPage(pathname: string, queryClient: QueryClient): void {
  if (pathname === '/') void queryClient.prefetchQuery(citiesQueryOptions());
}
