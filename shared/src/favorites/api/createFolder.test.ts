import { HttpResponse, http } from 'msw';
import {
  CITY,
  FOLDER,
  failureCases,
  failures,
  OTHER_FOLDER,
  quietFavoritesTests,
  type Recorded,
  record,
} from '../../test/favoritesApiKit';
import { signIn } from '../../test/helpers';
import { API, server } from '../../test/server';
import { createFolder } from './createFolder';

quietFavoritesTests();

describe('createFolder (spec 5, 7, 8)', () => {
  it.each([
    ['at the root', { id: FOLDER, name: 'Lisbon eats' }],
    ['under data', { data: { id: FOLDER, name: 'Lisbon eats' } }],
    ['under folder', { folder: { id: FOLDER, name: 'Lisbon eats' } }],
    ['under data.folder', { data: { folder: { folderId: FOLDER, folderName: 'Lisbon eats' } } }],
    ['under data.data', { data: { data: { uuid: FOLDER, name: 'Lisbon eats' } } }],
    ['with an id but no name', { data: { id: FOLDER } }],
  ])('reads the new folder %s', async (_shape, body) => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.post(`${API}/gems/fav/create-folder`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json(body, { status: 201 });
      }),
    );
    await expect(createFolder({ name: '  Lisbon eats  ' })).resolves.toEqual({
      id: FOLDER,
      name: 'Lisbon eats',
    });
    expect(log[0]?.body).toEqual({ folderName: 'Lisbon eats' });
  });

  it('sends the city the folder is tied to', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.post(`${API}/gems/fav/create-folder`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json({ data: { id: FOLDER, name: 'A' } });
      }),
    );
    await createFolder({ name: 'A', cityId: CITY });
    expect(log[0]?.body).toEqual({ folderName: 'A', cityId: CITY });
  });

  it('fetches the folders again and matches by name when the answer has an unexpected shape', async () => {
    signIn();
    server.use(
      http.post(`${API}/gems/fav/create-folder`, () => HttpResponse.json({ success: true })),
      http.get(`${API}/gems/fav/folders`, () =>
        HttpResponse.json({
          data: [
            { id: OTHER_FOLDER, name: 'Other' },
            { id: FOLDER, name: 'Lisbon eats' },
          ],
        }),
      ),
    );
    await expect(createFolder({ name: 'Lisbon eats' })).resolves.toEqual({ id: FOLDER, name: 'Lisbon eats' });
  });

  it('returns null when the refetched folders have no such name', async () => {
    signIn();
    server.use(
      http.post(`${API}/gems/fav/create-folder`, () => HttpResponse.json({ ok: 1 })),
      http.get(`${API}/gems/fav/folders`, () =>
        HttpResponse.json({ data: [{ id: OTHER_FOLDER, name: 'Other' }] }),
      ),
    );
    await expect(createFolder({ name: 'Lisbon eats' })).resolves.toBeNull();
  });

  it('returns null when the refetch fails too', async () => {
    signIn();
    server.use(
      http.post(`${API}/gems/fav/create-folder`, () => HttpResponse.json({ ok: 1 })),
      http.get(`${API}/gems/fav/folders`, failures['a server error']),
    );
    await expect(createFolder({ name: 'Lisbon eats' })).resolves.toBeNull();
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
