import { readPendingBooking } from '../auth/pendingBooking';
import { getCurrentUser, markLoggedIn, updateUser } from '../session/sessionStore';
import { readItem, removeItem, writeItem } from '../storage/storage';

/** spec 4: the `userOnboarded` flag, in both localStorage and sessionStorage. */
export const ONBOARDED_FLAG_KEY = 'userOnboarded';

/** true when either storage holds userOnboarded = 'true'. */
export function readOnboardedFlag(): boolean {
  return (
    readItem(ONBOARDED_FLAG_KEY, 'local') === 'true' || readItem(ONBOARDED_FLAG_KEY, 'session') === 'true'
  );
}

/**
 * spec 4: the user is marked onboarded and both local and session flags are set to true. An
 * onboarded user is also the only one whose "logged in before on this device" flag is written.
 */
export function markOnboarded(): void {
  updateUser({ isOnboarded: true });
  const email = getCurrentUser()?.email;
  if (email) markLoggedIn(email);
  writeItem(ONBOARDED_FLAG_KEY, 'true', 'local');
  writeItem(ONBOARDED_FLAG_KEY, 'true', 'session');
}

/** spec 4: signed-out users clear the flag. */
export function clearOnboardedFlag(): void {
  removeItem(ONBOARDED_FLAG_KEY, 'local');
  removeItem(ONBOARDED_FLAG_KEY, 'session');
}

/** Where the gate sent the user from, so the quiz can return there (survives a reload mid-quiz). */
export const ONBOARDING_RETURN_KEY = 'gaido_onboarding_return_to';

/**
 * Pages opened from a one-time link in a mail: their token is spent on the first visit, so going
 * back to one after onboarding would replay a used token and show an error.
 */
const ONE_TIME_LINK_PAGES = [
  '/verify-email',
  '/confirm-email',
  '/reset-password',
  '/update-email',
  '/email-update',
];

function isOneTimeLinkPage(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return ONE_TIME_LINK_PAGES.includes(pathname.replace(/\/+$/, ''));
}

function isReturnablePath(path: string | null | undefined): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/onboarding') &&
    !isOneTimeLinkPage(path)
  );
}

export function rememberOnboardingReturnPath(path: string): void {
  if (isReturnablePath(path)) writeItem(ONBOARDING_RETURN_KEY, path, 'session');
}

/**
 * Where the finished quiz goes (and forgets it): the remembered page; else the tour whose booking
 * is waiting for this sign-in (a traveller who verified in a new tab came from a mail link); else '/'.
 */
export function takeOnboardingReturnPath(): string {
  const path = peekOnboardingReturnPath();
  removeItem(ONBOARDING_RETURN_KEY, 'session');
  return path;
}

/** Where the finished quiz would go, as takeOnboardingReturnPath says, without forgetting it. */
export function peekOnboardingReturnPath(): string {
  const path = readItem(ONBOARDING_RETURN_KEY, 'session');
  if (isReturnablePath(path)) return path;
  const pendingTour = readPendingBooking()?.returnTo;
  return isReturnablePath(pendingTour) ? pendingTour : '/';
}

/** Forgets the remembered page, once the traveller has been sent back to it. */
export function forgetOnboardingReturnPath(): void {
  removeItem(ONBOARDING_RETURN_KEY, 'session');
}
