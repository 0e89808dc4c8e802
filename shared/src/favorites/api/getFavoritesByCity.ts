// GET /gems/fav/city/{cityId} (spec 7): the user's saved gems in a city. No screen reads it yet, so it
// has no hook.
import { apiRequestRaw, queryKeys } from '@gaido/shared';
import { queryOptions } from '@tanstack/react-query';
import { type CityFavorite, readCityFavorites } from '../tolerantResponses';
import { cacheBuster, hasUser } from './request';

export type { CityFavorite };

/** [] without a user, and on failure (spec 8). */
export async function getFavoritesByCity(cityId: string): Promise<CityFavorite[]> {
  if (!hasUser()) return [];
  try {
    const path = `/gems/fav/city/${encodeURIComponent(cityId)}`;
    return readCityFavorites(await apiRequestRaw(path, { auth: true, query: cacheBuster() }));
  } catch (error) {
    console.warn('[gaido] could not load the favorites of a city', error);
    return [];
  }
}

export function favoritesByCityQueryOptions(cityId: string) {
  return queryOptions({
    queryKey: queryKeys.favorites.byCity(cityId),
    queryFn: () => getFavoritesByCity(cityId),
  });
}
