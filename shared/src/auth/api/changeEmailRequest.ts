import type { MutationConfig } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, post } from './request';

/** spec 7 POST /auth/change-email-request (bearer and refresh headers). */
export async function changeEmailRequest(email: string): Promise<unknown> {
  return post('/auth/change-email-request', { email }, AUTH_ERRORS.changeEmailRequest, true);
}

export function useChangeEmailRequest(config: MutationConfig<string, unknown> = {}) {
  // One mail to the new address per press; a refusal (a recent sign-in needed) is the page's to answer.
  return useMutation({ retry: 0, ...config, mutationFn: changeEmailRequest });
}
