import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createQueryClient } from '../../query/queryClient';
import {
  FOLDER,
  failureCases,
  failures,
  quietFavoritesTests,
  type Recorded,
  record,
} from '../../test/favoritesApiKit';
import { signIn } from '../../test/helpers';
import { renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { getFolders, useFolders } from './getFolders';

quietFavoritesTests();

describe('getFolders (spec 7, 8)', () => {
  it('fetches the folders with a cache-buster and normalises them', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.get(`${API}/gems/fav/folders`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json({
          data: [
            { folderId: FOLDER, folderName: 'Lisbon', count: 3 },
            { id: 'broken' },
            { folder: { id: 'f2', name: 'Porto' } },
          ],
        });
      }),
    );
    await expect(getFolders()).resolves.toEqual([
      { id: FOLDER, name: 'Lisbon', gemCount: 3 },
      { id: 'f2', name: 'Porto' },
    ]);
    expect(log[0]?.search.get('_ts')).toMatch(/^\d+$/);
    expect(log[0]?.auth).toBe('Bearer access-1');
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
      http.get(`${API}/gems/fav/folders`, () =>
        HttpResponse.json({ data: [{ id: FOLDER, name: 'Lisbon' }] }),
      ),
    );
    await expect(getFolders()).resolves.toEqual([
      { id: FOLDER, name: 'Lisbon' },
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
        return HttpResponse.json({ data: [{ id: FOLDER, name: 'Lisbon' }] });
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
