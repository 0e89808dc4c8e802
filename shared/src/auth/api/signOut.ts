import { analytics } from '../../analytics/analytics';
import { clearOnboardedFlag } from '../../onboarding/onboardedFlag';
import { clearSession } from '../../session/sessionStore';
import { logout } from './logout';

/**
 * spec 4: sign out clears tokens and user data (after telling the server, best effort), clears the
 * userOnboarded flag and resets analytics. The host shows TOAST_TEXT.signedOut.
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } finally {
    clearSession();
    clearOnboardedFlag();
    analytics.reset();
  }
}
