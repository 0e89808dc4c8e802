import { getGem } from '@gaido/contracts/gems';
import { focusManager } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { FOLDER, failureCases, quietFavoritesTests, type Recorded, record } from '../../test/favoritesApiKit';
import { signIn } from '../../test/helpers';
import { renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aGem, aList, anAnswer, aSavedGem } from '../../testing/fixtures';
import { getFolderGems, useFolderGems } from './getFolderGems';

quietFavoritesTests();

describe('getFolderGems (spec 7, 8)', () => {
  it('lists the gems of a folder, with a cache-buster', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.get(`${API}/gems/fav/${FOLDER}`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json(
          aList([aSavedGem({ id: 'g1', name: 'Miradouro' }), aSavedGem({ id: 'g2', name: 'Tasca' })]),
        );
      }),
    );
    const gems = await getFolderGems(FOLDER);
    expect(gems.map((gem) => [gem.id, gem.name])).toEqual([
      ['g1', 'Miradouro'],
      ['g2', 'Tasca'],
    ]);
    expect(log[0]?.search.get('_ts')).toMatch(/^\d+$/);
  });

  it('does not take favourites that carry their gem under `gem`: the contract lists the gems themselves', async () => {
    signIn();
    server.use(
      http.get(`${API}/gems/fav/${FOLDER}`, () =>
        HttpResponse.json(aList([{ gemId: 'g2', gem: { id: 'g2', name: 'Tasca' } }])),
      ),
    );
    await expect(getFolderGems(FOLDER)).resolves.toEqual([]);
  });

  it.each(failureCases)('lists no folder gems on %s', async (_way, failure) => {
    signIn();
    server.use(http.get(`${API}/gems/fav/${FOLDER}`, failure));
    await expect(getFolderGems(FOLDER)).resolves.toEqual([]);
  });

  it('lists the locally saved gems of a local folder', async () => {
    signIn();
    localStorage.setItem(
      'gaido_favorites',
      JSON.stringify([{ gemId: 'g1', folderId: 'local_1', addedAt: 'x' }]),
    );
    server.use(
      http.get(`${API}/gems/g1`, () =>
        HttpResponse.json(anAnswer(getGem, 200, { data: aGem({ id: 'g1', name: 'Miradouro' }) })),
      ),
    );
    const gems = await getFolderGems('local_1');
    expect(gems.map((gem) => gem.name)).toEqual(['Miradouro']);
  });
});

describe('useFolderGems', () => {
  // spec 9: folder gems are stale at once, refetched on mount and on window focus, so a gem saved in
  // another tab or on another device shows when the folder is opened again.
  it('asks again each time a folder is opened, and when the window regains focus', async () => {
    signIn();
    let calls = 0;
    server.use(
      http.get(`${API}/gems/fav/${FOLDER}`, () => {
        calls += 1;
        return HttpResponse.json(aList([aSavedGem({ id: 'g1', name: 'Miradouro' })]));
      }),
    );
    const first = renderQueryHook(() => useFolderGems(FOLDER));
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    expect(calls).toBe(1);

    const again = renderQueryHook(() => useFolderGems(FOLDER), first.client);
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() => expect(again.result.current.isFetching).toBe(false));

    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(calls).toBe(3));
    focusManager.setFocused(undefined);
    again.unmount();
  });
});
