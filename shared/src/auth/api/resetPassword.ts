import { resetPassword as resetPasswordEndpoint } from '@gaido/contracts/accounts';
import { type ApiAnswer, callApi, type MutationConfig } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, orFailure } from './request';

type Answer = ApiAnswer<typeof resetPasswordEndpoint>['data'];

/** spec 7 POST /auth/reset-password. */
export async function resetPassword({
  password,
  token,
}: {
  password: string;
  token: string;
}): Promise<Answer> {
  const { data } = await orFailure(
    callApi(resetPasswordEndpoint, { body: { password, token } }),
    AUTH_ERRORS.resetPassword,
  );
  return data;
}

export interface ResetPasswordInput {
  password: string;
  token: string;
}

export function useResetPassword(config: MutationConfig<ResetPasswordInput, unknown> = {}) {
  // A reset link's token is spent by the first attempt: never retried behind the user's back.
  return useMutation({ retry: 0, ...config, mutationFn: resetPassword });
}
