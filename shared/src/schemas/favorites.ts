import * as z from 'zod/mini';

/** spec 3: Favourite. folderId is sent only when it is a UUID; addedAt exists on the local fallback only. */
export const FavouriteSchema = z.object({
  gemId: z.string().check(z.minLength(1)),
  folderId: z.optional(z.string().check(z.minLength(1))),
  cityId: z.optional(z.string().check(z.minLength(1))),
  addedAt: z.optional(z.string()),
});
export type Favourite = z.infer<typeof FavouriteSchema>;

/** spec 3: Favorite folder, after normalisation (see favorites/normalizeFolder.ts for the raw shapes). */
export const FavoriteFolderSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  gemCount: z.optional(z.number()),
  cityId: z.optional(z.string()),
});
export type FavoriteFolder = z.infer<typeof FavoriteFolderSchema>;

/** spec 3: Favorite status result. */
export const FavoriteStatusSchema = z.object({
  isFavorited: z.boolean(),
  folderId: z.optional(z.string()),
});
export type FavoriteStatus = z.infer<typeof FavoriteStatusSchema>;
