// What the favorites endpoint tests share: ids, each way the API can fail, a request recorder.
import * as favorites from '@gaido/contracts/favorites';
import { HttpResponse } from 'msw';
import { configureApiClient } from '../api/apiClient';
import { anAnswer } from '../testing/fixtures';

export const FOLDER = '3f2b6c1e-8a4d-4c2b-9f1e-2d3c4b5a6f70';
export const OTHER_FOLDER = '7a1e2b3c-4d5e-4f60-8a9b-0c1d2e3f4a5b';
export const CITY = '0b7d3c2e-1f4a-4b5c-8d6e-7f8091a2b3c4';

/** The answers of the favorites writes, as the contract describes them. */
export const answers = {
  saved: (gemId: string, folderId = FOLDER) =>
    anAnswer(favorites.addFavorite, 201, {
      data: { gemId, folderId, folderName: 'Saved', cityId: CITY, addedAt: '2026-01-11T09:00:00.000Z' },
    }),
  removed: (gemId: string, folderIds: string[] = [FOLDER]) =>
    anAnswer(favorites.removeFavorite, 200, { data: { gemId, folderIds } }),
  renamed: (id: string, name: string) =>
    anAnswer(favorites.updateFolder, 200, { data: { id, name, cityId: null } }),
  deleted: (id: string) => anAnswer(favorites.deleteFolder, 200, { data: { id } }),
};

/** Each way the API can fail. */
export const failures = {
  'a server error': () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
  'a 503': () => new HttpResponse('Service Unavailable', { status: 503 }),
  'a network failure': () => HttpResponse.error(),
  'a body that is not JSON': () => new HttpResponse('<html>', { status: 502 }),
} as const;
export const failureCases = Object.entries(failures);

export type Recorded = {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  auth: string | null;
};

export function record(log: Recorded[]) {
  return async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    log.push({
      method: request.method,
      path: url.pathname.replace('/api/v1', ''),
      search: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      auth: request.headers.get('authorization'),
    });
  };
}

/** Before each test: network retries happen at once (their timing is the API client's tests'), warnings are quiet. */
export function quietFavoritesTests(): void {
  beforeEach(() => {
    configureApiClient({ sleep: () => Promise.resolve() });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
}
