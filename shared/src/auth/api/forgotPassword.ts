import { forgotPassword as forgotPasswordEndpoint } from '@gaido/contracts/accounts';
import { type ApiAnswer, callApi, type MutationConfig } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, orFailure } from './request';

type Answer = ApiAnswer<typeof forgotPasswordEndpoint>['data'];

/** spec 7 POST /auth/forgot-password. (The dialog swallows its errors, spec 8.) */
export async function forgotPassword(email: string): Promise<Answer> {
  const { data } = await orFailure(
    callApi(forgotPasswordEndpoint, { body: { email } }),
    AUTH_ERRORS.forgotPassword,
  );
  return data;
}

export function useForgotPassword(config: MutationConfig<string, Answer> = {}) {
  // One mail per press: a retried request could send the traveller a second link.
  return useMutation({ retry: 0, ...config, mutationFn: forgotPassword });
}
