import {
  analytics,
  clearOnboardedFlag,
  clearPendingBooking,
  clearSession,
  type MutationConfig,
} from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, post } from './request';

/**
 * POST /auth/logout-all: ends every session of the account, on every device, then signs out here
 * as `signOut` does (the kept booking selection included). Throws (and keeps the traveller signed in) when the server could not be told.
 */
export async function signOutEverywhere(): Promise<void> {
  await post('/auth/logout-all', undefined, AUTH_ERRORS.signOutEverywhere, true);
  clearSession();
  clearOnboardedFlag();
  clearPendingBooking({ signedOut: true });
  analytics.reset();
}

export function useSignOutEverywhere(config: MutationConfig<void, void> = {}) {
  return useMutation({ ...config, mutationFn: signOutEverywhere });
}
