import { reauthenticate as reauthenticateEndpoint } from '@gaido/contracts/accounts';
import { type ApiAnswer, callApi, type MutationConfig } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, orFailure } from './request';

type Answer = ApiAnswer<typeof reauthenticateEndpoint>['data'];

/**
 * POST /auth/reauthenticate: proves the password again before an email or password change that
 * answered `isReauthenticationRequired`. The server moves this sign-in to a new session; its tokens
 * are taken from the answer like any other.
 */
export async function reauthenticate(password: string): Promise<Answer> {
  const { data } = await orFailure(
    callApi(reauthenticateEndpoint, { body: { password } }),
    AUTH_ERRORS.reauthenticate,
  );
  return data;
}

export function useReauthenticate(config: MutationConfig<string, Answer> = {}) {
  // A wrong password is the traveller's to correct, and repeated tries count against the rate limit.
  return useMutation({ retry: 0, ...config, mutationFn: reauthenticate });
}
