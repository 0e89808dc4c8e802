// POST /auth/logout, then the local sign-out; with `useSignOut`, the sign-out of the header menu and
// the profile page. On the root entry: the header of every page offers it.
import { useMutation } from '@tanstack/react-query';
import { analytics } from '../../analytics/analytics';
import { clearOnboardedFlag } from '../../onboarding/onboardedFlag';
import { clearSession } from '../../session/sessionStore';
import { showToast, TOAST_TEXT } from '../../toasts/toast';
import { clearPendingBooking } from '../pendingBooking';

/**
 * spec 4: sign out clears tokens and user data (after telling the server, best effort), clears the
 * userOnboarded flag and resets analytics. The kept booking selection goes too, in every tab: it
 * was this traveller's, and no sign-in dialog on this browser may promise to keep it. The host
 * shows TOAST_TEXT.signedOut.
 */
export async function signOut(): Promise<void> {
  try {
    // The call and its contract load on the first sign-out, not with every page: the root is in
    // every page's first load. A chunk that cannot load is a server not told, as for a failed call.
    const { logout } = await import('./logout');
    await logout();
  } catch {
    // The local sign-out happens anyway.
  } finally {
    clearSession();
    clearOnboardedFlag();
    clearPendingBooking({ signedOut: true });
    analytics.reset();
  }
}

/**
 * Signing out from a menu or a page: the session ends whatever the server answers (signOut never
 * fails), then the spec's toast, then whatever the caller does next (going home).
 */
export function useSignOut(onSignedOut: () => void) {
  return useMutation({
    mutationFn: signOut,
    retry: 0,
    // On the hook, not on mutate: the sign-out may unmount the page that asked for it.
    onSuccess: () => {
      showToast({ description: TOAST_TEXT.signedOut });
      onSignedOut();
    },
  });
}
