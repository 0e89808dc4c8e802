import { type ProfilePatchBody, updateProfile as updateProfileEndpoint } from '@gaido/contracts/users';
import { callApi, type MutationConfig, type User, updateUser } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, failure } from './request';
import { userFromAnswer } from './userFromAnswer';

/** Profile update (the spec does not show it: PATCH /users/profile); the stored user becomes the answer's. */
export async function updateProfile(patch: ProfilePatchBody): Promise<User | null> {
  let user: User;
  try {
    user = userFromAnswer((await callApi(updateProfileEndpoint, { body: patch })).data);
  } catch (error) {
    throw failure(error, AUTH_ERRORS.updateProfile);
  }
  return updateUser(user);
}

export function useUpdateProfile(config: MutationConfig<ProfilePatchBody, User | null> = {}) {
  return useMutation({ ...config, mutationFn: updateProfile });
}
