// POST /gems/fav and DELETE /gems/fav/unfav (spec 7) through the shared favorites service, which keeps
// the favorite on this device when the API fails (spec 4).
import { queryKeys } from '@gaido/shared';
import {
  addFavorite,
  pendingLocalFavorites,
  readPendingRemovals,
  removeFavorite,
} from '@gaido/shared/favorites';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const SAVE_ERROR = 'The gem could not be saved. Please try again.';
export const UNSAVE_ERROR = 'The gem could not be removed. Please try again.';

export interface SaveResult {
  /** true when the API failed and the favorite waits on this device to be synced. */
  keptOnDevice: boolean;
}

export function useSaveGem(gemId: string, cityId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    /** No folderId: the API puts the gem in the user's "Saved" folder (api/README.md Decisions). */
    mutationFn: async (folderId: string | undefined): Promise<SaveResult> => {
      const saved = await addFavorite({
        gemId,
        ...(folderId ? { folderId } : {}),
        ...(cityId ? { cityId } : {}),
      });
      if (!saved) throw new Error(SAVE_ERROR);
      return { keptOnDevice: pendingLocalFavorites().some((favourite) => favourite.gemId === gemId) };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favorites.all }),
  });
}

export function useUnsaveGem(gemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (folderId: string | undefined): Promise<SaveResult> => {
      if (!(await removeFavorite({ gemId, ...(folderId ? { folderId } : {}) })))
        throw new Error(UNSAVE_ERROR);
      return { keptOnDevice: readPendingRemovals().some((removal) => removal.gemId === gemId) };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favorites.all }),
  });
}
