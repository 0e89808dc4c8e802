import type { MutationConfig } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, post } from './request';

/** spec 7 POST /auth/forgot-password. (The dialog swallows its errors, spec 8.) */
export async function forgotPassword(email: string): Promise<unknown> {
  return post('/auth/forgot-password', { email }, AUTH_ERRORS.forgotPassword);
}

export function useForgotPassword(config: MutationConfig<string, unknown> = {}) {
  // One mail per press: a retried request could send the traveller a second link.
  return useMutation({ retry: 0, ...config, mutationFn: forgotPassword });
}
