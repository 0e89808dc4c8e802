// Statements the database runs for a favorite saved (the load test reports the same per request under
// load): counted, not timed, so the cost cannot creep back.
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

describe('statements of a favorite saved', () => {
  it('into "Saved": the gem with the folder and the session in one read, the insert', async () => {
    const traveller = await api.newUser();
    const save = (gemId: string) => api.post('/gems/fav', { gemId }, { token: traveller.accessToken });
    // The first save creates the folder.
    expect((await save(gems[0].id)).status).toBe(201);

    const second = await counted(() => save(gems[1].id));
    expect(second.result.status).toBe(201);
    expect(second.result.body.data).toMatchObject({ gemId: gems[1].id, folderName: 'Saved' });
    expect(second.result.body.data.folderId).toBe((await save(gems[0].id)).body.data.folderId);
    expect(second.statements).toBe(2);
  });

  it("refuses a signed-out session's save with the 401 of every route, and saves nothing", async () => {
    const traveller = await api.newUser();
    const folder = await api.post(
      '/gems/fav/create-folder',
      { folderName: 'Trip' },
      { token: traveller.accessToken },
    );
    expect(folder.status).toBe(201);
    const signOut = await api.post('/auth/logout', undefined, {
      token: traveller.accessToken,
      headers: { 'Authorization-Refresh': traveller.refreshToken },
    });
    expect(signOut.status).toBe(200);
    const expired = { message: 'Your session has expired. Please sign in again.', code: 'invalid_token' };
    const save = (body: object) =>
      counted(() => api.post('/gems/fav', body, { token: traveller.accessToken }));

    const intoSaved = await save({ gemId: gems[2].id });
    expect(intoSaved.result).toMatchObject({ status: 401, body: expired });
    expect(intoSaved.statements).toBe(1);
    const intoFolder = await save({ gemId: gems[2].id, folderId: folder.body.data.id });
    expect(intoFolder.result).toMatchObject({ status: 401, body: expired });
    const missingGem = await save({ gemId: '00000000-0000-4000-8000-000000000000' });
    expect(missingGem.result).toMatchObject({ status: 401, body: expired });

    const signedIn = await api.login(traveller.email, traveller.password);
    const folders = (await api.get('/gems/fav/folders', { token: signedIn.accessToken })).body.data;
    expect(folders.map((f: Body) => [f.name, f.gemCount])).toEqual([['Trip', 0]]);
  });

  it('answers 404 for a gem that does not exist, whether or not "Saved" exists yet', async () => {
    const traveller = await api.newUser();
    const missing = '00000000-0000-4000-8000-000000000000';
    const response = await api.post('/gems/fav', { gemId: missing }, { token: traveller.accessToken });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Gem not found');
    expect((await api.get('/gems/fav/folders', { token: traveller.accessToken })).body.data).toEqual([]);
  });
});
