import { apiFetch, type MutationConfig } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, failure, isRecord, nonEmptyString } from './request';

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
    const response = await apiFetch('/auth/signup', { method: 'POST', body: { email, password, version } });
    const body = response.body;
    const data = isRecord(body) && isRecord(body.data) ? body.data : body;
    const context = isRecord(data) && isRecord(data.context) ? data.context : undefined;
    const message = nonEmptyString(context?.message);
    return message ? { message } : {};
  } catch (error) {
    // spec 1 (a failed signup reports its message to analytics) is done by the host's dialog.
    throw failure(error, AUTH_ERRORS.signup);
  }
}

export function useSignup(config: MutationConfig<SignupInput, { message?: string }> = {}) {
  // A signup retried after a server error could find its own account and fail as taken: never retried.
  return useMutation({ retry: 0, ...config, mutationFn: signup });
}
