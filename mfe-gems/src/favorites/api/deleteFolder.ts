// DELETE /gems/fav/delete-folder/{folderId} (spec 7) through the shared favorites service.
import { queryKeys } from '@gaido/shared';
import { deleteFolder, type FavoriteFolder } from '@gaido/shared/favorites';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const DELETE_FOLDER_ERROR = 'The folder could not be deleted. Please try again.';

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (folder: FavoriteFolder) => {
      if (!(await deleteFolder(folder.id))) throw new Error(DELETE_FOLDER_ERROR);
      return folder;
    },
    onSuccess: (folder) => {
      // The folder is gone: its gem list must not be served from the cache again.
      queryClient.removeQueries({ queryKey: queryKeys.favorites.folderGems(folder.id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favorites.all }),
  });
}
