import * as favorites from '@gaido/contracts/favorites';
import { HttpResponse, http } from 'msw';
import {
  CITY,
  FOLDER,
  failureCases,
  quietFavoritesTests,
  type Recorded,
  record,
} from '../../test/favoritesApiKit';
import { signIn } from '../../test/helpers';
import { API, server } from '../../test/server';
import { anAnswer } from '../../testing/fixtures';
import { createFolder, createFolderWithOutcome } from './createFolder';

quietFavoritesTests();

/** The 201 of POST /gems/fav/create-folder, as the contract describes it. */
function created(changes: { id?: string; name?: string; cityId?: string | null } = {}) {
  return anAnswer(favorites.createFolder, 201, {
    data: { id: FOLDER, name: 'Lisbon eats', cityId: null, gemCount: 0, ...changes },
  });
}

describe('createFolder (spec 5, 7, 8)', () => {
  it('sends the trimmed name and reads the new folder from the answer', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.post(`${API}/gems/fav/create-folder`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json(created(), { status: 201 });
      }),
    );
    await expect(createFolder({ name: '  Lisbon eats  ' })).resolves.toEqual({
      id: FOLDER,
      name: 'Lisbon eats',
      gemCount: 0,
    });
    expect(log[0]?.body).toEqual({ folderName: 'Lisbon eats' });
  });

  it('sends the city the folder is tied to, and keeps it from the answer', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.post(`${API}/gems/fav/create-folder`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json(created({ name: 'A', cityId: CITY }), { status: 201 });
      }),
    );
    await expect(createFolder({ name: 'A', cityId: CITY })).resolves.toEqual({
      id: FOLDER,
      name: 'A',
      gemCount: 0,
      cityId: CITY,
    });
    expect(log[0]?.body).toEqual({ folderName: 'A', cityId: CITY });
  });

  it.each([
    ['under folder', { folder: { id: FOLDER, name: 'Lisbon eats' } }],
    ['with other names', { data: { folderId: FOLDER, folderName: 'Lisbon eats' } }],
    ['without what the contract promises', { data: { id: FOLDER } }],
  ])('returns null for a folder answered %s: not an answer the contract describes', async (_shape, body) => {
    signIn();
    server.use(http.post(`${API}/gems/fav/create-folder`, () => HttpResponse.json(body, { status: 201 })));
    await expect(createFolder({ name: 'Lisbon eats' })).resolves.toBeNull();
  });

  it("keeps the server's message when it refuses the name", async () => {
    signIn();
    server.use(
      http.post(`${API}/gems/fav/create-folder`, () =>
        HttpResponse.json(
          { message: 'A folder with this name already exists', code: 'folder_exists' },
          { status: 409 },
        ),
      ),
    );
    await expect(createFolderWithOutcome({ name: 'Lisbon eats' })).resolves.toEqual({
      folder: null,
      refusal: 'A folder with this name already exists',
    });
  });

  it.each(failureCases)('returns null on %s', async (_way, failure) => {
    signIn();
    server.use(http.post(`${API}/gems/fav/create-folder`, failure));
    await expect(createFolder({ name: 'Lisbon eats' })).resolves.toBeNull();
  });

  it('returns null for a blank name without calling the API', async () => {
    signIn();
    await expect(createFolder({ name: '   ' })).resolves.toBeNull();
  });
});
