// DELETE /gems/fav/unfav (spec 7): removes a gem from one folder, or from all. When the API fails the
// removal is applied on this device, and a server favorite is queued for the offline sync.

import {
  type RemoveFavoriteBody,
  removeFavorite as removeFavoriteEndpoint,
} from '@gaido/contracts/favorites';
import { callApi } from '@gaido/shared';
import { isLocalFolderId, isUuid } from '../folderIds';
import { queuePendingRemoval, readPendingRemovals, removeLocalFavorites } from '../localFavorites';
import type { FavoriteWriteResult } from './addFavorite';
import { findServerFolderOf } from './getFolderGems';
import {
  FAVORITES_ERRORS,
  FavoritesWriteFailed,
  isNotFound,
  type MutationConfig,
  requireUser,
  useFavoritesMutation,
} from './request';

export interface RemoveFavoriteInput {
  gemId: string;
  folderId?: string;
}

export async function sendRemoval(gemId: string, folderId?: string): Promise<void> {
  const body: RemoveFavoriteBody = folderId && isUuid(folderId) ? { gemId, folderId } : { gemId };
  await callApi(removeFavoriteEndpoint, { body });
}

/** Local fallback of a removal: drop local copies; a server favorite is queued for removal later. */
function removeLocally(gemId: string, folderId?: string): boolean {
  const target = { gemId, ...(folderId ? { folderId } : {}) };
  const removed = removeLocalFavorites(target);
  if (removed < 0) return false;
  if (removed > 0 || (folderId && isLocalFolderId(folderId))) return true;
  return queuePendingRemoval(target);
}

/**
 * When the folder is unknown and the server answers Not Found, the user's folders are searched for
 * the gem and the removal is retried with that folder. false only when even the local fallback failed.
 */
export async function removeFavorite({ gemId, folderId }: RemoveFavoriteInput): Promise<boolean> {
  requireUser(FAVORITES_ERRORS.remove);
  if (folderId && isLocalFolderId(folderId)) return removeLocally(gemId, folderId);
  try {
    await sendRemoval(gemId, folderId);
    removeLocalFavorites({ gemId, ...(folderId ? { folderId } : {}) });
    return true;
  } catch (error) {
    let failure = error;
    if (isNotFound(error) && !isUuid(folderId)) {
      try {
        const found = await findServerFolderOf(gemId);
        if (found) await sendRemoval(gemId, found);
        // Found and removed, or on no server folder at all: either way it is gone from the server.
        removeLocalFavorites({ gemId });
        return true;
      } catch (retryError) {
        failure = retryError;
      }
    }
    console.warn('[gaido] removing the gem failed, removing it on this device', failure);
    return removeLocally(gemId, folderId);
  }
}

export function useRemoveFavorite<TOnMutateResult = unknown>(
  config?: MutationConfig<RemoveFavoriteInput, FavoriteWriteResult, TOnMutateResult>,
) {
  return useFavoritesMutation(async (input: RemoveFavoriteInput) => {
    if (!(await removeFavorite(input))) throw new FavoritesWriteFailed('The gem could not be removed');
    return { keptOnDevice: readPendingRemovals().some((removal) => removal.gemId === input.gemId) };
  }, config);
}
