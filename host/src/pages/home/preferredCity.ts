import { type City, type User, useSession } from '@gaido/shared';
import { useMemo } from 'react';
import { normalizeForSearch } from './citySearchMatch';

/** What onboarding (and the profile) say about the user's city: spec 3 "Onboarding submission". */
export interface CityPreference {
  cityId?: string;
  cityName?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function cityPreferenceOf(user: User | null): CityPreference | null {
  if (!user) return null;
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>;
  const onboarding = (metadata.onboarding ?? {}) as Record<string, unknown>;
  const cityId = text(onboarding.cityId) ?? text(metadata.homeCityId);
  const cityName = text(onboarding.preferredCity);
  if (!cityId && !cityName) return null;
  return { ...(cityId ? { cityId } : {}), ...(cityName ? { cityName } : {}) };
}

/** The catalogue city the preference points at: by id first, else by name (accents and case ignored). */
export function findPreferredCity(cities: City[], preference: CityPreference | null): City | null {
  if (!preference) return null;
  if (preference.cityId) {
    const byId = cities.find((city) => city.id === preference.cityId);
    if (byId) return byId;
  }
  if (preference.cityName) {
    const wanted = normalizeForSearch(preference.cityName);
    return cities.find((city) => normalizeForSearch(city.name) === wanted) ?? null;
  }
  return null;
}

/** The signed-in, onboarded user's city, when the catalogue has it. */
export function usePreferredCity(cities: City[] | undefined): City | null {
  const user = useSession((state) => (state.isAuthenticated ? state.user : null));
  return useMemo(() => {
    if (!user || user.isOnboarded === false) return null;
    return findPreferredCity(cities ?? [], cityPreferenceOf(user));
  }, [cities, user]);
}
