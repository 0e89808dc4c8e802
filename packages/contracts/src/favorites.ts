// Favorites: the user's folders and the gems saved in them, under /gems/fav. Every call needs a
// signed-in user; a folder or favorite of someone else answers as if it did not exist.
import * as z from 'zod/mini';
import { dataOf, defineEndpoint, ErrorResponse, listOf, uuidField, uuidParams } from './endpoint';
import { Gem } from './gems';
import { DEFAULT_FOLDER_NAME, FOLDER_NAME_ERRORS, FOLDER_NAME_MAX, SAVE_CITY_ID_MAX } from './limits';

export {
  DEFAULT_FOLDER_NAME,
  FOLDER_NAME_ERRORS,
  FOLDER_NAME_MAX,
  MAX_FOLDERS_PER_USER,
  SAVE_CITY_ID_MAX,
} from './limits';

export const FolderName = z
  .string({ error: FOLDER_NAME_ERRORS.required })
  .check(
    z.trim(),
    z.minLength(1, FOLDER_NAME_ERRORS.required),
    z.maxLength(FOLDER_NAME_MAX, FOLDER_NAME_ERRORS.tooLong),
  );

const Folder = z.object({ id: z.string(), name: z.string(), cityId: z.nullable(z.string()) });
const FolderWithCount = z.object({
  id: z.string(),
  name: z.string(),
  cityId: z.nullable(z.string()),
  gemCount: z.number(),
  createdAt: z.string(),
});
/**
 * A saved gem: the gem whole as its page reads it (GET /gems/{id}), with the folder it was saved in
 * last, every folder of the user holding it (newest first) and when it was saved last.
 */
export const FavoriteGem = z.object({
  ...Gem.shape,
  folderId: z.string(),
  folderIds: z.array(z.string()),
  addedAt: z.string(),
});

const denied = { 400: ErrorResponse, 401: ErrorResponse };

export const listFolders = defineEndpoint({
  method: 'get',
  path: '/gems/fav/folders',
  summary: "The user's folders, oldest first, with how many gems each holds",
  description:
    "The signed-in user's folders of saved gems, oldest first, each with its count of gems and its city when it has one.",
  tag: 'favorites',
  auth: 'bearer',
  responses: { 200: listOf(FolderWithCount), 401: ErrorResponse },
});

export const CreateFolderBody = z.object({
  folderName: FolderName,
  cityId: z.nullish(uuidField('cityId')),
});
export type CreateFolderBody = z.input<typeof CreateFolderBody>;
export const createFolder = defineEndpoint({
  method: 'post',
  path: '/gems/fav/create-folder',
  summary: 'Creates a folder (names are unique per user, in any case)',
  description:
    'Creates a folder for the signed-in user. Names are trimmed, 1 to 60 characters and unique per user ignoring case (409 `folder_exists`); at most 200 folders (409 `folder_limit`).',
  tag: 'favorites',
  auth: 'bearer',
  body: CreateFolderBody,
  responses: {
    201: dataOf(
      z.object({ id: z.string(), name: z.string(), cityId: z.nullable(z.string()), gemCount: z.number() }),
    ),
    ...denied,
    409: ErrorResponse,
  },
});

export const UpdateFolderBody = z.object({
  folderId: uuidField('folderId'),
  folderName: FolderName,
});
export type UpdateFolderBody = z.input<typeof UpdateFolderBody>;
export const updateFolder = defineEndpoint({
  method: 'put',
  path: '/gems/fav/update-folder',
  summary: 'Renames a folder',
  description:
    "Renames one of the user's folders, with the same rules for names as creating one. Another user's folder answers 404, as one that does not exist.",
  tag: 'favorites',
  auth: 'bearer',
  body: UpdateFolderBody,
  responses: { 200: dataOf(Folder), ...denied, 404: ErrorResponse, 409: ErrorResponse },
});

export const deleteFolder = defineEndpoint({
  method: 'delete',
  path: '/gems/fav/delete-folder/{folderId}',
  summary: 'Deletes a folder and the favorites in it',
  description:
    "Deletes one of the user's folders and the favorites in it. Another user's folder answers 404, as one that does not exist.",
  tag: 'favorites',
  auth: 'bearer',
  params: uuidParams('folderId'),
  responses: { 200: dataOf(z.object({ id: z.string() })), ...denied, 404: ErrorResponse },
});

export const AddFavoriteBody = z.object({
  gemId: uuidField('gemId'),
  folderId: z.nullish(uuidField('folderId')),
  cityId: z.nullish(z.string().check(z.maxLength(SAVE_CITY_ID_MAX))),
});
export type AddFavoriteBody = z.input<typeof AddFavoriteBody>;
const SavedFavorite = z.object({
  gemId: z.string(),
  folderId: z.string(),
  folderName: z.string(),
  cityId: z.string(),
  addedAt: z.string(),
});
export const addFavorite = defineEndpoint({
  method: 'post',
  path: '/gems/fav',
  summary: `Saves a gem in a folder (without folderId: in "${DEFAULT_FOLDER_NAME}"); 200 when it already was`,
  description:
    'Saves a gem in one of the user\'s folders, or in the folder "Saved" (created on first use) without folderId. 201 when saved, 200 when it already was; an unknown gem or folder is a 404.',
  tag: 'favorites',
  auth: 'bearer',
  body: AddFavoriteBody,
  responses: { 200: dataOf(SavedFavorite), 201: dataOf(SavedFavorite), ...denied, 404: ErrorResponse },
});

export const RemoveFavoriteBody = z.object({
  gemId: uuidField('gemId'),
  folderId: z.nullish(uuidField('folderId')),
});
export type RemoveFavoriteBody = z.input<typeof RemoveFavoriteBody>;
export const removeFavorite = defineEndpoint({
  method: 'delete',
  path: '/gems/fav/unfav',
  summary:
    'Removes a gem from one folder, or from all without folderId; 404 "Not Found" when it was not saved',
  description:
    'Removes a gem from one folder, or from every folder of the user without folderId. A gem that was not saved there is a 404.',
  tag: 'favorites',
  auth: 'bearer',
  body: RemoveFavoriteBody,
  responses: {
    200: dataOf(z.object({ gemId: z.string(), folderIds: z.array(z.string()) })),
    ...denied,
    404: ErrorResponse,
  },
});

export const favoriteStatus = defineEndpoint({
  method: 'get',
  path: '/gems/fav/status/{gemId}',
  summary: 'Whether the gem is saved, and in which folders (newest first)',
  description: 'Whether the signed-in user has saved the gem, and in which of their folders, newest first.',
  tag: 'favorites',
  auth: 'bearer',
  params: uuidParams('gemId'),
  responses: {
    200: dataOf(
      z.object({
        isFavorited: z.boolean(),
        folderId: z.optional(z.string()),
        folderIds: z.array(z.string()),
      }),
    ),
    ...denied,
  },
});

export const favoritesInCity = defineEndpoint({
  method: 'get',
  path: '/gems/fav/city/{cityId}',
  summary: "The user's saved gems in a city, newest first, once per gem",
  description:
    'The gems the signed-in user saved in one city, newest first, each once whatever the number of folders holding it.',
  tag: 'favorites',
  auth: 'bearer',
  params: uuidParams('cityId'),
  responses: { 200: listOf(FavoriteGem), ...denied },
});

export const folderGems = defineEndpoint({
  method: 'get',
  path: '/gems/fav/{folderId}',
  summary: 'The gems saved in a folder, newest first',
  description:
    "The gems saved in one of the user's folders, newest first. Another user's folder answers 404.",
  tag: 'favorites',
  auth: 'bearer',
  params: uuidParams('folderId'),
  responses: { 200: listOf(FavoriteGem), ...denied, 404: ErrorResponse },
});

export const favoritesEndpoints = [
  listFolders,
  createFolder,
  updateFolder,
  deleteFolder,
  addFavorite,
  removeFavorite,
  favoriteStatus,
  favoritesInCity,
  folderGems,
];
