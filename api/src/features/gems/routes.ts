// Gems (spec 3, 7): the city list (limit 300 by default), the generic list (limit 20), one gem,
// and the feature categories.
import { gems as contract } from '@gaido/contracts';
import type { AppDeps } from '../../http/app-env';
import { notFound } from '../../http/errors';
import { offsetOf, pageMeta, singlePageMeta } from '../../http/pagination';
import { sendPrecompressedJson } from '../../http/precompressed-json';
import { contractRoutes } from '../../http/route';
import { catalogueVersionSource, createGemListCache, type GemListQuery } from './list-cache';
import { findGem, listFeatureCategories, listGemSummaries } from './queries';

// spec 9: gems page size 300 with a city, 20 for the generic list.
const { CITY_GEMS_PAGE_SIZE, GENERIC_GEMS_PAGE_SIZE } = contract;

export function gemRoutes(deps: AppDeps) {
  const { db } = deps;
  const { app, mount } = contractRoutes(deps);
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
  mount(contract.listGems, async (c, { query: { limit, ...rest } }) => {
    const query: GemListQuery = {
      ...rest,
      limit: limit ?? (rest.cityId ? CITY_GEMS_PAGE_SIZE : GENERIC_GEMS_PAGE_SIZE),
    };
    return sendPrecompressedJson(c, await listCache.get(query, () => listBody(query)));
  });

  mount(contract.listFeatureCategories, async (c) => {
    const categories = await listFeatureCategories(db);
    return c.json({ data: categories, meta: singlePageMeta(categories.length) });
  });

  mount(contract.getGem, async (c, { params: { id } }) => {
    const gem = await findGem(db, id.toLowerCase());
    if (!gem) throw notFound('Gem not found');
    return c.json({ data: gem });
  });

  return app;
}
