// GET /users/onboarding/city?city&country (spec 7): the quiz's city search.
import { apiRequest, type City, CitySchema, getServerMessage } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ONBOARDING_ERRORS } from './request';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** spec 7 GET /users/onboarding/city?city&country. Entries that are not cities are skipped. */
export async function lookupOnboardingCity(
  { city, country }: { city: string; country?: string },
  signal?: AbortSignal,
): Promise<City[]> {
  let data: unknown;
  try {
    data = await apiRequest('/users/onboarding/city', {
      query: { city, country: country || undefined },
      auth: true,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(getServerMessage(error, ONBOARDING_ERRORS.lookup), { cause: error });
  }
  const list = Array.isArray(data)
    ? data
    : isRecord(data) && Array.isArray(data.cities)
      ? data.cities
      : isRecord(data)
        ? [data]
        : [];
  return list.flatMap((item) => {
    const parsed = CitySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
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
