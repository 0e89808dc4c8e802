// DELETE /gems/fav/delete-folder/{folderId} (spec 7): deletes a folder and the favorites in it.
import { deleteFolder as deleteFolderEndpoint } from '@gaido/contracts/favorites';
import { callApi, queryKeys } from '@gaido/shared';
import { useQueryClient } from '@tanstack/react-query';
import { isLocalFolderId } from '../folderIds';
import { deleteLocalFolder } from '../localFavorites';
import {
  FAVORITES_ERRORS,
  FavoritesWriteFailed,
  type MutationConfig,
  requireUser,
  useFavoritesMutation,
} from './request';

/** On API failure the local folder is deleted; true only if it was found (spec 8). */
export async function deleteFolder(folderId: string): Promise<boolean> {
  requireUser(FAVORITES_ERRORS.deleteFolder);
  if (isLocalFolderId(folderId)) return deleteLocalFolder(folderId);
  try {
    await callApi(deleteFolderEndpoint, { params: { folderId } });
    deleteLocalFolder(folderId);
    return true;
  } catch (error) {
    console.warn('[gaido] could not delete the folder, trying the local list', error);
    return deleteLocalFolder(folderId);
  }
}

/** Takes the folder's id; its gem list leaves the cache, so it is never served again. */
export function useDeleteFolder(config?: MutationConfig<string, string>) {
  const queryClient = useQueryClient();
  return useFavoritesMutation(async (folderId: string) => {
    if (!(await deleteFolder(folderId))) throw new FavoritesWriteFailed('The folder could not be deleted');
    queryClient.removeQueries({ queryKey: queryKeys.favorites.folderGems(folderId) });
    return folderId;
  }, config);
}
