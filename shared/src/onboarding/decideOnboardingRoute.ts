/**
 * spec 4 Onboarding gate as a pure function: the host calls it before rendering any route, so a
 * page of another remote never flashes before the redirect.
 */

export const ONBOARDING_PATH = '/onboarding';

/** Result of the one server check for a user whose isOnboarded is undefined. */
export type OnboardingServerStatus = 'unknown' | 'true' | 'false' | 'failed';

export interface OnboardingGateInput {
  isSignedIn: boolean;
  isOnboarded: boolean | undefined;
  /** The `userOnboarded` flag equals 'true' (local or session storage). */
  onboardedFlag: boolean;
  pathname: string;
  /** undefined or 'unknown' = not asked yet. */
  serverStatus?: OnboardingServerStatus;
}

export type OnboardingGateDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string; from?: string }
  | { action: 'check-server' };

export function isOnboardingPath(pathname: string): boolean {
  return pathname === ONBOARDING_PATH || pathname.startsWith(`${ONBOARDING_PATH}/`);
}

export function decideOnboardingRoute(input: OnboardingGateInput): OnboardingGateDecision {
  // Signed-out users are never gated (the host clears the userOnboarded flag for them).
  if (!input.isSignedIn) return { action: 'allow' };

  const onOnboardingPage = isOnboardingPath(input.pathname);
  const status = input.serverStatus ?? 'unknown';
  // The flag equal to true means "does not need onboarding"; so does a server answer of true.
  const onboarded = input.isOnboarded === true || input.onboardedFlag || status === 'true';

  if (onboarded) return onOnboardingPage ? { action: 'redirect', to: '/' } : { action: 'allow' };

  // isOnboarded undefined: ask the server once before deciding.
  if (input.isOnboarded === undefined && status === 'unknown') return { action: 'check-server' };

  // isOnboarded is not true (false, or undefined with the server saying false or failing).
  if (onOnboardingPage) return { action: 'allow' };
  return { action: 'redirect', to: ONBOARDING_PATH, from: input.pathname };
}
