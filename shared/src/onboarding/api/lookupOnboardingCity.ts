// GET /users/onboarding/city?city&country (spec 7): the quiz's city search.
import { lookupCity } from '@gaido/contracts/onboarding';
import type { ApiAnswer } from '@gaido/shared';
import { callApi, getServerMessage } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ONBOARDING_ERRORS } from './request';

/** A city as the quiz's lookup answers it. */
export type OnboardingCity = ApiAnswer<typeof lookupCity>['data'][number];

/** spec 7 GET /users/onboarding/city?city&country. Entries that are not cities are skipped. */
export async function lookupOnboardingCity(
  { city, country }: { city: string; country?: string },
  signal?: AbortSignal,
): Promise<OnboardingCity[]> {
  try {
    const answer = await callApi(lookupCity, {
      query: { city, country: country || undefined },
      auth: true,
      ...(signal ? { signal } : {}),
    });
    return answer.data;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(getServerMessage(error, ONBOARDING_ERRORS.lookup), { cause: error });
  }
}

export function onboardingCityQueryOptions(city: string) {
  return queryOptions({
    queryKey: ['onboarding', 'city', city] as const,
    queryFn: ({ signal }) => lookupOnboardingCity({ city }, signal),
  });
}

/** The cities matching what was typed; `enabled: false` holds it back (too few letters yet). */
export function useOnboardingCities(city: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...onboardingCityQueryOptions(city), enabled });
}
