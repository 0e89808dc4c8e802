// Reading gems in the shape of spec 3/7: one query for the page of gems (with city and guide),
// one for all their features. Used by the gem list, the gem page, guides and favorites.
import { and, asc, count, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { cities, featureCategories, features, gemFeatures, gems, guides } from '../../db/schema/catalogue';
import { imageAlt } from '../assets/svg';

/**
 * What a list of gems is shown with: the map, its list and the gem cards use the name,
 * service, place, features, images, guide and hours (spec 3's Gem); the description, the address and
 * the city object are for the gem page alone (GET /gems/{id}) and were 20% of a 300-gem page.
 */
const gemSummaryColumns = {
  id: gems.id,
  name: gems.name,
  service: gems.service,
  latitude: gems.latitude,
  longitude: gems.longitude,
  images: gems.images,
  hoursNote: gems.hoursNote,
  opensMonday: gems.opensMonday,
  closesMonday: gems.closesMonday,
  opensTuesday: gems.opensTuesday,
  closesTuesday: gems.closesTuesday,
  opensWednesday: gems.opensWednesday,
  closesWednesday: gems.closesWednesday,
  opensThursday: gems.opensThursday,
  closesThursday: gems.closesThursday,
  opensFriday: gems.opensFriday,
  closesFriday: gems.closesFriday,
  opensSaturday: gems.opensSaturday,
  closesSaturday: gems.closesSaturday,
  opensSunday: gems.opensSunday,
  closesSunday: gems.closesSunday,
  cityId: gems.cityId,
  createdAt: gems.createdAt,
  guideId: guides.id,
  guideName: guides.name,
  guideImageUrl: guides.imageUrl,
};

/** A gem whole: its summary, plus what only the gem page shows (spec 3). */
export const gemColumns = {
  ...gemSummaryColumns,
  description: gems.description,
  address: gems.address,
  cityName: cities.name,
  citySlug: cities.slug,
  cityTimezone: cities.timezone,
  updatedAt: gems.updatedAt,
};

function gemSelect(db: Database) {
  return db
    .select(gemColumns)
    .from(gems)
    .innerJoin(cities, eq(cities.id, gems.cityId))
    .leftJoin(guides, eq(guides.id, gems.guideId));
}

export type GemRow = Awaited<ReturnType<typeof gemSelect>>[number];

export interface GemFeature {
  id: string;
  name: string;
  categoryId: string;
  categoryName: string;
}

export async function loadFeatures(db: Database, gemIds: string[]): Promise<Map<string, GemFeature[]>> {
  const byGem = new Map<string, GemFeature[]>();
  if (gemIds.length === 0) return byGem;
  const rows = await db
    .select({
      gemId: gemFeatures.gemId,
      id: features.id,
      name: features.name,
      categoryId: featureCategories.id,
      categoryName: featureCategories.name,
    })
    .from(gemFeatures)
    .innerJoin(features, eq(features.id, gemFeatures.featureId))
    .innerJoin(featureCategories, eq(featureCategories.id, features.categoryId))
    .where(inArray(gemFeatures.gemId, gemIds))
    .orderBy(asc(featureCategories.sortOrder), asc(features.name));
  for (const { gemId, ...feature } of rows) {
    const list = byGem.get(gemId) ?? [];
    list.push(feature);
    byGem.set(gemId, list);
  }
  return byGem;
}

export function toGemJson(row: GemRow, featureList: GemFeature[]) {
  const { cityName, citySlug, cityTimezone, guideId, guideName, guideImageUrl, ...gem } = row;
  return {
    ...gem,
    imageAlt: imageAlt(gem.images[0]),
    imageAlts: gem.images.map(imageAlt),
    features: featureList,
    city: { id: gem.cityId, name: cityName, slug: citySlug, timezone: cityTimezone },
    ...guideOf(guideId, guideName, guideImageUrl),
  };
}

/** A gem's guide as the API shows it (spec 3), from the guide columns of a gem row. */
function guideOf(guideId: string | null, name: string | null, imageUrl: string | null) {
  return { guideId, guide: guideId ? { id: guideId, name: name ?? '', imageUrl: imageUrl ?? '' } : null };
}

export type GemJson = ReturnType<typeof toGemJson>;

/** Gem rows -> gem JSON with their features, in the rows' order. */
export async function withFeatures(db: Database, rows: GemRow[]): Promise<GemJson[]> {
  const featuresByGem = await loadFeatures(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toGemJson(row, featuresByGem.get(row.id) ?? []));
}

export interface GemFilters {
  cityId?: string | undefined;
  guideId?: string | undefined;
  featureCategoryId?: string | undefined;
}

function filterConditions(db: Database, filters: GemFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.cityId) conditions.push(eq(gems.cityId, filters.cityId));
  if (filters.guideId) conditions.push(eq(gems.guideId, filters.guideId));
  if (filters.featureCategoryId) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(gemFeatures)
          .innerJoin(features, eq(features.id, gemFeatures.featureId))
          .where(and(eq(gemFeatures.gemId, gems.id), eq(features.categoryId, filters.featureCategoryId))),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export interface GemListOrder {
  sort: 'name' | 'createdAt';
  order: 'ASC' | 'DESC';
}

function listOrder(order: GemListOrder) {
  const direction = order.order === 'DESC' ? desc : asc;
  // The id breaks ties so pages never overlap or skip a gem.
  return order.sort === 'createdAt'
    ? [direction(gems.createdAt), direction(gems.id)]
    : [direction(gems.name), direction(gems.id)];
}

/** `query` filtered, in list order, one page of it; and how many gems the filter matches. */
async function gemPage<Query extends PgSelect>(
  db: Database,
  query: Query,
  filters: GemFilters,
  order: GemListOrder,
  page: { limit: number; offset: number },
) {
  const where = filterConditions(db, filters);
  const [rows, [total]] = await Promise.all([
    query
      .where(where)
      .orderBy(...listOrder(order))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(gems).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A page of gems with everything the gem page shows (GET /guides/{id} embeds these). */
export async function listGems(
  db: Database,
  filters: GemFilters,
  order: GemListOrder,
  page: { limit: number; offset: number },
) {
  const { rows, total } = await gemPage(db, gemSelect(db).$dynamic(), filters, order, page);
  return { gems: await withFeatures(db, rows), total };
}

/** GET /gems/: a page of gem summaries (see gemSummaryColumns) and the total. */
export async function listGemSummaries(
  db: Database,
  filters: GemFilters,
  order: GemListOrder,
  page: { limit: number; offset: number },
) {
  const query = db.select(gemSummaryColumns).from(gems).leftJoin(guides, eq(guides.id, gems.guideId));
  const { rows, total } = await gemPage(db, query.$dynamic(), filters, order, page);
  const featuresByGem = await loadFeatures(
    db,
    rows.map((row) => row.id),
  );
  const summaries = rows.map(({ guideId, guideName, guideImageUrl, ...gem }) => ({
    ...gem,
    imageAlt: imageAlt(gem.images[0]),
    features: featuresByGem.get(gem.id) ?? [],
    ...guideOf(guideId, guideName, guideImageUrl),
  }));
  return { gems: summaries, total };
}

export async function findGem(db: Database, id: string): Promise<GemJson | null> {
  const rows = await gemSelect(db).where(eq(gems.id, id)).limit(1);
  const [gem] = await withFeatures(db, rows);
  return gem ?? null;
}

export async function findGemsByIds(db: Database, ids: string[]): Promise<Map<string, GemJson>> {
  if (ids.length === 0) return new Map();
  const rows = await gemSelect(db).where(inArray(gems.id, ids));
  const list = await withFeatures(db, rows);
  return new Map(list.map((gem) => [gem.id, gem]));
}

const gemById = preparedPer((db) =>
  db
    .select({ id: gems.id, cityId: gems.cityId })
    .from(gems)
    .where(eq(gems.id, sql.placeholder('id')))
    .limit(1)
    .prepare('gem_exists'),
);

export async function gemExists(db: Database, id: string) {
  const [row] = await gemById(db).execute({ id });
  return row ?? null;
}

export async function listFeatureCategories(db: Database) {
  const rows = await db
    .select({
      categoryId: featureCategories.id,
      categoryName: featureCategories.name,
      categorySlug: featureCategories.slug,
      id: features.id,
      name: features.name,
      slug: features.slug,
    })
    .from(featureCategories)
    .leftJoin(features, eq(features.categoryId, featureCategories.id))
    .orderBy(asc(featureCategories.sortOrder), asc(features.name));
  const categories: {
    id: string;
    name: string;
    slug: string;
    features: { id: string; name: string; slug: string }[];
  }[] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (category?.id !== row.categoryId) {
      category = { id: row.categoryId, name: row.categoryName, slug: row.categorySlug, features: [] };
      categories.push(category);
    }
    if (row.id && row.name && row.slug)
      category.features.push({ id: row.id, name: row.name, slug: row.slug });
  }
  return categories;
}
