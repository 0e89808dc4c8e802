/**
 * The contract between the host and an exposed page for the page being opened (issue 9). Besides its
 * default export (the page), an exposed page module may export `prefetch`: the host calls it once the
 * module has loaded, with the route's params and the address's search params, while React still renders
 * the shell, so the requests the page's first render will make are already on their way. The page's
 * queries take those requests over (no request twice). Route params are the host route table's
 * (`/tours/:citySlug/:tourSlug`), the same the page reads with `useParams`.
 */
export interface OpenedRoute {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/** Starts what the page needs; returns nothing and must not throw (the host contains a throw anyway). */
export type PagePrefetch = (route: OpenedRoute) => void;
