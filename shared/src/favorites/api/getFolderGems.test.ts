import { HttpResponse, http } from 'msw';
import { FOLDER, failureCases, quietFavoritesTests, type Recorded, record } from '../../test/favoritesApiKit';
import { signIn } from '../../test/helpers';
import { API, server } from '../../test/server';
import { getFolderGems } from './getFolderGems';

quietFavoritesTests();

describe('getFolderGems (spec 7, 8)', () => {
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
});
