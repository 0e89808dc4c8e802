import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities } from '../../db/schema/catalogue';
import { likePattern, searchKey } from '../../lib/text';

export const cityColumns = {
  id: cities.id,
  slug: cities.slug,
  name: cities.name,
  country: cities.country,
  countryCode: cities.countryCode,
  timezone: cities.timezone,
  latitude: cities.latitude,
  longitude: cities.longitude,
  description: cities.description,
  imageUrl: cities.imageUrl,
};

// Spelled out in SQL: inside a select list Drizzle prints columns without their table, and an
// unqualified "id" in the subquery would mean the gem's id.
const withCounts = {
  ...cityColumns,
  gemCount: sql<number>`(select count(*) from "gems" where "gems"."city_id" = "cities"."id")`.mapWith(Number),
  tourCount: sql<number>`(select count(*) from "tours" where "tours"."city_id" = "cities"."id")`.mapWith(
    Number,
  ),
};

export interface CitySearch {
  /** Part of the city name (or, for `q`, of the city or country name). */
  text?: string | undefined;
  /** Also match the country name? (`GET /cities?q=` does, the onboarding lookup has `country`.) */
  matchCountry?: boolean;
  /** Country name (partial) or ISO code (exact). */
  country?: string | undefined;
  limit?: number;
}

export function searchCities(db: Database, search: CitySearch) {
  const conditions = [];
  const text = search.text ? searchKey(search.text) : '';
  if (text) {
    const pattern = likePattern(text);
    conditions.push(
      search.matchCountry
        ? or(ilike(cities.searchName, pattern), ilike(cities.searchCountry, pattern))
        : ilike(cities.searchName, pattern),
    );
  }
  const country = search.country ? searchKey(search.country) : '';
  if (country) {
    conditions.push(
      or(ilike(cities.searchCountry, likePattern(country)), eq(sql`lower(${cities.countryCode})`, country)),
    );
  }
  const query = db
    .select(withCounts)
    .from(cities)
    .where(and(...conditions))
    // Names that start with the text first ("por" -> Porto before Ciudad de Porvenir).
    .orderBy(
      ...(text
        ? [
            sql`case when ${cities.searchName} like ${`${text.replace(/[\\%_]/g, '\\$&')}%`} then 0 else 1 end`,
          ]
        : []),
      asc(cities.name),
    );
  return search.limit ? query.limit(search.limit) : query;
}

export async function findCity(db: Database, idOrSlug: { id?: string; slug?: string }) {
  const [city] = await db
    .select(withCounts)
    .from(cities)
    .where(idOrSlug.id ? eq(cities.id, idOrSlug.id) : eq(cities.slug, idOrSlug.slug ?? ''))
    .limit(1);
  return city ?? null;
}

/** The id of the city named by a slug, or by an id or a slug when the value is shaped like a UUID; null if none. */
export async function cityIdOf(db: Database, idOrSlug: string, looksLikeId: boolean): Promise<string | null> {
  const value = idOrSlug.toLowerCase();
  const [found] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(looksLikeId ? or(eq(cities.id, value), eq(cities.slug, value)) : eq(cities.slug, value))
    .limit(1);
  return found?.id ?? null;
}

export async function cityExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id)).limit(1);
  return Boolean(row);
}
