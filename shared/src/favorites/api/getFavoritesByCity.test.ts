import { HttpResponse, http } from 'msw';
import { CITY, FOLDER, failures, quietFavoritesTests } from '../../test/favoritesApiKit';
import { signIn } from '../../test/helpers';
import { API, server } from '../../test/server';
import { getFavoritesByCity } from './getFavoritesByCity';

quietFavoritesTests();

describe('getFavoritesByCity (spec 7, 8)', () => {
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
