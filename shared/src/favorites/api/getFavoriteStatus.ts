// Is a gem saved, and in which folder? spec 7 lists no status call: GET /gems/fav/status/{gemId} is
// our API's addition, and without it the user's folders are searched.
import { favoriteStatus } from '@gaido/contracts/favorites';
import { callApi, queryKeys, useSession } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readLocalFavorites, readPendingRemovals } from '../localFavorites';
import type { FavoriteStatus } from '../model';
import { findServerFolderOf } from './getFolderGems';
import { cacheBuster, hasUser, isNotFound } from './request';

function localStatus(gemId: string): FavoriteStatus {
  const saved = readLocalFavorites().find((f) => f.gemId === gemId);
  if (!saved) return { isFavorited: false };
  return saved.folderId ? { isFavorited: true, folderId: saved.folderId } : { isFavorited: true };
}

/** The server's answer; throws when the API fails or answers otherwise. */
async function serverStatus(gemId: string): Promise<FavoriteStatus> {
  try {
    const { data } = await callApi(favoriteStatus, { params: { gemId }, query: cacheBuster() });
    return data.isFavorited && data.folderId
      ? { isFavorited: true, folderId: data.folderId }
      : { isFavorited: data.isFavorited };
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  // An API without the status call: search the user's folders.
  const folderId = await findServerFolderOf(gemId);
  return folderId ? { isFavorited: true, folderId } : { isFavorited: false };
}

/** A failed check means not favorited (spec 8), unless this device saved the gem while the API failed. */
export async function getFavoriteStatus(gemId: string): Promise<FavoriteStatus> {
  if (!hasUser()) return { isFavorited: false };
  const pendingRemoval = readPendingRemovals().some((r) => r.gemId === gemId);
  try {
    const status = await serverStatus(gemId);
    if (status.isFavorited && !pendingRemoval) return status;
  } catch (error) {
    console.warn('[gaido] could not check the favorite status', error);
  }
  return localStatus(gemId);
}

export function favoriteStatusQueryOptions(gemId: string) {
  return queryOptions({
    queryKey: queryKeys.favorites.status(gemId),
    queryFn: () => getFavoriteStatus(gemId),
  });
}

export function useFavoriteStatus(gemId: string) {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  return useQuery({ ...favoriteStatusQueryOptions(gemId), enabled: isAuthenticated });
}
