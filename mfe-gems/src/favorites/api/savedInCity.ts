// GET /gems/fav/city/{cityId} (spec 7): which of a city's gems the signed-in traveller saved. Under
// the favorites keys, so a save or a removal anywhere refreshes it.
import { useSession } from '@gaido/shared';
import { favoritesByCityQueryOptions } from '@gaido/shared/favorites';
import { useQuery } from '@tanstack/react-query';

const NONE: ReadonlySet<string> = new Set();

// One function for every render: React Query then builds the set again only when the answer changes.
const toIds = (favorites: { gemId: string }[]): ReadonlySet<string> =>
  new Set(favorites.map((favorite) => favorite.gemId));

/** The ids of the gems the traveller saved in the city; empty for a visitor or while unknown. */
export function useSavedGemIdsInCity(cityId: string | null): ReadonlySet<string> {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const saved = useQuery({
    ...favoritesByCityQueryOptions(cityId ?? ''),
    enabled: isAuthenticated && cityId !== null,
    select: toIds,
  });
  return (isAuthenticated && saved.data) || NONE;
}
