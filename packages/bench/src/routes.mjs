// The routes the benchmark measures, and the budgets CI enforces on their bytes.

/** Budgets. Bytes only: they are deterministic, times are not. */
export const BUDGETS = {
  /** First-load JS of `/`, gzip. */
  homeFirstLoadGzipBytes: 150 * 1024,
  /** Every route's first-load JS against the monolith baseline's. */
  maxBytesRatio: 1.15,
  /** Targets reported (never enforced): LCP ratio, map idle, API p95. */
  maxLcpRatio: 1.1,
  mapIdle10kMs: 1500,
  gemListP95Ms: 50,
};

/** @param {{ tour: { slug: string, citySlug?: string, id: string } }} data */
export function benchRoutes(data) {
  const tourPath = data.tour.citySlug
    ? `/tours/${data.tour.citySlug}/${data.tour.slug}`
    : `/tours/city/${data.tour.id}`;
  return [
    { name: '/', path: '/' },
    { name: '/tours', path: '/tours' },
    { name: 'tour detail', path: tourPath },
    {
      name: '/gems-map',
      path: '/gems-map',
      // The map's own probe (mfe-gems/src/map/mapProbe.ts): idle with the city's points drawn.
      ready: `() => { const probe = window.__GAIDO_MAP__; return Boolean(probe && probe.state === 'idle' && probe.points > 0); }`,
    },
    { name: '/saved-gems', path: '/saved-gems', signedIn: true },
    { name: '/bookings', path: '/bookings', signedIn: true },
  ];
}
