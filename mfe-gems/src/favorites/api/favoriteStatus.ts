// Is a gem saved, and where? GET /gems/fav/status/{gemId} (our API's addition; shared falls back to
// searching the folders, then to this device's local favorites).
import { useSession } from '@gaido/shared';
import { favoriteStatusQueryOptions } from '@gaido/shared/favorites';
import { useQuery } from '@tanstack/react-query';

export function useFavoriteStatus(gemId: string) {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  return useQuery({ ...favoriteStatusQueryOptions(gemId), enabled: isAuthenticated });
}
