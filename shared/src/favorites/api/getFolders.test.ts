import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createQueryClient } from '../../query/queryClient';
import {
  CITY,
  FOLDER,
  failureCases,
  failures,
  OTHER_FOLDER,
  quietFavoritesTests,
  type Recorded,
  record,
} from '../../test/favoritesApiKit';
import { signIn } from '../../test/helpers';
import { renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aFolder, aList } from '../../testing/fixtures';
import { getFolders, useFolders } from './getFolders';

quietFavoritesTests();

describe('getFolders (spec 7, 8)', () => {
  it('fetches the folders with a cache-buster and reads them as the contract describes', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.get(`${API}/gems/fav/folders`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json(
          aList([
            aFolder({ name: 'Lisbon', gemCount: 3 }),
            aFolder({ id: OTHER_FOLDER, name: 'Porto', cityId: CITY }),
          ]),
        );
      }),
    );
    await expect(getFolders()).resolves.toEqual([
      { id: FOLDER, name: 'Lisbon', gemCount: 3 },
      { id: OTHER_FOLDER, name: 'Porto', gemCount: 0, cityId: CITY },
    ]);
    expect(log[0]?.search.get('_ts')).toMatch(/^\d+$/);
    expect(log[0]?.auth).toBe('Bearer access-1');
  });

  it('does not take an answer the contract does not describe for the folders: it falls back to the local list', async () => {
    signIn();
    localStorage.setItem('gaido_folders', JSON.stringify([{ id: 'local_1', name: 'Offline' }]));
    // Folders named as another API might name them: not what ours answers, so not read as folders.
    server.use(
      http.get(`${API}/gems/fav/folders`, () =>
        HttpResponse.json(aList([{ folderId: FOLDER, folderName: 'Lisbon', count: 3 }])),
      ),
    );
    await expect(getFolders()).resolves.toEqual([{ id: 'local_1', name: 'Offline' }]);
  });

  it('lists local-only folders after the server ones', async () => {
    signIn();
    localStorage.setItem(
      'gaido_folders',
      JSON.stringify([
        { id: 'local_1', name: 'Offline' },
        { id: FOLDER, name: 'stale copy' },
      ]),
    );
    server.use(
      http.get(`${API}/gems/fav/folders`, () => HttpResponse.json(aList([aFolder({ name: 'Lisbon' })]))),
    );
    await expect(getFolders()).resolves.toEqual([
      { id: FOLDER, name: 'Lisbon', gemCount: 0 },
      { id: 'local_1', name: 'Offline' },
    ]);
  });

  it.each(failureCases)('falls back to the local list on %s', async (_way, failure) => {
    signIn();
    localStorage.setItem(
      'gaido_folders',
      JSON.stringify([{ id: 'local_1', name: 'Offline' }, { name: 'no id' }]),
    );
    server.use(http.get(`${API}/gems/fav/folders`, failure));
    await expect(getFolders()).resolves.toEqual([{ id: 'local_1', name: 'Offline' }]);
  });

  it('falls back to nothing when there is no local list either', async () => {
    signIn();
    localStorage.setItem('gaido_folders', 'not json');
    server.use(http.get(`${API}/gems/fav/folders`, failures['a server error']));
    await expect(getFolders()).resolves.toEqual([]);
  });
});

describe('useFolders', () => {
  // spec 9: the folder list is fresh for 5 minutes, on every screen: a phone's other data stays
  // fresh for 10, so a phone shows the rule apart from the default.
  it('keeps the folder list fresh for 5 minutes, then asks again on the next mount, even on a phone', async () => {
    signIn();
    let calls = 0;
    server.use(
      http.get(`${API}/gems/fav/folders`, () => {
        calls += 1;
        return HttpResponse.json(aList([aFolder()]));
      }),
    );
    const client = createQueryClient(390);
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    try {
      const first = renderQueryHook(() => useFolders(), client);
      await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
      first.unmount();
      expect(calls).toBe(1);

      now.mockReturnValue(start + 5 * 60_000 - 1_000);
      const soon = renderQueryHook(() => useFolders(), client);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      soon.unmount();
      expect(calls).toBe(1);

      now.mockReturnValue(start + 5 * 60_000 + 1_000);
      const later = renderQueryHook(() => useFolders(), client);
      await waitFor(() => expect(calls).toBe(2));
      later.unmount();
    } finally {
      now.mockRestore();
      client.clear();
    }
  });
});
