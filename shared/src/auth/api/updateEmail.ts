import { updateEmail as updateEmailEndpoint } from '@gaido/contracts/accounts';
import { type ApiAnswer, callApi, type MutationConfig, updateUser } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, orFailure } from './request';

type Answer = ApiAnswer<typeof updateEmailEndpoint>['data'];

/** spec 7 POST /auth/update-email; the stored user takes the new email the answer carries. */
export async function updateEmail(token: string): Promise<Answer> {
  const { data } = await orFailure(
    callApi(updateEmailEndpoint, { body: { token } }),
    AUTH_ERRORS.updateEmail,
  );
  if (data.user.email) updateUser({ email: data.user.email });
  return data;
}

export function useUpdateEmail(config: MutationConfig<string, Answer> = {}) {
  // The token is single-use: never retried.
  return useMutation({ retry: 0, ...config, mutationFn: updateEmail });
}
