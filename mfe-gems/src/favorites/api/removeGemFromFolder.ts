// Removing a gem from the open folder, applied optimistically to the folder's gem list (spec 4),
// following TanStack Query's pattern: snapshot -> update -> roll back on error -> refetch (the shared
// mutation makes every favorites query stale once it settles).
import { queryKeys } from '@gaido/shared';
import { type FavoriteFolder, useRemoveFavorite } from '@gaido/shared/favorites';
import type { Gem } from '@gaido/shared/gems';
import { useQueryClient } from '@tanstack/react-query';

export const REMOVE_GEM_ERROR = (gemName: string) => `"${gemName}" could not be removed. Please try again.`;

interface RemoveContext {
  previousGems: Gem[] | undefined;
  previousFolders: FavoriteFolder[] | undefined;
}

/** Fails only when the removal could not even be kept on this device. */
export function useRemoveGemFromFolder(folderId: string) {
  const queryClient = useQueryClient();
  const gemsKey = queryKeys.favorites.folderGems(folderId);
  const foldersKey = queryKeys.favorites.folders();
  return useRemoveFavorite<RemoveContext>({
    onMutate: async ({ gemId }) => {
      // A refetch landing now would put the gem back on screen before the server removed it.
      await queryClient.cancelQueries({ queryKey: gemsKey });
      await queryClient.cancelQueries({ queryKey: foldersKey });
      const previousGems = queryClient.getQueryData<Gem[]>(gemsKey);
      const previousFolders = queryClient.getQueryData<FavoriteFolder[]>(foldersKey);
      queryClient.setQueryData<Gem[]>(gemsKey, (gems) => gems?.filter((g) => g.id !== gemId));
      queryClient.setQueryData<FavoriteFolder[]>(foldersKey, (folders) =>
        folders?.map((folder) =>
          folder.id === folderId && typeof folder.gemCount === 'number'
            ? { ...folder, gemCount: Math.max(0, folder.gemCount - 1) }
            : folder,
        ),
      );
      return { previousGems, previousFolders };
    },
    onError: (_error, _input, context) => {
      if (!context) return;
      queryClient.setQueryData(gemsKey, context.previousGems);
      queryClient.setQueryData(foldersKey, context.previousFolders);
    },
  });
}
