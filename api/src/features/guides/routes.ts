// Travel guides: the list, and one guide with their gems ("Plus guides"). Requests and responses are
// the contracts' (@gaido/shared/contracts, guides).

import { guides as contract } from '@gaido/shared/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { cities, guides } from '../../db/schema/catalogue';
import type { AppDeps } from '../../http/app-env';
import { notFound } from '../../http/errors';
import { offsetOf, pageMeta } from '../../http/pagination';
import { readParams, readQuery } from '../../http/validate';
import { listGems } from '../gems/queries';

const { GUIDES_PAGE_SIZE, GUIDE_GEMS_LIMIT } = contract;

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

type GuideRow = {
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

function toGuideJson({ cityName, citySlug, ...guide }: GuideRow) {
  return { ...guide, city: { id: guide.cityId, name: cityName, slug: citySlug } };
}

export function guideRoutes({ db }: AppDeps) {
  const app = new Hono();

  app.get('/', async (c) => {
    const query = readQuery(c, contract.listGuides.query);
    const page = { page: query.page, limit: query.limit ?? GUIDES_PAGE_SIZE };
    const where = query.cityId ? eq(guides.cityId, query.cityId) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select(guideColumns)
        .from(guides)
        .innerJoin(cities, eq(cities.id, guides.cityId))
        .where(where)
        .orderBy(asc(cities.name), asc(guides.name), asc(guides.id))
        .limit(page.limit)
        .offset(offsetOf(page)),
      db.select({ value: count() }).from(guides).where(where),
    ]);
    return c.json({ data: rows.map(toGuideJson), meta: pageMeta(page, total?.value ?? 0) });
  });

  app.get('/:id', async (c) => {
    const { id } = readParams(c, contract.getGuide.params);
    const [row] = await db
      .select(guideColumns)
      .from(guides)
      .innerJoin(cities, eq(cities.id, guides.cityId))
      .where(eq(guides.id, id.toLowerCase()))
      .limit(1);
    if (!row) throw notFound('Guide not found');
    const { gems: guideGems } = await listGems(
      db,
      { guideId: row.id },
      { sort: 'name', order: 'ASC' },
      { limit: GUIDE_GEMS_LIMIT, offset: 0 },
    );
    return c.json({ data: { ...toGuideJson(row), gems: guideGems } });
  });

  return app;
}
