import type { MutationConfig } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, post } from './request';

/** spec 7 POST /auth/change-password (bearer and refresh headers). */
export async function changePassword(password: string): Promise<unknown> {
  return post('/auth/change-password', { password }, AUTH_ERRORS.changePassword, true);
}

export function useChangePassword(config: MutationConfig<string, unknown> = {}) {
  // A refusal (a recent sign-in needed) is answered by the page, not by trying again.
  return useMutation({ retry: 0, ...config, mutationFn: changePassword });
}
