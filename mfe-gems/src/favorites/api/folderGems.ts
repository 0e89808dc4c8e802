// GET /gems/fav/{folderId} (spec 7): the gems saved in one folder.
import { folderGemsQueryOptions } from '@gaido/shared/favorites';
import { useQuery } from '@tanstack/react-query';

/** spec 9: stale at once, refetched on mount and on window focus (shared folderGemsQueryOptions). */
export function useFolderGems(folderId: string) {
  return useQuery(folderGemsQueryOptions(folderId));
}
