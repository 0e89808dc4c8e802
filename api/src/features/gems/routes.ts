// Gems (spec 3, 7): the city list (limit 300 by default), the generic list (limit 20), one gem,
// and the feature categories.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../http/app-env';
import { notFound } from '../../http/errors';
import { limitField, offsetOf, pageField, pageMeta, singlePageMeta } from '../../http/pagination';
import { sendPrecompressedJson } from '../../http/precompressed-json';
import { idParam, readParams, readQuery, uuidField } from '../../http/validate';
import { catalogueVersionSource, createGemListCache, type GemListQuery } from './list-cache';
import { findGem, listFeatureCategories, listGemSummaries } from './queries';

// spec 9: gems page size 300 with a city, 20 for the generic list.
export const CITY_PAGE_SIZE = 300;
export const GENERIC_PAGE_SIZE = 20;
export const MAX_GEM_PAGE_SIZE = 500;

const listQuery = z.object({
  cityId: uuidField('cityId').optional(),
  guideId: uuidField('guideId').optional(),
  featureCategoryId: uuidField('featureCategoryId').optional(),
  page: pageField,
  limit: limitField(MAX_GEM_PAGE_SIZE),
  sort: z.enum(['name', 'createdAt'], { error: 'sort must be name or createdAt' }).default('name'),
  order: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC'], { error: 'order must be ASC or DESC' }))
    .default('ASC'),
});

export function gemRoutes({ db }: AppDeps) {
  const app = new Hono();
  const listCache = createGemListCache(catalogueVersionSource(db));

  async function listBody(query: GemListQuery) {
    const page = { page: query.page, limit: query.limit };
    const result = await listGemSummaries(
      db,
      { cityId: query.cityId, guideId: query.guideId, featureCategoryId: query.featureCategoryId },
      { sort: query.sort, order: query.order },
      { limit: query.limit, offset: offsetOf(page) },
    );
    return { data: result.gems, meta: pageMeta(page, result.total) };
  }

  // Built once per catalogue version and query, then sent compressed from memory (list-cache.ts).
  app.get('/', async (c) => {
    const { limit, ...rest } = readQuery(c, listQuery);
    const query: GemListQuery = {
      ...rest,
      limit: limit ?? (rest.cityId ? CITY_PAGE_SIZE : GENERIC_PAGE_SIZE),
    };
    return sendPrecompressedJson(c, await listCache.get(query, () => listBody(query)));
  });

  app.get('/features/category', async (c) => {
    const categories = await listFeatureCategories(db);
    return c.json({ data: categories, meta: singlePageMeta(categories.length) });
  });

  app.get('/:id', async (c) => {
    const { id } = readParams(c, idParam('id'));
    const gem = await findGem(db, id.toLowerCase());
    if (!gem) throw notFound('Gem not found');
    return c.json({ data: gem });
  });

  return app;
}
