import * as favorites from '@gaido/contracts/favorites';
import { LOCAL_FAVORITES_KEY, readLocalFavorites } from '@gaido/shared/favorites';
import { anAnswer } from '@gaido/shared/testing';
import { HttpResponse, http } from 'msw';
import { API, signIn } from '../test/render';
import { server } from '../test/setup';
import { startFavoritesSyncWhenIdle } from './startFavoritesSyncWhenIdle';

const GEM_ID = '1f0e2d3c-4b5a-4697-8877-665544332211';
const SAVED = anAnswer(favorites.addFavorite, 201, {
  data: {
    gemId: GEM_ID,
    folderId: '2a2b2c2d-3e3f-4a4b-8c8d-9e9fa0a1a2a3',
    folderName: 'Saved',
    cityId: '3b3c3d3e-4f4a-4b4c-8d8e-9f9a0b1c2d3e',
    addedAt: '2026-01-11T09:00:00.000Z',
  },
});

describe('starting the favorites sync when the browser is idle', () => {
  it('loads the sync at idle, keeps an offline save while the API is down and pushes it once back online', async () => {
    signIn();
    localStorage.setItem(LOCAL_FAVORITES_KEY, JSON.stringify([{ gemId: GEM_ID }]));
    const posted: unknown[] = [];
    let apiUp = false;
    server.use(
      http.post(`${API}/gems/fav`, async ({ request }) => {
        posted.push(await request.json());
        return apiUp ? HttpResponse.json(SAVED, { status: 201 }) : HttpResponse.error();
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
