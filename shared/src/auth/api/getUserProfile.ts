import { onboardingStatus } from '@gaido/contracts/onboarding';
import { authMe, me, profile } from '@gaido/contracts/users';
import { callApi, queryKeys, type User } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUTH_ERRORS } from './request';
import { userFromAnswer } from './userFromAnswer';

/** What the profile endpoints tell about the user; /users/onboarding/status only gives isOnboarded. */
export type UserProfile = Partial<User> & { isOnboarded?: boolean };

/** The endpoints that answer the whole user, in the order spec 7 tries them. */
const USER_ENDPOINTS = [profile, me, authMe] as const;

/** spec 7: GET /users/profile, then /users/me, /auth/me, /users/onboarding/status, in order. */
export async function getUserProfile(): Promise<UserProfile> {
  for (const endpoint of USER_ENDPOINTS) {
    try {
      return userFromAnswer((await callApi(endpoint)).data);
    } catch {
      // Try the next endpoint.
    }
  }
  try {
    const { data } = await callApi(onboardingStatus);
    return { isOnboarded: data.isOnboarded };
  } catch {
    throw new Error(AUTH_ERRORS.profileLookup);
  }
}

export function userProfileQueryOptions() {
  return queryOptions({ queryKey: queryKeys.profile.me(), queryFn: getUserProfile });
}

/** The signed-in user's profile; `enabled: false` holds it back (no user yet). */
export function useUserProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userProfileQueryOptions(), enabled });
}
