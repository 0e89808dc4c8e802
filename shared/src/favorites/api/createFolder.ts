// POST /gems/fav/create-folder { folderName } (spec 7), and cityId when given.

import { type CreateFolderBody, createFolder as createFolderEndpoint } from '@gaido/contracts/favorites';
import { callApi, getServerMessage, isApiError } from '@gaido/shared';
import type { FavoriteFolder } from '../model';
import { FAVORITES_ERRORS, type MutationConfig, requireUser, useFavoritesMutation } from './request';

export interface CreateFolderInput {
  name: string;
  cityId?: string;
}

/** A folder, or why the server refused it (its message, e.g. a duplicate name), or neither. */
export interface CreateFolderOutcome {
  folder: FavoriteFolder | null;
  /** The server's own message when it refused the folder (409/422); null for other failures. */
  refusal: string | null;
}

/**
 * The new folder as the API answers it. Keeps the server's message for a refusal such as "A folder
 * with this name already exists", so the dialog can say it instead of the generic failure text.
 */
export async function createFolderWithOutcome({
  name,
  cityId,
}: CreateFolderInput): Promise<CreateFolderOutcome> {
  requireUser(FAVORITES_ERRORS.createFolder);
  const folderName = name.trim();
  if (folderName === '') return { folder: null, refusal: null };
  try {
    const body: CreateFolderBody = cityId ? { folderName, cityId } : { folderName };
    const { data } = await callApi(createFolderEndpoint, { body });
    const folder: FavoriteFolder = { id: data.id, name: data.name, gemCount: data.gemCount };
    if (data.cityId) folder.cityId = data.cityId;
    return { folder, refusal: null };
  } catch (error) {
    console.warn('[gaido] could not create the folder', error);
    // A conflict (the name is taken) is the server's answer to the traveller; anything else is a failure.
    const refused = isApiError(error) && (error.status === 409 || error.status === 422);
    return { folder: null, refusal: refused ? getServerMessage(error, '') || null : null };
  }
}

/** spec 7/8: the created folder, or null on failure (the host then shows the destructive toast). */
export async function createFolder(input: CreateFolderInput): Promise<FavoriteFolder | null> {
  return (await createFolderWithOutcome(input)).folder;
}

/** Resolves with the outcome: a refusal or a failure is an answer to show, not an error to retry. */
export function useCreateFolder(config?: MutationConfig<CreateFolderInput, CreateFolderOutcome>) {
  return useFavoritesMutation(createFolderWithOutcome, config);
}
