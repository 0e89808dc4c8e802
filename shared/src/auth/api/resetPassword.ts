import type { MutationConfig } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, post } from './request';

/** spec 7 POST /auth/reset-password. */
export async function resetPassword({
  password,
  token,
}: {
  password: string;
  token: string;
}): Promise<unknown> {
  return post('/auth/reset-password', { password, token }, AUTH_ERRORS.resetPassword);
}

export interface ResetPasswordInput {
  password: string;
  token: string;
}

export function useResetPassword(config: MutationConfig<ResetPasswordInput, unknown> = {}) {
  // A reset link's token is spent by the first attempt: never retried behind the user's back.
  return useMutation({ retry: 0, ...config, mutationFn: resetPassword });
}
