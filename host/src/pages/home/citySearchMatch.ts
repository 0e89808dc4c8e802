import type { City } from '@gaido/shared';

/** Accent- and case-insensitive, so "Sao" finds São Paulo and "krakow" Kraków. */
export function normalizeForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Cities whose name or country contains the text: the user's own city first, then names starting
 * with the text, then the rest, each alphabetically.
 */
export function matchCities(
  cities: City[],
  query: string,
  options: { limit?: number; preferredId?: string } = {},
) {
  const needle = normalizeForSearch(query);
  if (!needle) return [];
  const rank = (city: City) => {
    if (city.id === options.preferredId) return 0;
    return normalizeForSearch(city.name).startsWith(needle) ? 1 : 2;
  };
  return cities
    .filter((city) => normalizeForSearch(`${city.name} ${city.country}`).includes(needle))
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name))
    .slice(0, options.limit ?? 6);
}
