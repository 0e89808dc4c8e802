import { HttpResponse, http } from 'msw';
import { configureApiClient } from '../api/apiClient';
import { connectionStore } from '../api/connection';
import { gaidoBus } from '../events/gaidoEvents';
import { signIn } from '../test/helpers';
import { API, server } from '../test/server';
import {
  addFavorite,
  createFolder,
  deleteFolder,
  getFavoriteStatus,
  getFavoritesByCity,
  getFolderGems,
  getFolders,
  pendingLocalFavorites,
  removeFavorite,
  syncLocalFavorites,
  updateFolder,
} from './favoritesApi';
import { startFavoritesSync } from './favoritesSync';
import { readLocalFavorites, readPendingRemovals } from './localFavorites';

const FOLDER = '3f2b6c1e-8a4d-4c2b-9f1e-2d3c4b5a6f70';
const OTHER_FOLDER = '7a1e2b3c-4d5e-4f60-8a9b-0c1d2e3f4a5b';
const CITY = '0b7d3c2e-1f4a-4b5c-8d6e-7f8091a2b3c4';

/** Each way the API can fail. */
const failures = {
  'a server error': () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
  'a 503': () => new HttpResponse('Service Unavailable', { status: 503 }),
  'a network failure': () => HttpResponse.error(),
  'a body that is not JSON': () => new HttpResponse('<html>', { status: 502 }),
} as const;
const failureCases = Object.entries(failures);

type Recorded = { method: string; path: string; search: URLSearchParams; body: unknown; auth: string | null };

function record(log: Recorded[]) {
  return async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    log.push({
      method: request.method,
      path: url.pathname.replace('/api/v1', ''),
      search: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      auth: request.headers.get('authorization'),
    });
  };
}

beforeEach(() => {
  // Network retries happen at once here; their timing is covered by the API client's tests.
  configureApiClient({ sleep: () => Promise.resolve() });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

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

describe('folders (spec 7, 8)', () => {
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

  it('lists the gems of a folder, whether items are gems or favourites carrying one', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.get(`${API}/gems/fav/${FOLDER}`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json({
          data: [
            { id: 'g1', name: 'Miradouro' },
            { gemId: 'g2', gem: { id: 'g2', name: 'Tasca' } },
          ],
        });
      }),
    );
    const gems = await getFolderGems(FOLDER);
    expect(gems.map((gem) => gem.id)).toEqual(['g1', 'g2']);
    expect(log[0]?.search.get('_ts')).toMatch(/^\d+$/);
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
      http.get(`${API}/gems/g1`, () => HttpResponse.json({ data: { id: 'g1', name: 'Miradouro' } })),
    );
    const gems = await getFolderGems('local_1');
    expect(gems.map((gem) => gem.name)).toEqual(['Miradouro']);
  });

  it('lists the favorites of a city, and nothing when that fails', async () => {
    signIn();
    server.use(
      http.get(`${API}/gems/fav/city/${CITY}`, () =>
        HttpResponse.json({
          data: [{ gemId: 'g1', folderId: FOLDER }, { id: 'g2', name: 'Tasca' }, { junk: true }],
        }),
      ),
    );
    const favorites = await getFavoritesByCity(CITY);
    expect(favorites.map(({ gemId, folderId }) => ({ gemId, folderId }))).toEqual([
      { gemId: 'g1', folderId: FOLDER },
      { gemId: 'g2', folderId: undefined },
    ]);
    server.use(http.get(`${API}/gems/fav/city/${CITY}`, failures['a network failure']));
    await expect(getFavoritesByCity(CITY)).resolves.toEqual([]);
  });
});

describe('addFavorite (spec 5, 7, 8)', () => {
  function acceptFavorites(log: Recorded[]) {
    return http.post(`${API}/gems/fav`, async ({ request }) => {
      await record(log)(request);
      return HttpResponse.json({ data: { ok: true } }, { status: 201 });
    });
  }

  it('sends gemId, the folderId when it is a UUID, and the cityId', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(acceptFavorites(log));
    await expect(addFavorite({ gemId: 'g1', folderId: FOLDER, cityId: CITY })).resolves.toBe(true);
    expect(log[0]?.body).toEqual({ gemId: 'g1', folderId: FOLDER, cityId: CITY });
    expect(log[0]?.auth).toBe('Bearer access-1');
    expect(readLocalFavorites()).toEqual([]);
  });

  it('does not send a folderId that is not a UUID', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(acceptFavorites(log));
    await addFavorite({ gemId: 'g1', folderId: '42' });
    expect(log[0]?.body).toEqual({ gemId: 'g1' });
  });

  it('only warns about a city id that is not a UUID', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(acceptFavorites(log));
    await expect(addFavorite({ gemId: 'g1', cityId: 'lisbon' })).resolves.toBe(true);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('lisbon'));
    expect(log[0]?.body).toEqual({ gemId: 'g1', cityId: 'lisbon' });
  });

  it('keeps a favorite in a local_ folder on this device without calling the API', async () => {
    signIn();
    await expect(addFavorite({ gemId: 'g1', folderId: 'local_1' })).resolves.toBe(true);
    expect(readLocalFavorites()).toEqual([{ gemId: 'g1', folderId: 'local_1', addedAt: expect.any(String) }]);
  });

  it.each(failureCases)('keeps the favorite in gaido_favorites on %s', async (_way, failure) => {
    signIn();
    server.use(http.post(`${API}/gems/fav`, failure));
    await expect(addFavorite({ gemId: 'g1', folderId: FOLDER })).resolves.toBe(true);
    const stored = JSON.parse(localStorage.getItem('gaido_favorites') ?? '[]');
    expect(stored).toEqual([{ gemId: 'g1', folderId: FOLDER, addedAt: expect.any(String) }]);
    expect(Number.isNaN(Date.parse(stored[0].addedAt))).toBe(false);
  });

  it('keeps the favorite locally when the session has expired for good', async () => {
    signIn();
    server.use(
      http.post(`${API}/gems/fav`, () => HttpResponse.json({}, { status: 401 })),
      http.post(`${API}/auth/refresh`, () => HttpResponse.json({}, { status: 401 })),
    );
    await expect(addFavorite({ gemId: 'g1' })).resolves.toBe(true);
    expect(readLocalFavorites()).toHaveLength(1);
  });

  it('returns false when the API fails and the device cannot store it either', async () => {
    signIn();
    server.use(http.post(`${API}/gems/fav`, failures['a server error']));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    await expect(addFavorite({ gemId: 'g1' })).resolves.toBe(false);
  });
});

describe('removeFavorite (spec 7, 8)', () => {
  it('removes the gem from its folder', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.delete(`${API}/gems/fav/unfav`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    await expect(removeFavorite({ gemId: 'g1', folderId: FOLDER })).resolves.toBe(true);
    expect(log.map((r) => [r.method, r.body])).toEqual([['DELETE', { gemId: 'g1', folderId: FOLDER }]]);
  });

  it('searches the folders for the gem and retries when the folder is unknown and the API says Not Found', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.delete(`${API}/gems/fav/unfav`, async ({ request }) => {
        await record(log)(request);
        const body = log.at(-1)?.body as { folderId?: string } | undefined;
        return body?.folderId === OTHER_FOLDER
          ? HttpResponse.json({ data: { ok: true } })
          : HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      }),
      http.get(`${API}/gems/fav/folders`, () =>
        HttpResponse.json({
          data: [
            { id: FOLDER, name: 'A' },
            { id: OTHER_FOLDER, name: 'B' },
          ],
        }),
      ),
      http.get(`${API}/gems/fav/${FOLDER}`, () => HttpResponse.json({ data: [{ id: 'g9', name: 'Other' }] })),
      http.get(`${API}/gems/fav/${OTHER_FOLDER}`, () =>
        HttpResponse.json({ data: [{ id: 'g1', name: 'Mine' }] }),
      ),
    );
    await expect(removeFavorite({ gemId: 'g1' })).resolves.toBe(true);
    expect(log.map((r) => r.body)).toEqual([{ gemId: 'g1' }, { gemId: 'g1', folderId: OTHER_FOLDER }]);
  });

  it('counts a gem found in no folder after a Not Found as removed', async () => {
    signIn();
    let deletes = 0;
    server.use(
      http.delete(`${API}/gems/fav/unfav`, () => {
        deletes += 1;
        return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      }),
      http.get(`${API}/gems/fav/folders`, () => HttpResponse.json({ data: [] })),
    );
    await expect(removeFavorite({ gemId: 'g1' })).resolves.toBe(true);
    expect(deletes).toBe(1);
  });

  it.each(failureCases)('removes the local copy on %s', async (_way, failure) => {
    signIn();
    localStorage.setItem(
      'gaido_favorites',
      JSON.stringify([{ gemId: 'g1', folderId: FOLDER, addedAt: 'x' }, { gemId: 'g2' }]),
    );
    server.use(http.delete(`${API}/gems/fav/unfav`, failure));
    await expect(removeFavorite({ gemId: 'g1', folderId: FOLDER })).resolves.toBe(true);
    expect(readLocalFavorites()).toEqual([{ gemId: 'g2' }]);
    expect(readPendingRemovals()).toEqual([]);
  });

  it('queues the removal of a server favorite for later when the API fails', async () => {
    signIn();
    server.use(http.delete(`${API}/gems/fav/unfav`, failures['a network failure']));
    await expect(removeFavorite({ gemId: 'g1', folderId: FOLDER })).resolves.toBe(true);
    expect(readPendingRemovals()).toEqual([{ gemId: 'g1', folderId: FOLDER, removedAt: expect.any(String) }]);
  });

  it('returns false when the API fails and the device cannot store the removal either', async () => {
    signIn();
    server.use(http.delete(`${API}/gems/fav/unfav`, failures['a server error']));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    await expect(removeFavorite({ gemId: 'g1', folderId: FOLDER })).resolves.toBe(false);
  });

  it('removes from a local_ folder without calling the API', async () => {
    signIn();
    localStorage.setItem('gaido_favorites', JSON.stringify([{ gemId: 'g1', folderId: 'local_1' }]));
    await expect(removeFavorite({ gemId: 'g1', folderId: 'local_1' })).resolves.toBe(true);
    expect(readLocalFavorites()).toEqual([]);
  });
});

describe('createFolder (spec 5, 7, 8)', () => {
  it.each([
    ['at the root', { id: FOLDER, name: 'Lisbon eats' }],
    ['under data', { data: { id: FOLDER, name: 'Lisbon eats' } }],
    ['under folder', { folder: { id: FOLDER, name: 'Lisbon eats' } }],
    ['under data.folder', { data: { folder: { folderId: FOLDER, folderName: 'Lisbon eats' } } }],
    ['under data.data', { data: { data: { uuid: FOLDER, name: 'Lisbon eats' } } }],
    ['with an id but no name', { data: { id: FOLDER } }],
  ])('reads the new folder %s', async (_shape, body) => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.post(`${API}/gems/fav/create-folder`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json(body, { status: 201 });
      }),
    );
    await expect(createFolder({ name: '  Lisbon eats  ' })).resolves.toEqual({
      id: FOLDER,
      name: 'Lisbon eats',
    });
    expect(log[0]?.body).toEqual({ folderName: 'Lisbon eats' });
  });

  it('sends the city the folder is tied to', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.post(`${API}/gems/fav/create-folder`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json({ data: { id: FOLDER, name: 'A' } });
      }),
    );
    await createFolder({ name: 'A', cityId: CITY });
    expect(log[0]?.body).toEqual({ folderName: 'A', cityId: CITY });
  });

  it('fetches the folders again and matches by name when the answer has an unexpected shape', async () => {
    signIn();
    server.use(
      http.post(`${API}/gems/fav/create-folder`, () => HttpResponse.json({ success: true })),
      http.get(`${API}/gems/fav/folders`, () =>
        HttpResponse.json({
          data: [
            { id: OTHER_FOLDER, name: 'Other' },
            { id: FOLDER, name: 'Lisbon eats' },
          ],
        }),
      ),
    );
    await expect(createFolder({ name: 'Lisbon eats' })).resolves.toEqual({ id: FOLDER, name: 'Lisbon eats' });
  });

  it('returns null when the refetched folders have no such name', async () => {
    signIn();
    server.use(
      http.post(`${API}/gems/fav/create-folder`, () => HttpResponse.json({ ok: 1 })),
      http.get(`${API}/gems/fav/folders`, () =>
        HttpResponse.json({ data: [{ id: OTHER_FOLDER, name: 'Other' }] }),
      ),
    );
    await expect(createFolder({ name: 'Lisbon eats' })).resolves.toBeNull();
  });

  it('returns null when the refetch fails too', async () => {
    signIn();
    server.use(
      http.post(`${API}/gems/fav/create-folder`, () => HttpResponse.json({ ok: 1 })),
      http.get(`${API}/gems/fav/folders`, failures['a server error']),
    );
    await expect(createFolder({ name: 'Lisbon eats' })).resolves.toBeNull();
  });

  it.each(failureCases)('returns null on %s', async (_way, failure) => {
    signIn();
    server.use(http.post(`${API}/gems/fav/create-folder`, failure));
    await expect(createFolder({ name: 'Lisbon eats' })).resolves.toBeNull();
  });

  it('returns null for a blank name without calling the API', async () => {
    signIn();
    await expect(createFolder({ name: '   ' })).resolves.toBeNull();
  });
});

describe('updateFolder and deleteFolder (spec 7, 8)', () => {
  it('renames a folder with PUT { folderId, folderName }', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.put(`${API}/gems/fav/update-folder`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json({ data: {} });
      }),
    );
    await expect(updateFolder({ folderId: FOLDER, name: ' New name ' })).resolves.toBe(true);
    expect(log[0]?.body).toEqual({ folderId: FOLDER, folderName: 'New name' });
  });

  it.each(failureCases)('renames the local entry on %s, true because it was found', async (_way, failure) => {
    signIn();
    localStorage.setItem('gaido_folders', JSON.stringify([{ id: FOLDER, name: 'Old' }]));
    server.use(http.put(`${API}/gems/fav/update-folder`, failure));
    await expect(updateFolder({ folderId: FOLDER, name: 'New' })).resolves.toBe(true);
    expect(JSON.parse(localStorage.getItem('gaido_folders') ?? '[]')).toEqual([{ id: FOLDER, name: 'New' }]);
  });

  it('returns false when the rename fails and there is no local entry', async () => {
    signIn();
    server.use(http.put(`${API}/gems/fav/update-folder`, failures['a server error']));
    await expect(updateFolder({ folderId: FOLDER, name: 'New' })).resolves.toBe(false);
  });

  it('renames a local_ folder without calling the API', async () => {
    signIn();
    localStorage.setItem('gaido_folders', JSON.stringify([{ id: 'local_1', name: 'Old' }]));
    await expect(updateFolder({ folderId: 'local_1', name: 'New' })).resolves.toBe(true);
  });

  it('deletes a folder with DELETE /gems/fav/delete-folder/{folderId}', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.delete(`${API}/gems/fav/delete-folder/${FOLDER}`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json({ data: {} });
      }),
    );
    await expect(deleteFolder(FOLDER)).resolves.toBe(true);
    expect(log).toHaveLength(1);
  });

  it.each(failureCases)(
    'deletes the local entry and its favorites on %s, true because it was found',
    async (_way, failure) => {
      signIn();
      localStorage.setItem(
        'gaido_folders',
        JSON.stringify([
          { id: FOLDER, name: 'A' },
          { id: 'local_2', name: 'B' },
        ]),
      );
      localStorage.setItem(
        'gaido_favorites',
        JSON.stringify([
          { gemId: 'g1', folderId: FOLDER },
          { gemId: 'g2', folderId: 'local_2' },
        ]),
      );
      server.use(http.delete(`${API}/gems/fav/delete-folder/${FOLDER}`, failure));
      await expect(deleteFolder(FOLDER)).resolves.toBe(true);
      expect(JSON.parse(localStorage.getItem('gaido_folders') ?? '[]')).toEqual([
        { id: 'local_2', name: 'B' },
      ]);
      expect(readLocalFavorites()).toEqual([{ gemId: 'g2', folderId: 'local_2' }]);
    },
  );

  it('returns false when the delete fails and there is no local entry', async () => {
    signIn();
    server.use(http.delete(`${API}/gems/fav/delete-folder/${FOLDER}`, failures['a network failure']));
    await expect(deleteFolder(FOLDER)).resolves.toBe(false);
  });
});

describe('getFavoriteStatus (spec 3, 8)', () => {
  it('asks GET /gems/fav/status/{gemId} first', async () => {
    signIn();
    server.use(
      http.get(`${API}/gems/fav/status/g1`, () =>
        HttpResponse.json({ data: { isFavorited: true, folderId: FOLDER, folderIds: [FOLDER] } }),
      ),
    );
    await expect(getFavoriteStatus('g1')).resolves.toEqual({ isFavorited: true, folderId: FOLDER });
  });

  it('takes a not-favorited answer from the status call', async () => {
    signIn();
    server.use(
      http.get(`${API}/gems/fav/status/g1`, () =>
        HttpResponse.json({ data: { isFavorited: false, folderIds: [] } }),
      ),
    );
    await expect(getFavoriteStatus('g1')).resolves.toEqual({ isFavorited: false });
  });

  /** An API without the status call: the user's folders are searched. */
  function foldersWith(gemIdsByFolder: Record<string, string[]>) {
    return [
      http.get(`${API}/gems/fav/status/:gemId`, () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
      http.get(`${API}/gems/fav/folders`, () =>
        HttpResponse.json({ data: Object.keys(gemIdsByFolder).map((id) => ({ id, name: id })) }),
      ),
      ...Object.entries(gemIdsByFolder).map(([id, gems]) =>
        http.get(`${API}/gems/fav/${id}`, () =>
          HttpResponse.json({ data: gems.map((gemId) => ({ id: gemId, name: gemId })) }),
        ),
      ),
    ];
  }

  it('finds the folder holding the gem by searching the folders', async () => {
    signIn();
    server.use(...foldersWith({ [FOLDER]: ['g2'], [OTHER_FOLDER]: ['g1'] }));
    await expect(getFavoriteStatus('g1')).resolves.toEqual({ isFavorited: true, folderId: OTHER_FOLDER });
  });

  it('says not favorited when no folder holds it', async () => {
    signIn();
    server.use(...foldersWith({ [FOLDER]: ['g2'] }));
    await expect(getFavoriteStatus('g1')).resolves.toEqual({ isFavorited: false });
  });

  it.each(failureCases)('means not favorited when the check fails with %s', async (_way, failure) => {
    signIn();
    server.use(http.get(`${API}/gems/fav/status/g1`, failure));
    await expect(getFavoriteStatus('g1')).resolves.toEqual({ isFavorited: false });
  });

  it('shows a gem saved on this device while the API was failing as saved', async () => {
    signIn();
    server.use(
      http.post(`${API}/gems/fav`, failures['a network failure']),
      http.get(`${API}/gems/fav/status/g1`, failures['a network failure']),
    );
    await addFavorite({ gemId: 'g1', folderId: FOLDER });
    await expect(getFavoriteStatus('g1')).resolves.toEqual({ isFavorited: true, folderId: FOLDER });
  });
});

describe('syncing what was saved offline (our addition)', () => {
  it('lists the favorites waiting for the server, not those of local_ folders', () => {
    localStorage.setItem(
      'gaido_favorites',
      JSON.stringify([
        { gemId: 'g1', folderId: FOLDER },
        { gemId: 'g2', folderId: 'local_1' },
        { gemId: 'g3' },
        { nope: 1 },
      ]),
    );
    expect(pendingLocalFavorites().map((f) => f.gemId)).toEqual(['g1', 'g3']);
  });

  it('pushes favorites and removals to the server and forgets them once there', async () => {
    signIn();
    localStorage.setItem(
      'gaido_favorites',
      JSON.stringify([{ gemId: 'g1', folderId: FOLDER, addedAt: 'x' }, { gemId: 'g3' }]),
    );
    localStorage.setItem(
      'gaido_favorites_removed',
      JSON.stringify([{ gemId: 'g9', folderId: OTHER_FOLDER, removedAt: 'x' }]),
    );
    const log: Recorded[] = [];
    server.use(
      http.post(`${API}/gems/fav`, async ({ request }) => {
        await record(log)(request);
        return (log.at(-1)?.body as { gemId?: string } | undefined)?.gemId === 'g3'
          ? HttpResponse.json({ message: 'Already saved' }, { status: 409 })
          : HttpResponse.json({ data: {} });
      }),
      http.delete(`${API}/gems/fav/unfav`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json({ data: {} });
      }),
    );
    const synced = vi.fn();
    gaidoBus.on('favorites:synced', synced);
    await expect(syncLocalFavorites()).resolves.toEqual({ synced: 3, pending: 0, dropped: 0 });
    expect(log.map((r) => [r.method, r.body])).toEqual([
      ['POST', { gemId: 'g1', folderId: FOLDER }],
      ['POST', { gemId: 'g3' }],
      ['DELETE', { gemId: 'g9', folderId: OTHER_FOLDER }],
    ]);
    expect(readLocalFavorites()).toEqual([]);
    expect(readPendingRemovals()).toEqual([]);
    expect(synced).toHaveBeenCalledWith({ synced: 3 });
  });

  it('keeps everything while the server is still unreachable', async () => {
    signIn();
    localStorage.setItem('gaido_favorites', JSON.stringify([{ gemId: 'g1' }, { gemId: 'g2' }]));
    let posts = 0;
    server.use(
      http.post(`${API}/gems/fav`, () => {
        posts += 1;
        return HttpResponse.error();
      }),
    );
    await expect(syncLocalFavorites()).resolves.toEqual({ synced: 0, pending: 2, dropped: 0 });
    expect(posts).toBe(1);
    expect(readLocalFavorites()).toHaveLength(2);
  });

  it('drops, with a warning, a favorite the server refuses for good', async () => {
    signIn();
    localStorage.setItem('gaido_favorites', JSON.stringify([{ gemId: 'deleted-gem' }]));
    server.use(
      http.post(`${API}/gems/fav`, () => HttpResponse.json({ message: 'Gem not found' }, { status: 404 })),
    );
    await expect(syncLocalFavorites()).resolves.toEqual({ synced: 0, pending: 0, dropped: 1 });
    expect(readLocalFavorites()).toEqual([]);
  });

  it('does nothing without a user', async () => {
    localStorage.setItem('gaido_favorites', JSON.stringify([{ gemId: 'g1' }]));
    await expect(syncLocalFavorites()).resolves.toEqual({ synced: 0, pending: 1, dropped: 0 });
  });

  it('syncs when the API answers again after the connection was unhealthy', async () => {
    signIn();
    localStorage.setItem('gaido_favorites', JSON.stringify([{ gemId: 'g1' }]));
    let posts = 0;
    server.use(
      http.post(`${API}/gems/fav`, () => {
        posts += 1;
        return posts === 1 ? HttpResponse.error() : HttpResponse.json({ data: {} });
      }),
    );
    const stop = startFavoritesSync();
    await vi.waitFor(() => expect(posts).toBe(1));
    connectionStore.setState({ isHealthy: false, consecutiveFailures: 3 });
    connectionStore.setState({ isHealthy: true, consecutiveFailures: 0 });
    await vi.waitFor(() => expect(readLocalFavorites()).toEqual([]));
    stop();
  });
});
