/**
 * The contract between the host and an exposed page for the page being opened. Besides its
 * default export (the page), an exposed page module may export `prefetch`: the host calls it once the
 * module has loaded, with the route's params, the address's search params and the app's query client,
 * while React still renders the shell. The page prefetches the queries its first render will use
 * (`queryClient.prefetchQuery` with the same options), so they are already on their way: the page's
 * queries join them instead of asking again, and everything the cache does (dropping a previous user's
 * data, invalidation after a mutation, staleness) applies to them too. Route params are the host route
 * table's (`/tours/:citySlug/:tourSlug`), the same the page reads with `useParams`.
 */
import type { QueryClient } from '@tanstack/react-query';

export interface OpenedRoute {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  queryClient: QueryClient;
}

/** Starts what the page needs; returns nothing and must not throw (the host contains a throw anyway). */
export type PagePrefetch = (route: OpenedRoute) => void;
