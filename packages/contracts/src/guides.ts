// Travel guides: the list, and one guide with their gems. Public.
import * as z from 'zod/mini';
import { dataOf, defineEndpoint, ErrorResponse, listOf, pageQuery, uuidField, uuidParams } from './endpoint';
import { Gem } from './gems';
import { MAX_GUIDES_PAGE_SIZE } from './limits';

export { GUIDE_GEMS_LIMIT, GUIDES_PAGE_SIZE, MAX_GUIDES_PAGE_SIZE } from './limits';

export const Guide = z.object({
  id: z.string(),
  name: z.string(),
  bio: z.string(),
  imageUrl: z.string(),
  languages: z.array(z.string()),
  cityId: z.string(),
  gemCount: z.number(),
  city: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
});

export const GuideListQuery = z.object({
  cityId: z.optional(uuidField('cityId')),
  ...pageQuery(MAX_GUIDES_PAGE_SIZE),
});
export const listGuides = defineEndpoint({
  method: 'get',
  path: '/guides',
  summary: 'Guides by city and name, GUIDES_PAGE_SIZE (50) a page by default',
  description: 'Travel guides by city and name, optionally of one city, with their counts of gems.',
  tag: 'guides',
  auth: 'none',
  query: GuideListQuery,
  responses: { 200: listOf(Guide), 400: ErrorResponse },
});

export const getGuide = defineEndpoint({
  method: 'get',
  path: '/guides/{id}',
  summary: 'One guide with their gems (the first GUIDE_GEMS_LIMIT, 500, by name)',
  description:
    'One guide with their gems, the first GUIDE_GEMS_LIMIT (500) by name; the rest through GET /gems?guideId=. An unknown guide is a 404.',
  tag: 'guides',
  auth: 'none',
  params: uuidParams('id'),
  responses: {
    200: dataOf(z.object({ ...Guide.shape, gems: z.array(Gem) })),
    400: ErrorResponse,
    404: ErrorResponse,
  },
});

export const guidesEndpoints = [listGuides, getGuide];
