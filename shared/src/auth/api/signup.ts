import { signup as signupEndpoint } from '@gaido/contracts/accounts';
import { callApi, type MutationConfig } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, failure } from './request';

export interface SignupInput {
  email: string;
  password: string;
  version?: string;
}

/** spec 7 POST /auth/signup; returns the server's data.context.message when there is one. */
export async function signup({
  email,
  password,
  version = 'web',
}: SignupInput): Promise<{ message?: string }> {
  try {
    const { data } = await callApi(signupEndpoint, { body: { email, password, version } });
    return data.context.message ? { message: data.context.message } : {};
  } catch (error) {
    // spec 1 (a failed signup reports its message to analytics) is done by the host's dialog.
    throw failure(error, AUTH_ERRORS.signup);
  }
}

export function useSignup(config: MutationConfig<SignupInput, { message?: string }> = {}) {
  // A signup retried after a server error could find its own account and fail as taken: never retried.
  return useMutation({ retry: 0, ...config, mutationFn: signup });
}
