import { apiRequest, normalizeUser, queryKeys, type User } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUTH_ERRORS, isRecord } from './request';

/** What the profile endpoints tell about the user; /users/onboarding/status only gives isOnboarded. */
export type UserProfile = Partial<User> & { isOnboarded?: boolean };

export const PROFILE_ENDPOINTS = [
  '/users/profile',
  '/users/me',
  '/auth/me',
  '/users/onboarding/status',
] as const;

function toProfile(data: unknown): UserProfile | null {
  if (!isRecord(data)) return null;
  const source = isRecord(data.user) ? data.user : data;
  const user = normalizeUser(source);
  if (user) return user;
  if (typeof source.isOnboarded === 'boolean') return { isOnboarded: source.isOnboarded };
  return null;
}

/** spec 7: GET /users/profile, then /users/me, /auth/me, /users/onboarding/status, in order. */
export async function getUserProfile(): Promise<UserProfile> {
  for (const path of PROFILE_ENDPOINTS) {
    try {
      const profile = toProfile(await apiRequest(path, { auth: true }));
      if (profile) return profile;
    } catch {
      // Try the next endpoint.
    }
  }
  throw new Error(AUTH_ERRORS.profileLookup);
}

export function userProfileQueryOptions() {
  return queryOptions({ queryKey: queryKeys.profile.me(), queryFn: getUserProfile });
}

/** The signed-in user's profile; `enabled: false` holds it back (no user yet). */
export function useUserProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userProfileQueryOptions(), enabled });
}
