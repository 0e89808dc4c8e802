import { changeEmailRequest as changeEmailRequestEndpoint } from '@gaido/contracts/accounts';
import { type ApiAnswer, callApi, type MutationConfig } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, orFailure } from './request';

type Answer = ApiAnswer<typeof changeEmailRequestEndpoint>['data'];

/** spec 7 POST /auth/change-email-request (bearer and refresh headers). */
export async function changeEmailRequest(email: string): Promise<Answer> {
  const { data } = await orFailure(
    callApi(changeEmailRequestEndpoint, { body: { email } }),
    AUTH_ERRORS.changeEmailRequest,
  );
  return data;
}

export function useChangeEmailRequest(config: MutationConfig<string, Answer> = {}) {
  // One mail to the new address per press; a refusal (a recent sign-in needed) is the page's to answer.
  return useMutation({ retry: 0, ...config, mutationFn: changeEmailRequest });
}
