// What the rename form checks before asking the server, with its own words.
import { type FavoriteFolder, FOLDER_NAME_MAX } from '@gaido/shared/favorites';

export const RENAME_ERRORS = {
  empty: 'Enter a folder name.',
  tooLong: `Folder names are at most ${FOLDER_NAME_MAX} characters.`,
  taken: 'You already have a folder with this name.',
  failed: 'The folder could not be renamed. Please try again.',
} as const;

/** Why a new folder name cannot be used, or null when it can (names are unique ignoring case). */
export function validateFolderName(name: string, folders: FavoriteFolder[], folderId: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return RENAME_ERRORS.empty;
  if (trimmed.length > FOLDER_NAME_MAX) return RENAME_ERRORS.tooLong;
  const wanted = trimmed.toLocaleLowerCase();
  if (folders.some((folder) => folder.id !== folderId && folder.name.trim().toLocaleLowerCase() === wanted))
    return RENAME_ERRORS.taken;
  return null;
}
