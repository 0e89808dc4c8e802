/** spec 1/2: analytics page names, one for every route of spec 2. */
export const PAGE_NAMES = {
  home: 'Home',
  tours: 'Tours',
  cityTours: 'City Tours',
  tourDetail: 'Tour Detail',
  gemDetail: 'Gem Detail',
  travelGuides: 'Travel Guides',
  gemsMap: 'Gems Map',
  savedGems: 'Saved Gems',
  about: 'About',
  profile: 'Profile',
  bookings: 'Bookings',
  paymentHistory: 'Payment History',
  verifyEmail: 'Verify Email',
  resetPassword: 'Reset Password',
  updateEmail: 'Update Email',
  updatePassword: 'Update Password',
  confirmEmail: 'Confirm Email',
  terms: 'Terms',
  privacy: 'Privacy',
  onboarding: 'Onboarding',
  notFound: 'Not Found',
} as const;

export type PageName = (typeof PAGE_NAMES)[keyof typeof PAGE_NAMES];

const STATIC_PAGES: Record<string, PageName> = {
  '/': PAGE_NAMES.home,
  '/tours': PAGE_NAMES.tours,
  '/travel-guides': PAGE_NAMES.travelGuides,
  // Redirects (replace) to /travel-guides: the same page.
  '/hidden-gems': PAGE_NAMES.travelGuides,
  '/gems-map': PAGE_NAMES.gemsMap,
  '/saved-gems': PAGE_NAMES.savedGems,
  '/about': PAGE_NAMES.about,
  '/profile': PAGE_NAMES.profile,
  '/bookings': PAGE_NAMES.bookings,
  '/payment-history': PAGE_NAMES.paymentHistory,
  '/verify-email': PAGE_NAMES.verifyEmail,
  '/reset-password': PAGE_NAMES.resetPassword,
  '/update-email': PAGE_NAMES.updateEmail,
  '/email-update': PAGE_NAMES.updateEmail,
  '/update-password': PAGE_NAMES.updatePassword,
  '/confirm-email': PAGE_NAMES.confirmEmail,
  '/terms': PAGE_NAMES.terms,
  '/privacy': PAGE_NAMES.privacy,
  '/privacy-policy': PAGE_NAMES.privacy,
  '/onboarding': PAGE_NAMES.onboarding,
};

function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** The analytics page name of a route (spec 2 route table); unknown paths are 'Not Found'. */
export function pageNameForPath(pathname: string): PageName {
  const path = normalizePath(pathname);
  const known = STATIC_PAGES[path];
  if (known) return known;

  const segments = path.split('/').filter(Boolean);
  const [first, second, third] = segments;
  if (first === 'gems' && segments.length === 2) return PAGE_NAMES.gemDetail;
  if (first === 'tours') {
    // /tours/city/{cityId} is city tours, /tours/city/{cityId}/{tourId} a tour detail.
    if (second === 'city' && segments.length === 3) return PAGE_NAMES.cityTours;
    if (second === 'city' && segments.length === 4) return PAGE_NAMES.tourDetail;
    if (segments.length === 2) return PAGE_NAMES.cityTours;
    if (segments.length === 3 && third) return PAGE_NAMES.tourDetail;
  }
  // spec 2: any path containing /tours/ with more than 3 segments is a tour detail
  // (segments as `path.split('/')` counts them, the empty one before the first slash included).
  if (path.includes('/tours/') && path.split('/').length > 3) return PAGE_NAMES.tourDetail;
  return PAGE_NAMES.notFound;
}
