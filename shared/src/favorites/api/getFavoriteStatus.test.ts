import { HttpResponse, http } from 'msw';
import {
  FOLDER,
  failureCases,
  failures,
  OTHER_FOLDER,
  quietFavoritesTests,
} from '../../test/favoritesApiKit';
import { signIn } from '../../test/helpers';
import { API, server } from '../../test/server';
import { aFolder, aList, aSavedGem } from '../../testing/fixtures';
import { addFavorite } from './addFavorite';
import { getFavoriteStatus } from './getFavoriteStatus';

quietFavoritesTests();

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
        HttpResponse.json(aList(Object.keys(gemIdsByFolder).map((id) => aFolder({ id, name: id })))),
      ),
      ...Object.entries(gemIdsByFolder).map(([id, gems]) =>
        http.get(`${API}/gems/fav/${id}`, () =>
          HttpResponse.json(aList(gems.map((gemId) => aSavedGem({ id: gemId, name: gemId, folderId: id })))),
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

  it("means not favorited when the status answer is not the contract's (no folder search either)", async () => {
    signIn();
    let folderSearches = 0;
    server.use(
      // A status named as another API might name it: not read as "favorited".
      http.get(`${API}/gems/fav/status/g1`, () =>
        HttpResponse.json({ data: { favorited: true, folder: FOLDER } }),
      ),
      http.get(`${API}/gems/fav/folders`, () => {
        folderSearches += 1;
        return HttpResponse.json(aList([]));
      }),
    );
    await expect(getFavoriteStatus('g1')).resolves.toEqual({ isFavorited: false });
    expect(folderSearches).toBe(0);
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
