// Onboarding, under /users/onboarding: the quiz's city lookup (public: the quiz may look cities up
// before sign-in), whether the user has answered, and the answers (answering again updates them).
import * as z from 'zod/mini';
import { dataOf, defineEndpoint, ErrorResponse, listOf, trimmedText, uuidField } from './endpoint';
import {
  APP_USAGE_PURPOSES,
  CITY_SEARCH_MAX,
  ONBOARDING_TEXT_MAX,
  REFERRED_BY,
  WHEN_TRIP_PLANNED,
} from './limits';
import { UserResponse } from './users';

export {
  APP_USAGE_PURPOSES,
  CITY_LOOKUP_LIMIT,
  ONBOARDING_TEXT_MAX,
  REFERRED_BY,
  WHEN_TRIP_PLANNED,
} from './limits';

export const CityLookupQuery = z.object({
  city: z.optional(trimmedText('city', CITY_SEARCH_MAX)),
  country: z.optional(trimmedText('country', CITY_SEARCH_MAX)),
});
export const LookupCity = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  slug: z.string(),
});
export const lookupCity = defineEndpoint({
  method: 'get',
  path: '/users/onboarding/city',
  summary:
    'Cities whose name holds `city` (and whose country matches `country`), CITY_LOOKUP_LIMIT (20) at most',
  description:
    'Looks cities up by name for the onboarding quiz, before or after sign-in: accent-insensitive, optionally within one country, at most CITY_LOOKUP_LIMIT (20).',
  tag: 'onboarding',
  auth: 'none',
  query: CityLookupQuery,
  responses: { 200: listOf(LookupCity), 400: ErrorResponse },
});

export const onboardingStatus = defineEndpoint({
  method: 'get',
  path: '/users/onboarding/status',
  summary: 'Whether the signed-in user has answered the onboarding quiz',
  description: 'Whether the signed-in user has answered the onboarding quiz (`isOnboarded`).',
  tag: 'onboarding',
  auth: 'bearer',
  responses: { 200: dataOf(z.object({ isOnboarded: z.boolean() })), 401: ErrorResponse },
});

// @__NO_SIDE_EFFECTS__
function oneOf<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` });
}

export const OnboardingBody = z
  .object({
    appUsagePurpose: oneOf('appUsagePurpose', APP_USAGE_PURPOSES),
    whenTripPlanned: oneOf('whenTripPlanned', WHEN_TRIP_PLANNED),
    referredBy: oneOf('referredBy', REFERRED_BY),
    cityId: z.nullish(uuidField('cityId')),
    preferredCity: z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(ONBOARDING_TEXT_MAX))),
    preferredCountry: z.nullish(z.string().check(z.trim(), z.maxLength(ONBOARDING_TEXT_MAX))),
  })
  .check(
    z.refine((body) => Boolean(body.cityId || body.preferredCity), {
      message: 'Choose a city: send cityId (from the city lookup) or preferredCity',
      path: ['cityId'],
    }),
  );
export type OnboardingBody = z.input<typeof OnboardingBody>;
export const submitOnboarding = defineEndpoint({
  method: 'post',
  path: '/users/onboarding',
  summary: 'Stores the answers and marks the user onboarded; answers the updated user',
  description:
    "Stores the quiz's answers (a city, by id from the lookup or by name, and the other choices) and marks the user onboarded; answering again updates them.",
  tag: 'onboarding',
  auth: 'bearer',
  body: OnboardingBody,
  responses: { 200: dataOf(UserResponse), 400: ErrorResponse, 401: ErrorResponse },
});

export const onboardingEndpoints = [lookupCity, onboardingStatus, submitOnboarding];
