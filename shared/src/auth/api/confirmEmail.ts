import { confirm } from '@gaido/contracts/accounts';
import { type ApiAnswer, callApi, type MutationConfig } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, orFailure } from './request';

type Answer = ApiAnswer<typeof confirm>['data'];

/** spec 7 POST /auth/confirm (email verification). */
export async function confirmEmail(token: string): Promise<Answer> {
  const { data } = await orFailure(callApi(confirm, { body: { token } }), AUTH_ERRORS.confirmEmail);
  return data;
}

export function useConfirmEmail(config: MutationConfig<string, Answer> = {}) {
  // The token is single-use: never retried.
  return useMutation({ retry: 0, ...config, mutationFn: confirmEmail });
}
