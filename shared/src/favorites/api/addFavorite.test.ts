import { HttpResponse, http } from 'msw';
import {
  answers,
  CITY,
  FOLDER,
  failureCases,
  failures,
  quietFavoritesTests,
  type Recorded,
  record,
} from '../../test/favoritesApiKit';
import { signIn } from '../../test/helpers';
import { API, server } from '../../test/server';
import { readLocalFavorites } from '../localFavorites';
import { addFavorite } from './addFavorite';

quietFavoritesTests();

describe('addFavorite (spec 5, 7, 8)', () => {
  function acceptFavorites(log: Recorded[]) {
    return http.post(`${API}/gems/fav`, async ({ request }) => {
      await record(log)(request);
      const { gemId } = (log.at(-1)?.body ?? {}) as { gemId: string };
      return HttpResponse.json(answers.saved(gemId), { status: 201 });
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
