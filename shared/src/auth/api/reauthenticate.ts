import type { MutationConfig } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, post } from './request';

/**
 * POST /auth/reauthenticate: proves the password again before an email or password change that
 * answered `isReauthenticationRequired`. The server moves this sign-in to a new session; its tokens
 * are taken from the answer like any other.
 */
export async function reauthenticate(password: string): Promise<unknown> {
  return post('/auth/reauthenticate', { password }, AUTH_ERRORS.reauthenticate, true);
}

export function useReauthenticate(config: MutationConfig<string, unknown> = {}) {
  // A wrong password is the traveller's to correct, and repeated tries count against the rate limit.
  return useMutation({ retry: 0, ...config, mutationFn: reauthenticate });
}
