import type { City, User } from '@gaido/shared';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The user's own city: `homeCityId` from the profile, else the city chosen in onboarding
 * (`user_metadata.onboarding.cityId`, or its `preferredCity` name). Null for visitors.
 */
export function preferredCityOf(user: User | null, cities: City[]): City | null {
  if (!user || !isRecord(user.user_metadata)) return null;
  const metadata = user.user_metadata;
  const onboarding = isRecord(metadata.onboarding) ? metadata.onboarding : {};
  const ids = [metadata.homeCityId, onboarding.cityId].filter((id): id is string => typeof id === 'string');
  for (const id of ids) {
    const city = cities.find((candidate) => candidate.id === id);
    if (city) return city;
  }
  const name =
    typeof onboarding.preferredCity === 'string' ? onboarding.preferredCity.trim().toLowerCase() : '';
  return name ? (cities.find((city) => city.name.toLowerCase() === name) ?? null) : null;
}

/** Cities for the picker: the user's city first, the rest by name. */
export function orderCities(cities: City[], preferred: City | null): City[] {
  const rest = cities
    .filter((city) => city.id !== preferred?.id)
    .sort((a, b) => a.name.localeCompare(b.name));
  return preferred ? [preferred, ...rest] : rest;
}

/** The city to show: the one in the URL (id or slug), else the user's, else the first. */
export function chooseCity(cities: City[], requested: string | null, preferred: City | null): City | null {
  if (requested) {
    const wanted = requested.toLowerCase();
    const match = cities.find((city) => city.id === requested || city.slug?.toLowerCase() === wanted);
    if (match) return match;
  }
  return preferred ?? cities[0] ?? null;
}
