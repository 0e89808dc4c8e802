/**
 * @gaido/shared/gems: the hidden-gem catalogue (gem calls with their query options and hooks, one
 * file per endpoint under `api/`; classification, opening hours, image URLs, the gem types inferred from the contracts), for
 * mfe-gems and the favorites service. Kept out of the package's root so pages without gems do not
 * load it.
 *
 * Like `/tours` it holds no state, so it is not shared through Module Federation: each app bundles
 * the part it uses (the home page's featured gems take the list query, not the favorites service,
 * which lives in `@gaido/shared/favorites`). What it needs from the root (API client, query keys,
 * config) comes through the `@gaido/shared` specifier, never a relative import
 * (shared/src/subpaths.test.ts checks this), so there is still one API client and one session.
 */
export {
  GEMS_CITY_PAGE_SIZE,
  type GemsByCityOptions,
} from './api/cityPages';
export {
  type FeatureCategory,
  featureCategoriesQueryOptions,
  getFeatureCategories,
  useFeatureCategories,
} from './api/getFeatureCategories';
export { gemQueryOptions, getGem, readGem, useGem } from './api/getGem';
export {
  GEMS_LIST_PAGE_SIZE,
  type GetGemsOptions,
  gemsListQueryOptions,
  getGems,
  useGems,
} from './api/getGems';
export { gemsByCityQueryOptions, getGemsByCity, useGemsByCity } from './api/getGemsByCity';
export {
  classifyGem,
  type FeatureGroups,
  FOOD_KEYWORDS,
  featureGroups,
  GEM_CLASS_LABELS,
  type GemClass,
  gemsOfClass,
  NIGHTLIFE_KEYWORDS,
} from './classifyGem';
export { gemGuideImageUrl, gemImageUrls } from './gemImages';
export {
  formatTimeOfDay,
  isGemOpenNow,
  parseTimeOfDay,
  todayWeekday,
  type WeekdayHours,
  weekdayHours,
} from './openingHours';
export { type Gem, type GemFeature, type GemSummary, type SavedGem, WEEKDAYS, type Weekday } from './types';
