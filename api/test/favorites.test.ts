import { favorites } from '@gaido/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
let gems: { id: string; cityId: string }[];
beforeAll(async () => {
  api = await openTestApi();
  const lisbon = (await api.get('/cities/lisbon')).body.data;
  gems = (await api.get(`/gems?cityId=${lisbon.id}&limit=10`)).body.data;
});
afterAll(async () => {
  await api.close();
});

const gem = (index: number) => gems[index]!;

async function createFolder(token: string, folderName: string, cityId?: string) {
  const response = await api.post('/gems/fav/create-folder', { folderName, cityId }, { token });
  expect(response.status).toBe(201);
  return response.body.data as { id: string; name: string };
}

describe('favorite folders', () => {
  it('creates, lists, renames and deletes folders', async () => {
    const { accessToken: token } = await api.newUser();
    expect((await api.get('/gems/fav/folders', { token })).body.data).toEqual([]);
    const created = await api.post(
      '/gems/fav/create-folder',
      { folderName: '  Lisbon eats  ', cityId: gem(0).cityId },
      { token },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ id: expect.any(String), name: 'Lisbon eats' });
    const folderId = created.body.data.id;
    const list = await api.get('/gems/fav/folders?_ts=123', { token });
    expect(Array.isArray(list.body.data)).toBe(true);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: folderId, name: 'Lisbon eats', gemCount: 0, cityId: gem(0).cityId }),
    ]);
    const renamed = await api.put(
      '/gems/fav/update-folder',
      { folderId, folderName: 'Lisbon bites' },
      { token },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Lisbon bites');
    const deleted = await api.delete(`/gems/fav/delete-folder/${folderId}`, undefined, { token });
    expect(deleted.status).toBe(200);
    expect((await api.get('/gems/fav/folders', { token })).body.data).toEqual([]);
    expect((await api.delete(`/gems/fav/delete-folder/${folderId}`, undefined, { token })).status).toBe(404);
  });

  it('keeps names unique per user, ignoring case', async () => {
    const { accessToken: token } = await api.newUser();
    const other = await api.newUser();
    await createFolder(token, 'Rooftops');
    const duplicate = await api.post('/gems/fav/create-folder', { folderName: 'rooftops ' }, { token });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('A folder with this name already exists');
    const second = await createFolder(token, 'Coffee');
    const clash = await api.put(
      '/gems/fav/update-folder',
      { folderId: second.id, folderName: 'ROOFTOPS' },
      { token },
    );
    expect(clash.status).toBe(409);
    // Another user may use the same name.
    await createFolder(other.accessToken, 'Rooftops');
  });

  it('validates folder names and ids', async () => {
    const { accessToken: token } = await api.newUser();
    const cases: [string, unknown, string][] = [
      ['/gems/fav/create-folder', { folderName: '   ' }, 'Folder name is required'],
      ['/gems/fav/create-folder', {}, 'Folder name is required'],
      [
        '/gems/fav/create-folder',
        { folderName: 'x'.repeat(61) },
        'Folder name must be at most 60 characters',
      ],
      ['/gems/fav/create-folder', { folderName: 7 }, 'Folder name is required'],
      ['/gems/fav/create-folder', { folderName: 'Ok', cityId: 'lisbon' }, 'cityId must be a valid UUID'],
      [
        '/gems/fav/create-folder',
        { folderName: 'Ok', cityId: '00000000-0000-4000-8000-000000000000' },
        'City not found',
      ],
    ];
    for (const [path, body, message] of cases) {
      const response = await api.post(path, body, { token });
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect((await createFolder(token, 'x'.repeat(60))).name).toHaveLength(60);
    const badRename = await api.put(
      '/gems/fav/update-folder',
      { folderId: 'local_123', folderName: 'New' },
      { token },
    );
    expect(badRename.status).toBe(400);
    expect(badRename.body.message).toBe('folderId must be a valid UUID');
    expect((await api.get('/gems/fav/not-a-uuid', { token })).status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    for (const [method, path] of [
      ['GET', '/gems/fav/folders'],
      ['POST', '/gems/fav/create-folder'],
      ['PUT', '/gems/fav/update-folder'],
      ['POST', '/gems/fav'],
      ['DELETE', '/gems/fav/unfav'],
      ['GET', `/gems/fav/status/${gem(0).id}`],
    ] as const) {
      const response = await api.request(method, path, method === 'GET' ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.message).toBe('Authentication required');
    }
  });
});

describe('saving gems', () => {
  it('saves into a folder, lists the folder, reports status and removes', async () => {
    const { accessToken: token } = await api.newUser();
    const folder = await createFolder(token, 'Evenings');
    const saved = await api.post(
      '/gems/fav',
      { gemId: gem(0).id, folderId: folder.id, cityId: gem(0).cityId },
      { token },
    );
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ gemId: gem(0).id, folderId: folder.id, cityId: gem(0).cityId });
    const again = await api.post('/gems/fav', { gemId: gem(0).id, folderId: folder.id }, { token });
    expect(again.status).toBe(200);
    await api.post('/gems/fav', { gemId: gem(1).id, folderId: folder.id }, { token });

    const inFolder = await api.get(`/gems/fav/${folder.id}?_ts=${Date.now()}`, { token });
    expect(inFolder.status).toBe(200);
    expect(inFolder.body.data.map((g: { id: string }) => g.id).sort()).toEqual([gem(0).id, gem(1).id].sort());
    expect(inFolder.body.data[0]).toMatchObject({
      folderId: folder.id,
      addedAt: expect.any(String),
      features: expect.any(Array),
    });
    expect((await api.get('/gems/fav/folders', { token })).body.data[0].gemCount).toBe(2);

    const status = await api.get(`/gems/fav/status/${gem(0).id}`, { token });
    expect(status.body.data).toMatchObject({ isFavorited: true, folderId: folder.id });
    const notSaved = await api.get(`/gems/fav/status/${gem(5).id}`, { token });
    expect(notSaved.body.data).toEqual({ isFavorited: false, folderIds: [] });

    const removed = await api.delete('/gems/fav/unfav', { gemId: gem(0).id, folderId: folder.id }, { token });
    expect(removed.status).toBe(200);
    const missing = await api.delete('/gems/fav/unfav', { gemId: gem(0).id, folderId: folder.id }, { token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Not Found');
    expect((await api.get(`/gems/fav/status/${gem(0).id}`, { token })).body.data.isFavorited).toBe(false);
  });

  it("lists a saved gem whole, as the gem's page reads it, with where and when it was saved (the contract's FavoriteGem)", async () => {
    const { accessToken: token } = await api.newUser();
    const folder = await createFolder(token, 'Whole');
    await api.post('/gems/fav', { gemId: gem(9).id, folderId: folder.id }, { token });
    const page = (await api.get(`/gems/${gem(9).id}`)).body.data;
    for (const path of [`/gems/fav/${folder.id}`, `/gems/fav/city/${gem(9).cityId}`]) {
      const [saved] = (await api.get(path, { token })).body.data;
      expect(saved).toEqual({
        ...page,
        folderId: folder.id,
        folderIds: [folder.id],
        addedAt: expect.any(String),
      });
      // Every field the answer carries is one the contract names: nothing the apps read is left out of it.
      expect(Object.keys(saved).sort()).toEqual(Object.keys(favorites.FavoriteGem.shape).sort());
    }
  });

  it('puts a gem saved without a folder into the "Saved" folder', async () => {
    const { accessToken: token } = await api.newUser();
    const first = await api.post('/gems/fav', { gemId: gem(2).id }, { token });
    const second = await api.post('/gems/fav', { gemId: gem(3).id, folderId: null }, { token });
    expect(first.body.data.folderName).toBe('Saved');
    expect(second.body.data.folderId).toBe(first.body.data.folderId);
    const folders = (await api.get('/gems/fav/folders', { token })).body.data;
    expect(folders).toEqual([expect.objectContaining({ name: 'Saved', gemCount: 2 })]);
  });

  it('removes a gem from every folder when no folder is given', async () => {
    const { accessToken: token } = await api.newUser();
    const a = await createFolder(token, 'A');
    const b = await createFolder(token, 'B');
    await api.post('/gems/fav', { gemId: gem(4).id, folderId: a.id }, { token });
    await api.post('/gems/fav', { gemId: gem(4).id, folderId: b.id }, { token });
    const status = await api.get(`/gems/fav/status/${gem(4).id}`, { token });
    expect(status.body.data.folderIds.sort()).toEqual([a.id, b.id].sort());
    const removed = await api.delete('/gems/fav/unfav', { gemId: gem(4).id }, { token });
    expect(removed.body.data.folderIds.sort()).toEqual([a.id, b.id].sort());
  });

  it('lists favorites by city, once per gem', async () => {
    const { accessToken: token } = await api.newUser();
    const a = await createFolder(token, 'One');
    const b = await createFolder(token, 'Two');
    await api.post('/gems/fav', { gemId: gem(6).id, folderId: a.id }, { token });
    await api.post('/gems/fav', { gemId: gem(6).id, folderId: b.id }, { token });
    await api.post('/gems/fav', { gemId: gem(7).id, folderId: a.id }, { token });
    const byCity = await api.get(`/gems/fav/city/${gem(6).cityId}?_ts=1`, { token });
    expect(byCity.status).toBe(200);
    expect(byCity.body.data.map((g: { id: string }) => g.id).sort()).toEqual([gem(6).id, gem(7).id].sort());
    const porto = (await api.get('/cities/porto')).body.data;
    expect((await api.get(`/gems/fav/city/${porto.id}`, { token })).body.data).toEqual([]);
  });

  it('deleting a folder removes its favorites', async () => {
    const { accessToken: token } = await api.newUser();
    const folder = await createFolder(token, 'Temporary');
    await api.post('/gems/fav', { gemId: gem(8).id, folderId: folder.id }, { token });
    await api.delete(`/gems/fav/delete-folder/${folder.id}`, undefined, { token });
    expect((await api.get(`/gems/fav/status/${gem(8).id}`, { token })).body.data.isFavorited).toBe(false);
  });

  it('answers 404 for an unknown gem or folder and 400 for bad ids', async () => {
    const { accessToken: token } = await api.newUser();
    const unknownGem = await api.post(
      '/gems/fav',
      { gemId: '00000000-0000-4000-8000-000000000000' },
      { token },
    );
    expect(unknownGem.status).toBe(404);
    expect(unknownGem.body.message).toBe('Gem not found');
    const unknownFolder = await api.post(
      '/gems/fav',
      { gemId: gem(0).id, folderId: '00000000-0000-4000-8000-000000000000' },
      { token },
    );
    expect(unknownFolder.status).toBe(404);
    expect(unknownFolder.body.message).toBe('Folder not found');
    const localFolder = await api.post(
      '/gems/fav',
      { gemId: gem(0).id, folderId: 'local_1700000000' },
      { token },
    );
    expect(localFolder.status).toBe(400);
    expect((await api.post('/gems/fav', {}, { token })).body.message).toBe('gemId is required');
  });
});

describe('ownership', () => {
  it("user B can neither see nor touch user A's folders", async () => {
    const alice = await api.newUser('alice');
    const bob = await api.newUser('bob');
    const folder = await createFolder(alice.accessToken, 'Private');
    await api.post('/gems/fav', { gemId: gem(9).id, folderId: folder.id }, { token: alice.accessToken });
    const token = bob.accessToken;

    expect((await api.get('/gems/fav/folders', { token })).body.data).toEqual([]);
    const read = await api.get(`/gems/fav/${folder.id}`, { token });
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('Folder not found');
    expect((await api.post('/gems/fav', { gemId: gem(0).id, folderId: folder.id }, { token })).status).toBe(
      404,
    );
    expect(
      (await api.put('/gems/fav/update-folder', { folderId: folder.id, folderName: 'Mine now' }, { token }))
        .status,
    ).toBe(404);
    expect((await api.delete(`/gems/fav/delete-folder/${folder.id}`, undefined, { token })).status).toBe(404);
    expect(
      (await api.delete('/gems/fav/unfav', { gemId: gem(9).id, folderId: folder.id }, { token })).status,
    ).toBe(404);
    expect((await api.get(`/gems/fav/status/${gem(9).id}`, { token })).body.data.isFavorited).toBe(false);
    expect((await api.get(`/gems/fav/city/${gem(9).cityId}`, { token })).body.data).toEqual([]);

    // Alice's folder is untouched.
    const mine = await api.get(`/gems/fav/${folder.id}`, { token: alice.accessToken });
    expect(mine.body.data.map((g: { id: string }) => g.id)).toEqual([gem(9).id]);
    expect((await api.get('/gems/fav/folders', { token: alice.accessToken })).body.data[0].name).toBe(
      'Private',
    );
  });
});
