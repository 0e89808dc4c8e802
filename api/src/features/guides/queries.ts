// Travel guides with their city and how many gems each has.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, guides } from '../../db/schema/catalogue';

const guideColumns = {
  id: guides.id,
  name: guides.name,
  bio: guides.bio,
  imageUrl: guides.imageUrl,
  languages: guides.languages,
  cityId: guides.cityId,
  cityName: cities.name,
  citySlug: cities.slug,
  // Qualified by hand: Drizzle prints select-list columns without their table.
  gemCount: sql<number>`(select count(*) from "gems" where "gems"."guide_id" = "guides"."id")`.mapWith(
    Number,
  ),
};

export type GuideRow = {
  id: string;
  name: string;
  bio: string;
  imageUrl: string;
  languages: string[];
  cityId: string;
  cityName: string;
  citySlug: string;
  gemCount: number;
};

/** One page of guides (of one city, or all), by city then name, and how many there are. */
export async function listGuides(
  db: Database,
  cityId: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: GuideRow[]; total: number }> {
  const where = cityId ? eq(guides.cityId, cityId) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(guideColumns)
      .from(guides)
      .innerJoin(cities, eq(cities.id, guides.cityId))
      .where(where)
      .orderBy(asc(cities.name), asc(guides.name), asc(guides.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(guides).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findGuide(db: Database, id: string): Promise<GuideRow | null> {
  const [row] = await db
    .select(guideColumns)
    .from(guides)
    .innerJoin(cities, eq(cities.id, guides.cityId))
    .where(eq(guides.id, id))
    .limit(1);
  return row ?? null;
}
