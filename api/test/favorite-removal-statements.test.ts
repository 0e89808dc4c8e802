// Statements the database runs for a favorite removed and a folder deleted (the load test reports the
// same per request under load): the session is checked in the delete's own statement, counted here so
// the statement of its own cannot come back, and a closed session's request deletes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsRun } from '../src/observability/statements';
import { type Body, openTestApi, type TestApi } from './harness';

let api: TestApi;
let gems: Body[];

beforeAll(async () => {
  api = await openTestApi();
  gems = (await api.get('/gems?limit=10')).body.data;
});
afterAll(async () => {
  await api.close();
});

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const before = statementsRun();
  const result = await run();
  return { result, statements: statementsRun() - before };
}

const expired = { message: 'Your session has expired. Please sign in again.', code: 'invalid_token' };

async function travellerWithFolder() {
  const traveller = await api.newUser();
  const token = traveller.accessToken;
  const folder = (await api.post('/gems/fav/create-folder', { folderName: 'Trip' }, { token })).body.data;
  for (const gem of gems.slice(0, 3)) {
    expect((await api.post('/gems/fav', { gemId: gem.id }, { token })).status).toBe(201);
    expect((await api.post('/gems/fav', { gemId: gem.id, folderId: folder.id }, { token })).status).toBe(201);
  }
  return { traveller, token, folder };
}

async function signOut(traveller: { accessToken: string; refreshToken: string }) {
  const response = await api.post('/auth/logout', undefined, {
    token: traveller.accessToken,
    headers: { 'Authorization-Refresh': traveller.refreshToken },
  });
  expect(response.status).toBe(200);
}

describe('statements of a favorite removed and a folder deleted', () => {
  it('the delete checks the session in its own statement: one statement, removed or not found', async () => {
    const { token, folder } = await travellerWithFolder();
    const unfav = (body: object) => counted(() => api.delete('/gems/fav/unfav', body, { token }));

    const fromEvery = await unfav({ gemId: gems[0].id });
    expect(fromEvery.result.status).toBe(200);
    expect(fromEvery.result.body.data.gemId).toBe(gems[0].id);
    expect(fromEvery.result.body.data.folderIds).toHaveLength(2);
    expect(fromEvery.statements).toBe(1);

    const fromFolder = await unfav({ gemId: gems[1].id, folderId: folder.id });
    expect(fromFolder.result.status).toBe(200);
    expect(fromFolder.result.body.data.folderIds).toEqual([folder.id]);
    expect(fromFolder.statements).toBe(1);

    // Most removals of the load test's mix: a gem that was not saved.
    const notSaved = await unfav({ gemId: gems[5].id });
    expect(notSaved.result).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    expect(notSaved.statements).toBe(1);
    const notInFolder = await unfav({ gemId: gems[0].id, folderId: folder.id });
    expect(notInFolder.result).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    expect(notInFolder.statements).toBe(1);

    const deleted = await counted(() =>
      api.delete(`/gems/fav/delete-folder/${folder.id}`, undefined, { token }),
    );
    expect(deleted.result.status).toBe(200);
    expect(deleted.result.body.data).toEqual({ id: folder.id });
    expect(deleted.statements).toBe(1);
    const again = await counted(() =>
      api.delete(`/gems/fav/delete-folder/${folder.id}`, undefined, { token }),
    );
    expect(again.result).toMatchObject({ status: 404, body: { message: 'Folder not found' } });
    expect(again.statements).toBe(1);
  });

  it("refuses a signed-out session's removal and folder deletion with the 401 of every route, and deletes nothing", async () => {
    const { traveller, token, folder } = await travellerWithFolder();
    await signOut(traveller);

    const fromEvery = await counted(() => api.delete('/gems/fav/unfav', { gemId: gems[0].id }, { token }));
    expect(fromEvery.result).toMatchObject({ status: 401, body: expired });
    expect(fromEvery.statements).toBe(1);
    const fromFolder = await api.delete(
      '/gems/fav/unfav',
      { gemId: gems[1].id, folderId: folder.id },
      { token },
    );
    expect(fromFolder).toMatchObject({ status: 401, body: expired });
    // What would be a 404 for an open session is the same 401.
    const notSaved = await api.delete('/gems/fav/unfav', { gemId: gems[5].id }, { token });
    expect(notSaved).toMatchObject({ status: 401, body: expired });
    const deleted = await counted(() =>
      api.delete(`/gems/fav/delete-folder/${folder.id}`, undefined, { token }),
    );
    expect(deleted.result).toMatchObject({ status: 401, body: expired });
    expect(deleted.statements).toBe(1);
    const missingFolder = await api.delete(`/gems/fav/delete-folder/${crypto.randomUUID()}`, undefined, {
      token,
    });
    expect(missingFolder).toMatchObject({ status: 401, body: expired });
    // A body the contract refuses is still a signed-out caller's 401.
    const badBody = await api.delete('/gems/fav/unfav', { gemId: 'not-a-gem' }, { token });
    expect(badBody).toMatchObject({ status: 401, body: expired });

    const signedIn = await api.login(traveller.email, traveller.password);
    const folders = (await api.get('/gems/fav/folders', { token: signedIn.accessToken })).body.data;
    expect(folders.map((f: Body) => [f.name, f.gemCount]).sort()).toEqual([
      ['Saved', 3],
      ['Trip', 3],
    ]);
  });

  it("does not remove another traveller's favorite or delete their folder", async () => {
    const owner = await travellerWithFolder();
    const other = await api.newUser();
    const token = other.accessToken;
    expect(
      (await api.delete('/gems/fav/unfav', { gemId: gems[0].id, folderId: owner.folder.id }, { token }))
        .status,
    ).toBe(404);
    expect((await api.delete('/gems/fav/unfav', { gemId: gems[0].id }, { token })).status).toBe(404);
    expect(
      (await api.delete(`/gems/fav/delete-folder/${owner.folder.id}`, undefined, { token })).status,
    ).toBe(404);
    const folders = (await api.get('/gems/fav/folders', { token: owner.token })).body.data;
    expect(folders.map((f: Body) => [f.name, f.gemCount]).sort()).toEqual([
      ['Saved', 3],
      ['Trip', 3],
    ]);
  });
});
