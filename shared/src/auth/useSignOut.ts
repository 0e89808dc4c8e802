// Signing out from a menu or a page: the session ends whatever the server answers (signOut never
// fails), then the spec's toast, then whatever the caller does next (going home).
import { useMutation } from '@tanstack/react-query';
import { showToast, TOAST_TEXT } from '../toasts/toast';
import { signOut } from './api/signOut';

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
