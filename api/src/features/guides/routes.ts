// Travel guides: the list, and one guide with their gems ("Plus guides"). Requests and responses are
// the contracts' (@gaido/contracts, guides).

import { guides as contract } from '@gaido/contracts';
import type { AppDeps } from '../../http/app-env';
import { notFound } from '../../http/errors';
import { offsetOf, pageMeta } from '../../http/pagination';
import { contractRoutes } from '../../http/route';
import { listGems } from '../gems/queries';
import { findGuide, type GuideRow, listGuides } from './queries';

const { GUIDES_PAGE_SIZE, GUIDE_GEMS_LIMIT } = contract;

function toGuideJson({ cityName, citySlug, ...guide }: GuideRow) {
  return { ...guide, city: { id: guide.cityId, name: cityName, slug: citySlug } };
}

export function guideRoutes(deps: AppDeps) {
  const { db } = deps;
  const { app, mount } = contractRoutes(deps);

  mount(contract.listGuides, async (c, { query }) => {
    const page = { page: query.page, limit: query.limit ?? GUIDES_PAGE_SIZE };
    const { rows, total } = await listGuides(db, query.cityId, { limit: page.limit, offset: offsetOf(page) });
    return c.json({ data: rows.map(toGuideJson), meta: pageMeta(page, total) });
  });

  mount(contract.getGuide, async (c, { params: { id } }) => {
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
