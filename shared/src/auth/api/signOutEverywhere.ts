import { logoutAll } from '@gaido/contracts/accounts';
import {
  analytics,
  callApi,
  clearOnboardedFlag,
  clearPendingBooking,
  clearSession,
  type MutationConfig,
} from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, orFailure } from './request';

/**
 * POST /auth/logout-all: ends every session of the account, on every device, then signs out here
 * as `signOut` does (the kept booking selection included). Throws (and keeps the traveller signed in) when the server could not be told.
 */
export async function signOutEverywhere(): Promise<void> {
  await orFailure(callApi(logoutAll), AUTH_ERRORS.signOutEverywhere);
  clearSession();
  clearOnboardedFlag();
  clearPendingBooking({ signedOut: true });
  analytics.reset();
}

export function useSignOutEverywhere(config: MutationConfig<void, void> = {}) {
  return useMutation({ ...config, mutationFn: signOutEverywhere });
}
