import { HttpResponse, http } from 'msw';
import { connectionStore } from '../api/connection';
import { gaidoBus } from '../events/gaidoEvents';
import {
  answers,
  FOLDER,
  OTHER_FOLDER,
  quietFavoritesTests,
  type Recorded,
  record,
} from '../test/favoritesApiKit';
import { signIn } from '../test/helpers';
import { API, server } from '../test/server';
import { pendingLocalFavorites, readLocalFavorites, readPendingRemovals } from './localFavorites';
import { startFavoritesSync, syncLocalFavorites } from './offlineSync';

quietFavoritesTests();

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
          : HttpResponse.json(answers.saved('g1'), { status: 201 });
      }),
      http.delete(`${API}/gems/fav/unfav`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json(answers.removed('g9', [OTHER_FOLDER]));
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
        return posts === 1 ? HttpResponse.error() : HttpResponse.json(answers.saved('g1'), { status: 201 });
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
