import type { RemoteModuleRef } from '../platform/RemotePage';

// spec 2: the complete route table. Each route names the remote page that serves it, or a host page.
// This table is also what the release gate checks: a remote version must expose every module named here.

export type HostPage = 'home' | 'about' | 'terms' | 'privacy' | 'notFound';

/** `title`: the route's document title ("<title> · Gaido"); pages with a name of their own set it themselves. */
export type RouteEntry =
  | { path: string; remote: RemoteModuleRef; title: string }
  | { path: string; host: HostPage; title: string | null }
  | { path: string; redirectTo: string };

export const routeTable: readonly RouteEntry[] = [
  { path: '/', host: 'home', title: null },
  { path: '/tours', remote: { remote: 'mfe_tours', module: './ToursPage' }, title: 'Tours' },
  { path: '/tours/city/:cityId', remote: { remote: 'mfe_tours', module: './CityToursPage' }, title: 'Tours' },
  {
    path: '/tours/city/:cityId/:tourId',
    remote: { remote: 'mfe_tours', module: './TourDetailPage' },
    title: 'Tour',
  },
  { path: '/tours/:citySlug', remote: { remote: 'mfe_tours', module: './CityToursPage' }, title: 'Tours' },
  {
    path: '/tours/:citySlug/:tourSlug',
    remote: { remote: 'mfe_tours', module: './TourDetailPage' },
    title: 'Tour',
  },
  { path: '/gems/:gemId', remote: { remote: 'mfe_gems', module: './GemDetailPage' }, title: 'Hidden gem' },
  {
    path: '/travel-guides',
    remote: { remote: 'mfe_gems', module: './TravelGuidesPage' },
    title: 'Travel guides',
  },
  { path: '/hidden-gems', redirectTo: '/travel-guides' },
  { path: '/gems-map', remote: { remote: 'mfe_gems', module: './GemsMapPage' }, title: 'Gems map' },
  { path: '/saved-gems', remote: { remote: 'mfe_gems', module: './SavedGemsPage' }, title: 'Saved gems' },
  { path: '/about', host: 'about', title: 'About' },
  { path: '/profile', remote: { remote: 'mfe_account', module: './ProfilePage' }, title: 'Your profile' },
  { path: '/bookings', remote: { remote: 'mfe_account', module: './BookingsPage' }, title: 'Your bookings' },
  {
    path: '/payment-history',
    remote: { remote: 'mfe_account', module: './PaymentHistoryPage' },
    title: 'Payment history',
  },
  {
    path: '/verify-email',
    remote: { remote: 'mfe_account', module: './VerifyEmailPage' },
    title: 'Verify your email',
  },
  {
    path: '/reset-password',
    remote: { remote: 'mfe_account', module: './ResetPasswordPage' },
    title: 'Reset your password',
  },
  {
    path: '/update-email',
    remote: { remote: 'mfe_account', module: './UpdateEmailPage' },
    title: 'Change your email',
  },
  {
    path: '/update-password',
    remote: { remote: 'mfe_account', module: './UpdatePasswordPage' },
    title: 'Change your password',
  },
  {
    path: '/email-update',
    remote: { remote: 'mfe_account', module: './UpdateEmailPage' },
    title: 'Change your email',
  },
  {
    path: '/confirm-email',
    remote: { remote: 'mfe_account', module: './ConfirmEmailPage' },
    title: 'Confirm your email',
  },
  { path: '/terms', host: 'terms', title: 'Terms of use' },
  { path: '/privacy', host: 'privacy', title: 'Privacy policy' },
  { path: '/privacy-policy', host: 'privacy', title: 'Privacy policy' },
  {
    path: '/onboarding',
    remote: { remote: 'mfe_onboarding', module: './OnboardingPage' },
    title: 'Tell us about your travels',
  },
  { path: '*', host: 'notFound', title: 'Page not found' },
];

/** A remote module a host page renders itself; `deferred` when it loads near the viewport or at idle. */
export type HostPagePlacement = RemoteModuleRef & { deferred?: true };

/**
 * Remote modules a host page renders itself (HomePage's featured blocks). A test keeps this list in step
 * with the pages' <RemoteModule> elements. Those loaded with the page are preloaded with the route
 * (bootstrap.tsx's early modules, the static server's preload hints); deferred ones are not.
 */
export const hostPagePlacements: Partial<Record<HostPage, readonly HostPagePlacement[]>> = {
  home: [
    { remote: 'mfe_tours', module: './FeaturedTours' },
    { remote: 'mfe_gems', module: './FeaturedGems', deferred: true },
  ],
};

/** The remote modules a host page loads with itself: its placements less the deferred ones. */
export function placementsLoadedWithPage(page: HostPage): RemoteModuleRef[] {
  return (hostPagePlacements[page] ?? [])
    .filter((placement) => !placement.deferred)
    .map(({ remote, module }) => ({ remote, module }));
}

/** Every exposed module the host loads, per remote (the compatibility gate's checklist). */
export function modulesRequiredByHost(): Record<string, string[]> {
  const required: Record<string, string[]> = {};
  for (const entry of routeTable) {
    if (!('remote' in entry)) continue;
    const list = required[entry.remote.remote] ?? [];
    if (!list.includes(entry.remote.module)) list.push(entry.remote.module);
    required[entry.remote.remote] = list;
  }
  return required;
}

/**
 * Every route, in table order, with the remote modules its page loads with itself: the route's own page,
 * a host page's placements loaded with it, or for a redirect those of the page it leads to. Recorded in
 * host-release.json at build time, where the static server reads it to preload a document's remote files
 *.
 */
export function remoteModulesByRoute(): { path: string; modules: RemoteModuleRef[] }[] {
  const modulesOf = (entry: RouteEntry | undefined): RemoteModuleRef[] => {
    if (!entry) return [];
    if ('remote' in entry) return [entry.remote];
    if ('host' in entry) return placementsLoadedWithPage(entry.host);
    return [];
  };
  return routeTable.map((entry) => ({
    path: entry.path,
    modules:
      'redirectTo' in entry
        ? modulesOf(routeTable.find((target) => target.path === entry.redirectTo))
        : modulesOf(entry),
  }));
}
