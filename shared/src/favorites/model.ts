// The favorites as the browser keeps them. What goes over the wire is the contract's
// (@gaido/contracts/favorites), which callApi checks every answer against.

/** spec 3: Favourite. folderId is kept only when it is a UUID or a local_ folder; addedAt exists on the local fallback only. */
export interface Favourite {
  gemId: string;
  folderId?: string | undefined;
  cityId?: string | undefined;
  addedAt?: string | undefined;
}

/** spec 3: Favorite folder, after normalisation. */
export interface FavoriteFolder {
  id: string;
  name: string;
  gemCount?: number | undefined;
  cityId?: string | undefined;
}

/** spec 3: Favorite status result. */
export interface FavoriteStatus {
  isFavorited: boolean;
  folderId?: string | undefined;
}
