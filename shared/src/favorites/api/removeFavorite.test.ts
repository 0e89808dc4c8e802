import { HttpResponse, http } from 'msw';
import {
  answers,
  FOLDER,
  failureCases,
  failures,
  OTHER_FOLDER,
  quietFavoritesTests,
  type Recorded,
  record,
} from '../../test/favoritesApiKit';
import { signIn } from '../../test/helpers';
import { API, server } from '../../test/server';
import { aFolder, aList, aSavedGem } from '../../testing/fixtures';
import { readLocalFavorites, readPendingRemovals } from '../localFavorites';
import { removeFavorite } from './removeFavorite';

quietFavoritesTests();

describe('removeFavorite (spec 7, 8)', () => {
  it('removes the gem from its folder', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.delete(`${API}/gems/fav/unfav`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json(answers.removed('g1'));
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
          ? HttpResponse.json(answers.removed('g1', [OTHER_FOLDER]))
          : HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      }),
      http.get(`${API}/gems/fav/folders`, () =>
        HttpResponse.json(aList([aFolder({ name: 'A' }), aFolder({ id: OTHER_FOLDER, name: 'B' })])),
      ),
      http.get(`${API}/gems/fav/${FOLDER}`, () =>
        HttpResponse.json(aList([aSavedGem({ id: 'g9', name: 'Other' })])),
      ),
      http.get(`${API}/gems/fav/${OTHER_FOLDER}`, () =>
        HttpResponse.json(aList([aSavedGem({ id: 'g1', name: 'Mine', folderId: OTHER_FOLDER })])),
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
      http.get(`${API}/gems/fav/folders`, () => HttpResponse.json(aList([]))),
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
