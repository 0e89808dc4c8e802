// PUT /gems/fav/update-folder { folderId, folderName } (spec 7): renames a folder.

import { type UpdateFolderBody, updateFolder as updateFolderEndpoint } from '@gaido/contracts/favorites';
import { callApi } from '@gaido/shared';
import { isLocalFolderId } from '../folderIds';
import { renameLocalFolder } from '../localFavorites';
import {
  FAVORITES_ERRORS,
  FavoritesWriteFailed,
  type MutationConfig,
  requireUser,
  useFavoritesMutation,
} from './request';

export interface UpdateFolderInput {
  folderId: string;
  name: string;
}

/** On API failure the local folder is renamed; true only if it was found (spec 8). */
export async function updateFolder({ folderId, name }: UpdateFolderInput): Promise<boolean> {
  requireUser(FAVORITES_ERRORS.updateFolder);
  const folderName = name.trim();
  if (folderName === '') return false;
  if (isLocalFolderId(folderId)) return renameLocalFolder(folderId, folderName);
  try {
    const body: UpdateFolderBody = { folderId, folderName };
    await callApi(updateFolderEndpoint, { body });
    return true;
  } catch (error) {
    console.warn('[gaido] could not rename the folder, trying the local list', error);
    return renameLocalFolder(folderId, folderName);
  }
}

/** Resolves with the trimmed new name. */
export function useUpdateFolder(config?: MutationConfig<UpdateFolderInput, string>) {
  return useFavoritesMutation(async (input: UpdateFolderInput) => {
    if (!(await updateFolder(input))) throw new FavoritesWriteFailed('The folder could not be renamed');
    return input.name.trim();
  }, config);
}
