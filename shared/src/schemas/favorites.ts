import { z } from 'zod';

/** spec 3: Favourite. folderId is sent only when it is a UUID; addedAt exists on the local fallback only. */
export const FavouriteSchema = z.object({
  gemId: z.string().min(1),
  folderId: z.string().min(1).optional(),
  cityId: z.string().min(1).optional(),
  addedAt: z.string().optional(),
});
export type Favourite = z.infer<typeof FavouriteSchema>;

/** spec 3: Favorite folder, after normalisation (see favorites/normalizeFolder.ts for the raw shapes). */
export const FavoriteFolderSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  gemCount: z.number().optional(),
  cityId: z.string().optional(),
});
export type FavoriteFolder = z.infer<typeof FavoriteFolderSchema>;

/** spec 3: Favorite status result. */
export const FavoriteStatusSchema = z.object({
  isFavorited: z.boolean(),
  folderId: z.string().optional(),
});
export type FavoriteStatus = z.infer<typeof FavoriteStatusSchema>;
