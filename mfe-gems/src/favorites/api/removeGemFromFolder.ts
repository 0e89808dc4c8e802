// DELETE /gems/fav/unfav (spec 7), applied optimistically to the folder's gem list (spec 4), following
// TanStack Query's pattern: snapshot -> update -> roll back on error -> refetch.
import { queryKeys } from '@gaido/shared';
import { type FavoriteFolder, removeFavorite } from '@gaido/shared/favorites';
import type { Gem } from '@gaido/shared/gems';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const REMOVE_GEM_ERROR = (gemName: string) => `"${gemName}" could not be removed. Please try again.`;

interface RemoveContext {
  previousGems: Gem[] | undefined;
  previousFolders: FavoriteFolder[] | undefined;
}

export function useRemoveGemFromFolder(folderId: string) {
  const queryClient = useQueryClient();
  const gemsKey = queryKeys.favorites.folderGems(folderId);
  const foldersKey = queryKeys.favorites.folders();
  return useMutation<Gem, Error, Gem, RemoveContext>({
    mutationFn: async (gem) => {
      // true also when the API failed but this device queued the removal (shared favorites service);
      // false only when even that failed, which is the error we roll back.
      if (!(await removeFavorite({ gemId: gem.id, folderId }))) throw new Error(REMOVE_GEM_ERROR(gem.name));
      return gem;
    },
    onMutate: async (gem) => {
      // A refetch landing now would put the gem back on screen before the server removed it.
      await queryClient.cancelQueries({ queryKey: gemsKey });
      await queryClient.cancelQueries({ queryKey: foldersKey });
      const previousGems = queryClient.getQueryData<Gem[]>(gemsKey);
      const previousFolders = queryClient.getQueryData<FavoriteFolder[]>(foldersKey);
      queryClient.setQueryData<Gem[]>(gemsKey, (gems) => gems?.filter((g) => g.id !== gem.id));
      queryClient.setQueryData<FavoriteFolder[]>(foldersKey, (folders) =>
        folders?.map((folder) =>
          folder.id === folderId && typeof folder.gemCount === 'number'
            ? { ...folder, gemCount: Math.max(0, folder.gemCount - 1) }
            : folder,
        ),
      );
      return { previousGems, previousFolders };
    },
    onError: (_error, _gem, context) => {
      if (!context) return;
      queryClient.setQueryData(gemsKey, context.previousGems);
      queryClient.setQueryData(foldersKey, context.previousFolders);
    },
    // Folders, counts and every favorite status: the server's word replaces the optimistic guess.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favorites.all }),
  });
}
