// GET /gems/fav/folders (spec 7): the signed-in user's folders, then this device's local-only ones.
import { listFolders } from '@gaido/contracts/favorites';
import { callApi, queryKeys, useSession } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isLocalFolderId } from '../folderIds';
import { readLocalFolders } from '../localFavorites';
import type { FavoriteFolder } from '../model';
import { cacheBuster, hasUser } from './request';

/** spec 9: folder list fresh for 5 minutes. */
export const FOLDERS_STALE_TIME_MS = 5 * 60 * 1000;

/** The server's folders, as the contract describes them; throws when the API fails or answers otherwise. */
export async function fetchServerFolders(): Promise<FavoriteFolder[]> {
  const { data } = await callApi(listFolders, { query: cacheBuster() });
  return data.map(({ id, name, gemCount, cityId }) => ({
    id,
    name,
    gemCount,
    ...(cityId ? { cityId } : {}),
  }));
}

/**
 * Only with a user (spec 6). Local-only folders (local_) are listed after the server's. A failure
 * falls back to the local list, then [] (spec 8).
 */
export async function getFolders(): Promise<FavoriteFolder[]> {
  if (!hasUser()) return [];
  const local = readLocalFolders();
  try {
    const server = await fetchServerFolders();
    const serverIds = new Set(server.map((folder) => folder.id));
    return [...server, ...local.filter((folder) => isLocalFolderId(folder.id) && !serverIds.has(folder.id))];
  } catch (error) {
    console.warn('[gaido] could not load favorite folders, using the local list', error);
    return local;
  }
}

export function folderQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.favorites.folders(),
    queryFn: getFolders,
    staleTime: FOLDERS_STALE_TIME_MS,
  });
}

/** spec 6: fetched only with a user; `enabled: false` holds it back further (a closed menu). */
export function useFolders({ enabled = true }: { enabled?: boolean } = {}) {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  return useQuery({ ...folderQueryOptions(), enabled: isAuthenticated && enabled });
}
