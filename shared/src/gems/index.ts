/**
 * @gaido/shared/gems: hidden gems and the favorites service (folders, saves, the offline fallback and
 * its sync), for mfe-gems and the host's create-folder dialog and favorites sync. Kept out of the
 * package's root so pages without gems do not load it (issue 9).
 *
 * Unlike the other subpaths this one is a Module Federation singleton of its own
 * (tooling/federation.mjs): the favorites service holds state (the sync in flight), and two copies
 * would push the same offline saves twice. Everything it needs from the root (API client, session,
 * connection health, events, query keys, config) comes through the `@gaido/shared` specifier, never
 * a relative import (shared/src/subpaths.test.ts checks this), so there is still one session.
 */
export {
  type AddFavoriteInput,
  addFavorite,
  type CityFavorite,
  createFolder,
  deleteFolder,
  FAVORITES_ERRORS,
  type FavoritesSyncResult,
  FOLDERS_STALE_TIME_MS,
  favoriteStatusQueryOptions,
  favoritesByCityQueryOptions,
  folderGemsQueryOptions,
  folderQueryOptions,
  getFavoriteStatus,
  getFavoritesByCity,
  getFolderGems,
  getFolders,
  pendingLocalFavorites,
  removeFavorite,
  syncLocalFavorites,
  updateFolder,
} from '../favorites/favoritesApi';
export { startFavoritesSync } from '../favorites/favoritesSync';
export {
  LOCAL_FAVORITES_KEY,
  LOCAL_FOLDERS_KEY,
  LOCAL_REMOVALS_KEY,
  type PendingRemoval,
  readLocalFavorites,
  readLocalFolders,
  readPendingRemovals,
} from '../favorites/localFavorites';
export {
  isLocalFolderId,
  isUuid,
  LOCAL_FOLDER_PREFIX,
  normalizeFolder,
  normalizeFolders,
} from '../favorites/normalizeFolder';
export {
  type FavoriteFolder,
  FavoriteFolderSchema,
  type FavoriteStatus,
  FavoriteStatusSchema,
  type Favourite,
  FavouriteSchema,
} from '../schemas/favorites';
export {
  type FeatureCategory,
  FeatureCategorySchema,
  type Gem,
  type GemFeature,
  GemFeatureSchema,
  type GemImage,
  GemSchema,
  WEEKDAYS,
  type Weekday,
} from '../schemas/gem';
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
export {
  featureCategoriesQueryOptions,
  GEMS_CITY_PAGE_SIZE,
  GEMS_LIST_PAGE_SIZE,
  type GemsByCityOptions,
  type GetGemsOptions,
  gemGuideImageUrl,
  gemImageUrls,
  gemQueryOptions,
  gemsByCityQueryOptions,
  gemsListQueryOptions,
  getFeatureCategories,
  getGem,
  getGems,
  getGemsByCity,
} from './gemsApi';
export {
  isGemOpenNow,
  parseTimeOfDay,
  todayWeekday,
  type WeekdayHours,
  weekdayHours,
} from './openingHours';
