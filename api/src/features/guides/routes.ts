// Travel guides: the list, and one guide with their gems ("Plus guides").
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../http/app-env';
import { notFound } from '../../http/errors';
import { limitField, offsetOf, pageField, pageMeta } from '../../http/pagination';
import { idParam, readParams, readQuery, uuidField } from '../../http/validate';
import { listGems } from '../gems/queries';
import { findGuide, type GuideRow, listGuides } from './queries';

const DEFAULT_PAGE_SIZE = 50;
/** Gems embedded in `GET /guides/{id}`; the rest through `GET /gems?guideId=`. */
const GUIDE_GEMS_LIMIT = 500;

const listQuery = z.object({
  cityId: uuidField('cityId').optional(),
  page: pageField,
  limit: limitField(100),
});

function toGuideJson({ cityName, citySlug, ...guide }: GuideRow) {
  return { ...guide, city: { id: guide.cityId, name: cityName, slug: citySlug } };
}

export function guideRoutes({ db }: AppDeps) {
  const app = new Hono();

  app.get('/', async (c) => {
    const query = readQuery(c, listQuery);
    const page = { page: query.page, limit: query.limit ?? DEFAULT_PAGE_SIZE };
    const { rows, total } = await listGuides(db, query.cityId, { limit: page.limit, offset: offsetOf(page) });
    return c.json({ data: rows.map(toGuideJson), meta: pageMeta(page, total) });
  });

  app.get('/:id', async (c) => {
    const { id } = readParams(c, idParam('id'));
    const row = await findGuide(db, id.toLowerCase());
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
