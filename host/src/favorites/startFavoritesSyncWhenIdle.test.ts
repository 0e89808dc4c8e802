import { LOCAL_FAVORITES_KEY, readLocalFavorites } from '@gaido/shared/favorites';
import { HttpResponse, http } from 'msw';
import { API, signIn } from '../test/render';
import { server } from '../test/setup';
import { startFavoritesSyncWhenIdle } from './startFavoritesSyncWhenIdle';

const GEM_ID = '1f0e2d3c-4b5a-4697-8877-665544332211';

describe('starting the favorites sync when the browser is idle', () => {
  it('loads the sync at idle, keeps an offline save while the API is down and pushes it once back online', async () => {
    signIn();
    localStorage.setItem(LOCAL_FAVORITES_KEY, JSON.stringify([{ gemId: GEM_ID }]));
    const posted: unknown[] = [];
    let apiUp = false;
    server.use(
      http.post(`${API}/gems/fav`, async ({ request }) => {
        posted.push(await request.json());
        return apiUp ? HttpResponse.json({ data: { gemId: GEM_ID } }, { status: 201 }) : HttpResponse.error();
      }),
    );
    let runWhenIdle: (() => void) | undefined;
    startFavoritesSyncWhenIdle(undefined, (callback) => {
      runWhenIdle = callback;
    });
    expect(runWhenIdle).toBeTypeOf('function');
    expect(posted).toEqual([]);

    runWhenIdle?.();
    await vi.waitFor(() => expect(posted).toEqual([{ gemId: GEM_ID }]));
    expect(readLocalFavorites()).toEqual([{ gemId: GEM_ID }]);

    apiUp = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(readLocalFavorites()).toEqual([]));
    expect(posted).toEqual([{ gemId: GEM_ID }, { gemId: GEM_ID }]);
  });

  it('only warns when the favorites code cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    startFavoritesSyncWhenIdle(
      () => Promise.reject(new Error('Loading shared @gaido/shared/favorites failed')),
      (callback) => callback(),
    );
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('favorites sync'), expect.any(Error)),
    );
  });
});
