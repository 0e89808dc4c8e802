// GET /gems/fav/city/{cityId} (spec 7): the user's saved gems in a city (the gems map marks them).
import { favoritesInCity } from '@gaido/contracts/favorites';
import { callApi, queryKeys } from '@gaido/shared';
import { queryOptions } from '@tanstack/react-query';
import type { SavedGem } from '../../gems/types';
import { cacheBuster, hasUser } from './request';

/** A gem the user saved in the city, the folder it was saved in last, and the gem. */
export interface CityFavorite {
  gemId: string;
  folderId: string;
  gem: SavedGem;
}

/** [] without a user, and on failure (spec 8), an answer the contract does not describe included. */
export async function getFavoritesByCity(cityId: string): Promise<CityFavorite[]> {
  if (!hasUser()) return [];
  try {
    const { data } = await callApi(favoritesInCity, { params: { cityId }, query: cacheBuster() });
    return data.map((gem) => ({ gemId: gem.id, folderId: gem.folderId, gem }));
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
