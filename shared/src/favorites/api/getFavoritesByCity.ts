// GET /gems/fav/city/{cityId} (spec 7): the user's saved gems in a city (the gems map marks them).
import { favoritesInCity } from '@gaido/contracts/favorites';
import { callApi, queryKeys } from '@gaido/shared';
import { queryOptions } from '@tanstack/react-query';
import { parseGems } from '../../gems/api/parseGems';
import type { Gem } from '../../schemas/gem';
import { cacheBuster, hasUser } from './request';

/** A gem the user saved in the city, the folder it was saved in last, and the gem as the catalogue reads it. */
export interface CityFavorite {
  gemId: string;
  folderId: string;
  gem?: Gem;
}

/** [] without a user, and on failure (spec 8). */
export async function getFavoritesByCity(cityId: string): Promise<CityFavorite[]> {
  if (!hasUser()) return [];
  try {
    const { data } = await callApi(favoritesInCity, { params: { cityId }, query: cacheBuster() });
    const gems = new Map(parseGems(data).map((gem): [string, Gem] => [gem.id, gem]));
    return data.map(({ id, folderId }) => {
      const gem = gems.get(id);
      return gem ? { gemId: id, folderId, gem } : { gemId: id, folderId };
    });
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
