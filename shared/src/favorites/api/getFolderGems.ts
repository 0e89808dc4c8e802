// GET /gems/fav/{folderId} (spec 7): the gems saved in one folder.
import { folderGems } from '@gaido/contracts/favorites';
import { callApi, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGem } from '../../gems/api/getGem';
import type { Gem } from '../../gems/types';
import { isLocalFolderId } from '../folderIds';
import { readLocalFavorites, readPendingRemovals } from '../localFavorites';
import { fetchServerFolders } from './getFolders';
import { cacheBuster } from './request';

/** The gems of a server folder; throws when the API fails or answers what its contract does not describe. */
export async function fetchServerFolderGems(folderId: string): Promise<Gem[]> {
  return (await callApi(folderGems, { params: { folderId }, query: cacheBuster() })).data;
}

/** The server folder holding the gem, or null; throws when the API fails. */
export async function findServerFolderOf(gemId: string): Promise<string | null> {
  const folders = (await fetchServerFolders()).filter((folder) => !isLocalFolderId(folder.id));
  const contents = await Promise.all(
    folders.map(async (folder) => ({ folder, gems: await fetchServerFolderGems(folder.id) })),
  );
  return contents.find(({ gems }) => gems.some((gem) => gem.id === gemId))?.folder.id ?? null;
}

/** A local folder lists its locally saved gems; a server folder hides removals still queued. [] on failure. */
export async function getFolderGems(folderId: string): Promise<Gem[]> {
  if (isLocalFolderId(folderId)) {
    const saved = readLocalFavorites().filter((favourite) => favourite.folderId === folderId);
    const gems = await Promise.all(
      [...new Set(saved.map((favourite) => favourite.gemId))].map((id) => getGem(id)),
    );
    return gems.filter((gem): gem is Gem => gem !== null);
  }
  try {
    const gems = await fetchServerFolderGems(folderId);
    const removals = readPendingRemovals();
    return gems.filter(
      (gem) => !removals.some((r) => r.gemId === gem.id && (!r.folderId || r.folderId === folderId)),
    );
  } catch (error) {
    console.warn('[gaido] could not load the gems of a folder', error);
    return [];
  }
}

/** spec 9: stale at once, refetched on mount and on window focus. */
export function folderGemsQueryOptions(folderId: string) {
  return queryOptions({
    queryKey: queryKeys.favorites.folderGems(folderId),
    queryFn: () => getFolderGems(folderId),
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });
}

export function useFolderGems(folderId: string) {
  return useQuery(folderGemsQueryOptions(folderId));
}
