import { type MutationConfig, updateUser } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, isRecord, nonEmptyString, post } from './request';

/** spec 7 POST /auth/update-email; the stored user takes the new email when the answer carries it. */
export async function updateEmail(token: string): Promise<unknown> {
  const data = await post('/auth/update-email', { token }, AUTH_ERRORS.updateEmail);
  const source = isRecord(data) && isRecord(data.user) ? data.user : data;
  const email = isRecord(source) ? nonEmptyString(source.email) : undefined;
  if (email) updateUser({ email });
  return data;
}

export function useUpdateEmail(config: MutationConfig<string, unknown> = {}) {
  // The token is single-use: never retried.
  return useMutation({ retry: 0, ...config, mutationFn: updateEmail });
}
