import { HttpResponse, http } from 'msw';
import {
  CITY,
  FOLDER,
  failures,
  OTHER_FOLDER,
  quietFavoritesTests,
  type Recorded,
  record,
} from '../../test/favoritesApiKit';
import { signIn } from '../../test/helpers';
import { API, server } from '../../test/server';
import { aList, aSavedGem } from '../../testing/fixtures';
import { getFavoritesByCity } from './getFavoritesByCity';

quietFavoritesTests();

describe('getFavoritesByCity (spec 7, 8)', () => {
  it('asks with the _ts cache-buster, so no cache between answers a stale list', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.get(`${API}/gems/fav/city/${CITY}`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json(aList([]));
      }),
    );
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValueOnce(1_700_000_000_000);
    await getFavoritesByCity(CITY);
    now.mockReturnValueOnce(1_700_000_000_001);
    await getFavoritesByCity(CITY);
    now.mockRestore();
    expect(log.map((entry) => entry.search.get('_ts'))).toEqual(['1700000000000', '1700000000001']);
    expect(log[0]?.auth).toBe('Bearer access-1');
  });

  it('lists the favorites of a city with the folder each was saved in, and nothing when that fails', async () => {
    signIn();
    server.use(
      http.get(`${API}/gems/fav/city/${CITY}`, () =>
        HttpResponse.json(
          aList([
            aSavedGem({ id: 'g1', name: 'Miradouro', folderId: FOLDER }),
            aSavedGem({ id: 'g2', name: 'Tasca', folderId: OTHER_FOLDER, folderIds: [OTHER_FOLDER, FOLDER] }),
          ]),
        ),
      ),
    );
    const favorites = await getFavoritesByCity(CITY);
    expect(favorites.map(({ gemId, folderId, gem }) => ({ gemId, folderId, name: gem?.name }))).toEqual([
      { gemId: 'g1', folderId: FOLDER, name: 'Miradouro' },
      { gemId: 'g2', folderId: OTHER_FOLDER, name: 'Tasca' },
    ]);
    server.use(http.get(`${API}/gems/fav/city/${CITY}`, failures['a network failure']));
    await expect(getFavoritesByCity(CITY)).resolves.toEqual([]);
  });

  it('lists nothing for favorites that are not the gems the contract describes', async () => {
    signIn();
    server.use(
      http.get(`${API}/gems/fav/city/${CITY}`, () =>
        HttpResponse.json(aList([{ gemId: 'g1', folderId: FOLDER }])),
      ),
    );
    await expect(getFavoritesByCity(CITY)).resolves.toEqual([]);
  });
});
