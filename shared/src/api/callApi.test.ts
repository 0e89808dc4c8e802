// callApi: one typed call per endpoint contract. The URL, method and answer come from the contract;
// the transport (tokens, refresh, retries, request ids, errors) is apiFetch's (apiClient.test.ts).
import * as cities from '@gaido/contracts/cities';
import type { Endpoint } from '@gaido/contracts/endpoint';
import * as favorites from '@gaido/contracts/favorites';
import * as gems from '@gaido/contracts/gems';
import { HttpResponse, http } from 'msw';
import { sessionStore } from '../session/sessionStore';
import { signIn } from '../test/helpers';
import { API, server } from '../test/server';
import { type ApiAnswer, callApi } from './apiClient';
import { ApiError } from './apiError';

const FOLDER_ID = '0b5e7c1a-2f4d-4c8e-9a6b-1d2e3f4a5b6c';
const LISBON = {
  id: '7f0e2a4c-6b8d-4e1f-a3c5-9d7b5e3f1a2c',
  slug: 'lisbon',
  name: 'Lisbon',
  country: 'Portugal',
  countryCode: 'PT',
  timezone: 'Europe/Lisbon',
  latitude: 38.72,
  longitude: -9.14,
  description: 'Hills and trams.',
  imageUrl: '/assets/cities/lisbon.svg',
  imageAlt: 'Trams on a hill in Lisbon',
  gemCount: 12,
  tourCount: 3,
} satisfies ApiAnswer<typeof cities.listCities>['data'][number];
const PAGE = { currentPage: 1, totalPages: 1, totalRecords: 1 };

async function refused(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('callApi', () => {
  it("builds the URL from the contract's path, each parameter encoded, and its method", async () => {
    signIn();
    let seen: Request | undefined;
    server.use(
      http.delete(`${API}/gems/fav/delete-folder/:folderId`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ data: { id: FOLDER_ID } });
      }),
    );
    await expect(callApi(favorites.deleteFolder, { params: { folderId: 'a b/c' } })).resolves.toEqual({
      data: { id: FOLDER_ID },
    });
    expect(seen?.method).toBe('DELETE');
    expect(new URL(seen?.url ?? '').pathname).toBe('/api/v1/gems/fav/delete-folder/a%20b%2Fc');
  });

  it('sends the query, leaving out what is undefined, and the body as JSON', async () => {
    signIn();
    let url: URL | undefined;
    let body: unknown;
    server.use(
      http.get(`${API}/cities`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ data: [LISBON], meta: PAGE });
      }),
      http.post(`${API}/gems/fav/create-folder`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { data: { id: FOLDER_ID, name: 'Trip', cityId: null, gemCount: 0 } },
          { status: 201 },
        );
      }),
    );
    await callApi(cities.listCities, { query: { q: 'lis', _ts: undefined } });
    expect(url?.search).toBe('?q=lis');
    const created = await callApi(favorites.createFolder, { body: { folderName: 'Trip' } });
    expect(body).toEqual({ folderName: 'Trip' });
    expect(created.data.gemCount).toBe(0);
  });

  it("answers the body as the contract's schema reads it, for the status that came", async () => {
    server.use(http.get(`${API}/cities`, () => HttpResponse.json({ data: [LISBON], meta: PAGE, extra: 1 })));
    // z.object drops what the contract does not name.
    await expect(callApi(cities.listCities)).resolves.toEqual({ data: [LISBON], meta: PAGE });
  });

  it('fails as an ApiError when the answer is not what the contract says, keeping the body', async () => {
    const wrong = { data: [{ ...LISBON, latitude: 'north' }], meta: PAGE };
    server.use(http.get(`${API}/cities`, () => HttpResponse.json(wrong)));
    const error = await refused(callApi(cities.listCities));
    expect(error).toMatchObject({ status: 200, category: 'unknown', method: 'GET', body: wrong });
    expect(error.url).toBe(`${API}/cities`);
    expect(error.message).toMatch(
      /^Unexpected answer: 200 from GET http:\/\/localhost:4000\/api\/v1\/cities - /,
    );
    expect(error.isClientError).toBe(false);
  });

  it('fails as an ApiError when the answer comes with a success status the contract does not list', async () => {
    const folder = { data: { id: FOLDER_ID, name: 'Lisbon', cityId: null, gemCount: 0 } };
    // The contract answers a new folder with 201; the same body with 200 is not an answer it describes.
    server.use(http.post(`${API}/gems/fav/create-folder`, () => HttpResponse.json(folder, { status: 200 })));
    signIn();
    const error = await refused(callApi(favorites.createFolder, { body: { folderName: 'Lisbon' } }));
    expect(error).toMatchObject({ status: 200, category: 'unknown', method: 'POST', body: folder });
    expect(error.message).toMatch(/the contract lists no answer 200$/);
  });

  it('checks every answer: a list with one gem the contract does not describe is refused whole, and no option turns the check off', async () => {
    const odd = { data: [{ id: 'g1', name: 'Only a name' }], meta: PAGE };
    server.use(http.get(`${API}/gems`, () => HttpResponse.json(odd)));
    await expect(refused(callApi(gems.listGems))).resolves.toMatchObject({
      status: 200,
      category: 'unknown',
    });
    // @ts-expect-error: there is no `check` option.
    await expect(refused(callApi(gems.listGems, { check: false }))).resolves.toMatchObject({
      category: 'unknown',
    });
  });

  it("sends the session's tokens when the contract wants a bearer token, and not otherwise", async () => {
    signIn();
    const seen: Record<string, string | null> = {};
    server.use(
      http.get(`${API}/gems/fav/folders`, ({ request }) => {
        seen.folders = request.headers.get('authorization');
        return HttpResponse.json({ data: [], meta: { ...PAGE, totalRecords: 0 } });
      }),
      http.get(`${API}/cities`, ({ request }) => {
        seen.cities = request.headers.get('authorization');
        return HttpResponse.json({ data: [], meta: { ...PAGE, totalRecords: 0 } });
      }),
    );
    await callApi(favorites.listFolders);
    await callApi(cities.listCities);
    expect(seen).toEqual({ folders: 'Bearer access-1', cities: null });
  });

  it('refreshes once on a 401 and retries with the new token, with one request id for both', async () => {
    signIn();
    const sent: { authorization: string | null; requestId: string | null }[] = [];
    server.use(
      http.post(`${API}/auth/refresh`, () =>
        HttpResponse.json({ data: { accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900 } }),
      ),
      http.get(`${API}/gems/fav/folders`, ({ request }) => {
        const authorization = request.headers.get('authorization');
        sent.push({ authorization, requestId: request.headers.get('x-request-id') });
        return authorization === 'Bearer access-2'
          ? HttpResponse.json({ data: [], meta: { ...PAGE, totalRecords: 0 } })
          : HttpResponse.json({ message: 'Unauthorized', code: 'unauthorized' }, { status: 401 });
      }),
    );
    await callApi(favorites.listFolders);
    expect(sent.map((request) => request.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(sent[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.requestId).toBe(sent[0]?.requestId);
    expect(sessionStore.getState().accessToken).toBe('access-2');
  });

  it('fails a refused call as the transport does: the status, the body, the session ended on a 401', async () => {
    signIn();
    server.use(
      http.post(`${API}/auth/refresh`, () => HttpResponse.json({ message: 'no' }, { status: 401 })),
      http.get(`${API}/gems/fav/folders`, () =>
        HttpResponse.json({ message: 'Unauthorized', code: 'unauthorized' }, { status: 401 }),
      ),
    );
    const error = await refused(callApi(favorites.listFolders));
    expect(error).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
    expect(sessionStore.getState().user).toBeNull();
  });
});

describe('callApi types', () => {
  it('take parameters, body and answer from the contract', () => {
    expectTypeOf(callApi<typeof favorites.folderGems>).returns.resolves.toEqualTypeOf<
      ApiAnswer<typeof favorites.folderGems>
    >();
    expectTypeOf<ApiAnswer<typeof favorites.folderGems>['data'][number]['folderIds']>().toEqualTypeOf<
      string[]
    >();
    expectTypeOf<ApiAnswer<typeof cities.getCity>['data']['neighbourhoods']>().toBeArray();
    // Checked by the type checker (pnpm typecheck), never run: without the directive above it, each
    // call below fails to compile.
    const neverRun = () => {
      // @ts-expect-error a parameter the path does not have
      void callApi(favorites.folderGems, { params: { gemId: FOLDER_ID } });
      // @ts-expect-error the path's parameter left out
      void callApi(favorites.folderGems);
      // @ts-expect-error a body the contract refuses (folderName is required)
      void callApi(favorites.createFolder, { body: { name: 'Trip' } });
      // @ts-expect-error a query value of the wrong type
      void callApi(gems.listGems, { query: { sort: 'rating' } });
      // @ts-expect-error no such endpoint: only contracts are called
      void callApi({ method: 'get', path: '/gems/favs' });
      const endpoint: Endpoint = favorites.listFolders;
      void endpoint;
    };
    expect(neverRun).toBeTypeOf('function');
  });
});
