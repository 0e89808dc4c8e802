// Gems: the catalogue's places. The list (a city's whole map in pages of CITY_GEMS_PAGE_SIZE), one gem
// with what only its page shows, and the feature categories. Public.
//
// The list is built once per catalogue version and query and sent compressed from memory, so its
// responses are described here and checked by the tests, never parsed on the way out.
import * as z from 'zod/mini';
import { dataOf, defineEndpoint, ErrorResponse, listOf, pageQuery, uuidField, uuidParams } from './endpoint';
import { DEFAULT_GEM_SORT, GEM_SORTS, MAX_GEMS_PAGE_SIZE, SORT_ORDERS } from './limits';

export {
  CITY_GEMS_PAGE_SIZE,
  DEFAULT_GEM_SORT,
  GEM_SORTS,
  GENERIC_GEMS_PAGE_SIZE,
  MAX_GEMS_PAGE_SIZE,
  SORT_ORDERS,
} from './limits';

const hoursText = z.nullable(z.string());
const hours = {
  opensMonday: hoursText,
  closesMonday: hoursText,
  opensTuesday: hoursText,
  closesTuesday: hoursText,
  opensWednesday: hoursText,
  closesWednesday: hoursText,
  opensThursday: hoursText,
  closesThursday: hoursText,
  opensFriday: hoursText,
  closesFriday: hoursText,
  opensSaturday: hoursText,
  closesSaturday: hoursText,
  opensSunday: hoursText,
  closesSunday: hoursText,
};

export const GemFeature = z.object({
  id: z.string(),
  name: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
});

/** A gem as lists send it: what the map, its list and the gem cards show. */
export const GemSummary = z.object({
  id: z.string(),
  name: z.string(),
  service: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  images: z.array(z.string()),
  /** What the first picture shows, for its `alt` (empty when there is none). */
  imageAlt: z.string(),
  hoursNote: hoursText,
  ...hours,
  cityId: z.string(),
  createdAt: z.string(),
  features: z.array(GemFeature),
  guideId: z.nullable(z.string()),
  guide: z.nullable(z.object({ id: z.string(), name: z.string(), imageUrl: z.string() })),
});

/** A gem whole (its page, a guide's gems, favorites): the summary with its description, address and city. */
export const Gem = z.object({
  ...GemSummary.shape,
  /** What each picture shows, for its `alt`. */
  imageAlts: z.array(z.string()),
  description: z.string(),
  address: z.string(),
  updatedAt: z.string(),
  city: z.object({ id: z.string(), name: z.string(), slug: z.string(), timezone: z.string() }),
});

export const GemListQuery = z.object({
  cityId: z.optional(uuidField('cityId')),
  guideId: z.optional(uuidField('guideId')),
  featureCategoryId: z.optional(uuidField('featureCategoryId')),
  ...pageQuery(MAX_GEMS_PAGE_SIZE),
  sort: z._default(z.enum(GEM_SORTS, { error: 'sort must be name or createdAt' }), DEFAULT_GEM_SORT),
  // Either case is accepted: `asc` is `ASC`.
  order: z._default(
    z.pipe(
      z.pipe(
        z.string().check(z.maxLength(4, { error: 'order must be ASC or DESC', abort: true })),
        z.transform((value) => value.toUpperCase()),
      ),
      z.enum(SORT_ORDERS, { error: 'order must be ASC or DESC' }),
    ),
    'ASC',
  ),
});
export const listGems = defineEndpoint({
  method: 'get',
  path: '/gems',
  summary:
    'Gems, by name by default; with cityId a page holds CITY_GEMS_PAGE_SIZE (300), without GENERIC_GEMS_PAGE_SIZE (20)',
  description:
    'Gem summaries for the map and the lists, by name unless sorted otherwise, filtered by city, guide or feature category. Pages are built once per catalogue version and answer 304 to a current If-None-Match.',
  tag: 'gems',
  auth: 'none',
  query: GemListQuery,
  responses: { 200: listOf(GemSummary), 304: null, 400: ErrorResponse },
});

export const FeatureCategory = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  features: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
});
export const listFeatureCategories = defineEndpoint({
  method: 'get',
  path: '/gems/features/category',
  summary: 'The feature categories, in their order, each with its features',
  description:
    "The feature categories with their features, in display order: the choices of the gems' feature filter.",
  tag: 'gems',
  auth: 'none',
  responses: { 200: listOf(FeatureCategory) },
});

export const getGem = defineEndpoint({
  method: 'get',
  path: '/gems/{id}',
  summary: 'One gem, with its description, address and city',
  description:
    'One gem whole: its summary with description, address, opening hours and city. An unknown gem is a 404.',
  tag: 'gems',
  auth: 'none',
  params: uuidParams('id'),
  responses: { 200: dataOf(Gem), 400: ErrorResponse, 404: ErrorResponse },
});

export const gemsEndpoints = [listGems, listFeatureCategories, getGem];
