/**
 * Favorites kept on this device while the API was down reach the server later (the sync emits
 * `favorites:synced` on the session package's bus). Every favorites query (folders, their gems,
 * a gem's saved status) is then stale: this refetches what is on screen, so the traveller sees
 * the account's folders without a reload.
 */
import { gaidoBus, queryKeys } from '@gaido/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export function refetchFavoritesWhenSynced(queryClient: QueryClient): () => void {
  const refetch = () => void queryClient.invalidateQueries({ queryKey: queryKeys.favorites.all });
  gaidoBus.on('favorites:synced', refetch);
  return () => gaidoBus.off('favorites:synced', refetch);
}

export function useRefetchFavoritesWhenSynced(): void {
  const queryClient = useQueryClient();
  useEffect(() => refetchFavoritesWhenSynced(queryClient), [queryClient]);
}
