// The signed-in user: reading it (GET /users/profile, /users/me and /auth/me answer the same) and
// updating the profile. Every call reads or writes only the token's user.
import * as z from 'zod/mini';
import { dataOf, defineEndpoint, ErrorResponse, UUID_LENGTH, UUID_PATTERN } from './endpoint';
import { PROFILE_BIO_MAX, PROFILE_NAME_MAX } from './limits';

export { PROFILE_BIO_MAX, PROFILE_NAME_MAX } from './limits';

/** The user as every endpoint returns it. */
export const UserResponse = z.object({
  id: z.string(),
  email: z.string(),
  name: z.nullable(z.string()),
  isOnboarded: z.boolean(),
  emailVerified: z.boolean(),
  user_metadata: z.object({
    bio: z.nullable(z.string()),
    homeCityId: z.nullable(z.string()),
    onboarding: z.nullable(
      z.object({
        appUsagePurpose: z.string(),
        preferredCity: z.string(),
        /** Null when a city was typed without a country and none was chosen from the lookup. */
        preferredCountry: z.nullable(z.string()),
        cityId: z.nullable(z.string()),
        whenTripPlanned: z.string(),
        referredBy: z.string(),
      }),
    ),
    createdAt: z.string(),
  }),
});

// @__NO_SIDE_EFFECTS__
const readUser = <const P extends string>(docs: { path: P; summary: string; description: string }) =>
  defineEndpoint({
    method: 'get',
    ...docs,
    tag: 'users',
    auth: 'bearer',
    responses: { 200: dataOf(UserResponse), 401: ErrorResponse },
  });

export const profile = readUser({
  path: '/users/profile',
  summary: 'The signed-in user',
  description: 'The user of the access token: profile, verification and onboarding state.',
});
export const me = readUser({
  path: '/users/me',
  summary: 'The signed-in user (the same answer as /users/profile)',
  description:
    'The user of the access token: profile, verification and onboarding state; the same answer as GET /users/profile.',
});
export const authMe = readUser({
  path: '/auth/me',
  summary: 'The signed-in user (the same answer as /users/profile)',
  description:
    'The user of the access token: profile, verification and onboarding state. Kept for older clients; the same answer as GET /users/profile.',
});

export const ProfilePatchBody = z
  .strictObject({
    name: z.optional(
      z.nullable(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, 'Name cannot be empty'),
            z.maxLength(PROFILE_NAME_MAX, `Name must be at most ${PROFILE_NAME_MAX} characters`),
          ),
      ),
    ),
    bio: z.optional(
      z.nullable(
        z
          .string()
          .check(z.trim(), z.maxLength(PROFILE_BIO_MAX, `Bio must be at most ${PROFILE_BIO_MAX} characters`)),
      ),
    ),
    homeCityId: z.optional(
      z.nullable(
        z
          .string()
          .check(
            z.maxLength(UUID_LENGTH, { error: 'homeCityId must be a valid UUID', abort: true }),
            z.regex(UUID_PATTERN, 'homeCityId must be a valid UUID'),
          ),
      ),
    ),
  })
  .check(z.refine((body) => Object.keys(body).length > 0, 'Nothing to update: send name, bio or homeCityId'));
export type ProfilePatchBody = z.input<typeof ProfilePatchBody>;

export const updateProfile = defineEndpoint({
  method: 'patch',
  path: '/users/profile',
  summary: 'Updates the name, bio or home city (at least one); answers the updated user',
  description:
    "Updates any of name, bio and home city of the signed-in user (null clears one); a body with none of them is a 400. Text is trimmed and bounded as the body's schema says.",
  tag: 'users',
  auth: 'bearer',
  body: ProfilePatchBody,
  responses: { 200: dataOf(UserResponse), 400: ErrorResponse, 401: ErrorResponse },
});

export const usersEndpoints = [authMe, me, profile, updateProfile];
