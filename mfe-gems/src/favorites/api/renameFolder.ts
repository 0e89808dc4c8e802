// PUT /gems/fav/update-folder (spec 7) through the shared favorites service.
import { queryKeys } from '@gaido/shared';
import { type FavoriteFolder, FOLDER_NAME_MAX, updateFolder } from '@gaido/shared/favorites';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The API's limit on folder names (its contract: trimmed, 1 to FOLDER_NAME_MAX characters). */
export const FOLDER_NAME_MAX_LENGTH = FOLDER_NAME_MAX;

export const RENAME_ERRORS = {
  empty: 'Enter a folder name.',
  tooLong: `Folder names are at most ${FOLDER_NAME_MAX_LENGTH} characters.`,
  taken: 'You already have a folder with this name.',
  failed: 'The folder could not be renamed. Please try again.',
} as const;

/** Why a new folder name cannot be used, or null when it can. */
export function validateFolderName(name: string, folders: FavoriteFolder[], folderId: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return RENAME_ERRORS.empty;
  if (trimmed.length > FOLDER_NAME_MAX_LENGTH) return RENAME_ERRORS.tooLong;
  const wanted = trimmed.toLocaleLowerCase();
  if (folders.some((folder) => folder.id !== folderId && folder.name.trim().toLocaleLowerCase() === wanted))
    return RENAME_ERRORS.taken;
  return null;
}

export function useRenameFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ folderId, name }: { folderId: string; name: string }) => {
      // spec 8: false when the API failed and no local folder could take the new name.
      if (!(await updateFolder({ folderId, name }))) throw new Error(RENAME_ERRORS.failed);
      return name.trim();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favorites.all }),
  });
}
