import { apiRequest, type MutationConfig, normalizeUser, type User, updateUser } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, failure, isRecord } from './request';

export const PROFILE_UPDATE_PATH = '/users/profile';

/** Profile update (the spec does not show it: PATCH /users/profile); the stored user follows. */
export async function updateProfile(patch: Partial<Omit<User, 'id'>>): Promise<User | null> {
  let data: unknown;
  try {
    data = await apiRequest(PROFILE_UPDATE_PATH, { method: 'PATCH', body: patch, auth: true });
  } catch (error) {
    throw failure(error, AUTH_ERRORS.updateProfile);
  }
  const returned = isRecord(data) ? normalizeUser(isRecord(data.user) ? data.user : data) : null;
  if (!returned) return updateUser(patch);
  // normalizeUser fills a missing email with '': never overwrite the stored one with that.
  const { email, ...fields } = returned;
  return updateUser(email ? returned : fields);
}

export function useUpdateProfile(config: MutationConfig<Partial<Omit<User, 'id'>>, User | null> = {}) {
  return useMutation({ ...config, mutationFn: updateProfile });
}
