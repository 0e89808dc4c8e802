/**
 * @gaido/shared/favorites: the favorites service (folders, saves, the offline fallback and its sync),
 * for mfe-gems and the host's create-folder dialog and favorites sync. Kept out of the package's root
 * and out of `@gaido/shared/gems`, so pages that show gems without favorites do not load it.
 *
 * Unlike the other subpaths this one is a Module Federation singleton of its own
 * (packages/build-tooling/src/federation.mjs): it holds state (the sync in flight), and two copies would push the same
 * offline saves twice. Everything it needs from the root (API client, session, connection health,
 * events, query keys, config) comes through the `@gaido/shared` specifier, never a relative import,
 * and no other entry of the package reaches its modules (shared/src/subpaths.test.ts checks both).
 * The gem calls it makes come from the stateless gem catalogue (`../gems/gemsApi`), bundled with it.
 */

export type {
  AddFavoriteBody,
  CreateFolderBody,
  RemoveFavoriteBody,
  UpdateFolderBody,
} from '../contracts/favorites';
export { DEFAULT_FOLDER_NAME, FOLDER_NAME_MAX, MAX_FOLDERS_PER_USER } from '../contracts/limits';
export {
  type AddFavoriteInput,
  addFavorite,
  type CityFavorite,
  type CreateFolderOutcome,
  createFolder,
  createFolderWithOutcome,
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
} from './favoritesApi';
export { startFavoritesSync } from './favoritesSync';
export {
  LOCAL_FAVORITES_KEY,
  LOCAL_FOLDERS_KEY,
  LOCAL_REMOVALS_KEY,
  type PendingRemoval,
  readLocalFavorites,
  readLocalFolders,
  readPendingRemovals,
} from './localFavorites';
export type { FavoriteFolder, FavoriteStatus, Favourite } from './model';
export {
  isLocalFolderId,
  isUuid,
  LOCAL_FOLDER_PREFIX,
  normalizeFolder,
  normalizeFolders,
} from './normalizeFolder';
