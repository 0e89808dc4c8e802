/**
 * @gaido/shared/favorites: the favorites service (folders, saves, the offline fallback and its sync),
 * for mfe-gems and the host's create-folder dialog and favorites sync. One file per endpoint under
 * `api/` (its fetcher, query options and hook, calling the API with `callApi` and the favorites
 * contract), the offline sync in `offlineSync.ts`, the folders kept on this device in
 * `localFavorites.ts` and `storedFolders.ts`. Kept out of the package's root
 * and out of `@gaido/shared/gems`, so pages that show gems without favorites do not load it.
 *
 * Unlike the other subpaths this one is a Module Federation singleton of its own
 * (packages/build-tooling/src/federation.mjs): it holds state (the sync in flight), and two copies would push the same
 * offline saves twice. Everything it needs from the root (API client, session, connection health,
 * events, query keys, config) comes through the `@gaido/shared` specifier, never a relative import,
 * and no other entry of the package reaches its modules (shared/src/subpaths.test.ts checks both).
 * The gem calls it makes come from the stateless gem catalogue (`../gems/api/`), bundled with it.
 */

export type {
  AddFavoriteBody,
  CreateFolderBody,
  RemoveFavoriteBody,
  UpdateFolderBody,
} from '@gaido/contracts/favorites';
export { DEFAULT_FOLDER_NAME, FOLDER_NAME_MAX, MAX_FOLDERS_PER_USER } from '@gaido/contracts/limits';
export {
  type AddFavoriteInput,
  addFavorite,
  type FavoriteWriteResult,
  useAddFavorite,
} from './api/addFavorite';
export {
  type CreateFolderInput,
  type CreateFolderOutcome,
  createFolder,
  createFolderWithOutcome,
  useCreateFolder,
} from './api/createFolder';
export { deleteFolder, useDeleteFolder } from './api/deleteFolder';
export { favoriteStatusQueryOptions, getFavoriteStatus, useFavoriteStatus } from './api/getFavoriteStatus';
export { type CityFavorite, favoritesByCityQueryOptions, getFavoritesByCity } from './api/getFavoritesByCity';
export { folderGemsQueryOptions, getFolderGems, useFolderGems } from './api/getFolderGems';
export { FOLDERS_STALE_TIME_MS, folderQueryOptions, getFolders, useFolders } from './api/getFolders';
export { type RemoveFavoriteInput, removeFavorite, useRemoveFavorite } from './api/removeFavorite';
export { FAVORITES_ERRORS, FavoritesWriteFailed, type MutationConfig } from './api/request';
export { type UpdateFolderInput, updateFolder, useUpdateFolder } from './api/updateFolder';
export { isLocalFolderId, isUuid, LOCAL_FOLDER_PREFIX } from './folderIds';
export {
  LOCAL_FAVORITES_KEY,
  LOCAL_FOLDERS_KEY,
  LOCAL_REMOVALS_KEY,
  type PendingRemoval,
  pendingLocalFavorites,
  readLocalFavorites,
  readLocalFolders,
  readPendingRemovals,
} from './localFavorites';
export type { FavoriteFolder, FavoriteStatus, Favourite } from './model';
export { type FavoritesSyncResult, startFavoritesSync, syncLocalFavorites } from './offlineSync';
export { normalizeFolder, normalizeFolders } from './storedFolders';
