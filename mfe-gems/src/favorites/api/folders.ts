// GET /gems/fav/folders (spec 7): the signed-in user's folders with their counts.
import { useSession } from '@gaido/shared';
import { folderQueryOptions } from '@gaido/shared/favorites';
import { useQuery } from '@tanstack/react-query';

/** spec 9: fresh for 5 minutes (shared FOLDERS_STALE_TIME_MS); spec 6: fetched only with a user. */
export function foldersQueryOptions() {
  return folderQueryOptions();
}

export function useFolders({ enabled = true }: { enabled?: boolean } = {}) {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  return useQuery({ ...foldersQueryOptions(), enabled: isAuthenticated && enabled });
}
