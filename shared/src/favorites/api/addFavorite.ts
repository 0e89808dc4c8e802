// POST /gems/fav (spec 7): saves a gem, in a folder or (without one) in the default folder. When the
// API fails the favorite is kept on this device, and the offline sync pushes it later.

import { type AddFavoriteBody, addFavorite as addFavoriteEndpoint } from '@gaido/contracts/favorites';
import { callApi } from '@gaido/shared';
import { isLocalFolderId, isUuid } from '../folderIds';
import { dropPendingRemoval, pendingLocalFavorites, saveLocalFavorite } from '../localFavorites';
import {
  FAVORITES_ERRORS,
  FavoritesWriteFailed,
  type MutationConfig,
  requireUser,
  useFavoritesMutation,
} from './request';

export interface AddFavoriteInput {
  gemId: string;
  folderId?: string;
  cityId?: string;
}

/** The body: folderId only when a UUID; a non-UUID cityId is sent but warned about. */
export function addFavoriteBody({ gemId, folderId, cityId }: AddFavoriteInput): AddFavoriteBody {
  const body: AddFavoriteBody = { gemId };
  if (folderId && isUuid(folderId)) body.folderId = folderId;
  if (cityId) {
    if (!isUuid(cityId)) console.warn(`[gaido] cityId "${cityId}" is not a UUID`);
    body.cityId = cityId;
  }
  return body;
}

/**
 * A local_ folder is never sent: the favorite stays on this device. true when saved (on the server
 * or locally), false when even the local save failed.
 */
export async function addFavorite(input: AddFavoriteInput): Promise<boolean> {
  requireUser(FAVORITES_ERRORS.save);
  if (input.folderId && isLocalFolderId(input.folderId)) return saveLocalFavorite(input);
  try {
    await callApi(addFavoriteEndpoint, { body: addFavoriteBody(input) });
    dropPendingRemoval({ gemId: input.gemId, ...(input.folderId ? { folderId: input.folderId } : {}) });
    return true;
  } catch (error) {
    console.warn('[gaido] saving the gem failed, keeping it on this device', error);
    return saveLocalFavorite(input);
  }
}

export interface FavoriteWriteResult {
  /** true when the API failed and the change waits on this device to be synced. */
  keptOnDevice: boolean;
}

export function useAddFavorite(config?: MutationConfig<AddFavoriteInput, FavoriteWriteResult>) {
  return useFavoritesMutation(async (input: AddFavoriteInput) => {
    if (!(await addFavorite(input))) throw new FavoritesWriteFailed('The gem could not be saved');
    return { keptOnDevice: pendingLocalFavorites().some((favourite) => favourite.gemId === input.gemId) };
  }, config);
}
