import { changePassword as changePasswordEndpoint } from '@gaido/contracts/accounts';
import { type ApiAnswer, callApi, type MutationConfig } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, orFailure } from './request';

type Answer = ApiAnswer<typeof changePasswordEndpoint>['data'];

/** spec 7 POST /auth/change-password (bearer and refresh headers). */
export async function changePassword(password: string): Promise<Answer> {
  const { data } = await orFailure(
    callApi(changePasswordEndpoint, { body: { password } }),
    AUTH_ERRORS.changePassword,
  );
  return data;
}

export function useChangePassword(config: MutationConfig<string, Answer> = {}) {
  // A refusal (a recent sign-in needed) is answered by the page, not by trying again.
  return useMutation({ retry: 0, ...config, mutationFn: changePassword });
}
