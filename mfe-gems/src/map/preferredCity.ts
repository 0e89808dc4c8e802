import type { City, User } from '@gaido/shared';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids the user's profile names as their city: `homeCityId`, then onboarding's `cityId`. */
function profileCityIds(user: User | null): string[] {
  if (!user || !isRecord(user.user_metadata)) return [];
  const metadata = user.user_metadata;
  const onboarding = isRecord(metadata.onboarding) ? metadata.onboarding : {};
  return [metadata.homeCityId, onboarding.cityId].filter((id): id is string => typeof id === 'string');
}

/**
 * The id of the city the page will most likely show, known before the cities list arrives: the URL's
 * city when it is an id (a slug needs the list), else the user's own city. Null when it cannot tell.
 */
export function likelyCityId(requested: string | null, user: User | null): string | null {
  if (requested) return UUID.test(requested) ? requested.toLowerCase() : null;
  return (
    profileCityIds(user)
      .find((id) => UUID.test(id))
      ?.toLowerCase() ?? null
  );
}

/**
 * The user's own city: `homeCityId` from the profile, else the city chosen in onboarding
 * (`user_metadata.onboarding.cityId`, or its `preferredCity` name). Null for visitors.
 */
export function preferredCityOf(user: User | null, cities: City[]): City | null {
  if (!user || !isRecord(user.user_metadata)) return null;
  const onboarding = isRecord(user.user_metadata.onboarding) ? user.user_metadata.onboarding : {};
  for (const id of profileCityIds(user)) {
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
