import type { MutationConfig } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, post } from './request';

/** spec 7 POST /auth/confirm (email verification). */
export async function confirmEmail(token: string): Promise<unknown> {
  return post('/auth/confirm', { token }, AUTH_ERRORS.confirmEmail);
}

export function useConfirmEmail(config: MutationConfig<string, unknown> = {}) {
  // The token is single-use: never retried.
  return useMutation({ retry: 0, ...config, mutationFn: confirmEmail });
}
