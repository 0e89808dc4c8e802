import { queryKeys } from '@gaido/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { CITY, FOLDER, quietFavoritesTests } from '../../test/favoritesApiKit';
import { addFavorite } from './addFavorite';
import { createFolder } from './createFolder';
import { deleteFolder } from './deleteFolder';
import { getFavoriteStatus } from './getFavoriteStatus';
import { getFavoritesByCity } from './getFavoritesByCity';
import { getFolders } from './getFolders';
import { removeFavorite } from './removeFavorite';
import { useFavoritesMutation } from './request';
import { updateFolder } from './updateFolder';

quietFavoritesTests();

describe('the logged-in requirement (spec 5)', () => {
  it.each([
    ['saving', () => addFavorite({ gemId: 'g1' }), 'User must be logged in to save gems'],
    ['removing', () => removeFavorite({ gemId: 'g1' }), 'User must be logged in to remove gems'],
    ['creating a folder', () => createFolder({ name: 'A' }), 'User must be logged in to create folders'],
    [
      'renaming a folder',
      () => updateFolder({ folderId: FOLDER, name: 'A' }),
      'User must be logged in to update folders',
    ],
    ['deleting a folder', () => deleteFolder(FOLDER), 'User must be logged in to delete folders'],
  ])('rejects %s without a user', async (_action, call, message) => {
    await expect(call()).rejects.toThrow(message);
  });

  it('does not fetch folders, favorites or status without a user', async () => {
    await expect(getFolders()).resolves.toEqual([]);
    await expect(getFavoritesByCity(CITY)).resolves.toEqual([]);
    await expect(getFavoriteStatus('g1')).resolves.toEqual({ isFavorited: false });
  });
});

describe('useFavoritesMutation', () => {
  it("makes every favorites query stale once the write settles, after the caller's own onSettled", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.favorites.folders(), []);
    client.setQueryData(['tours', 'list'], []);
    const seen: boolean[] = [];
    const { result } = renderHook(
      () =>
        useFavoritesMutation(async (n: number) => n * 2, {
          onSettled: () => {
            seen.push(client.getQueryState(queryKeys.favorites.folders())?.isInvalidated ?? false);
          },
        }),
      { wrapper: ({ children }) => createElement(QueryClientProvider, { client }, children) },
    );
    await expect(result.current.mutateAsync(2)).resolves.toBe(4);
    expect(seen).toEqual([false]);
    expect(client.getQueryState(queryKeys.favorites.folders())?.isInvalidated).toBe(true);
    expect(client.getQueryState(['tours', 'list'])?.isInvalidated).toBe(false);
  });
});
