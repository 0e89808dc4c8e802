import { gaidoBus, queryKeys } from '@gaido/shared';
import { QueryClient } from '@tanstack/react-query';
import { refetchFavoritesWhenSynced } from './refetchFavoritesWhenSynced';

describe('favorites synced from this device', () => {
  it('make every favorites query stale, and nothing else', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.favorites.folders(), []);
    queryClient.setQueryData(queryKeys.favorites.status('g1'), { isFavorited: false });
    queryClient.setQueryData(['tours', 'list'], []);
    const stop = refetchFavoritesWhenSynced(queryClient);
    gaidoBus.emit('favorites:synced', { synced: 1 });
    expect(queryClient.getQueryState(queryKeys.favorites.folders())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.favorites.status('g1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['tours', 'list'])?.isInvalidated).toBe(false);
    stop();
  });

  it('stops listening when unsubscribed', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.favorites.folders(), []);
    refetchFavoritesWhenSynced(queryClient)();
    gaidoBus.emit('favorites:synced', { synced: 1 });
    expect(queryClient.getQueryState(queryKeys.favorites.folders())?.isInvalidated).toBe(false);
  });
});
