import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../src/db/schema/survey';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('POST /survey/responses', () => {
  it('stores a visitor answer with its comment, path and analytics id', async () => {
    const { status, body } = await api.post('/survey/responses', {
      score: 9,
      comment: '  Loved the food walk  ',
      path: '/tours/lisbon',
      distinctId: 'visitor-1',
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ score: 9, comment: 'Loved the food walk' });
    const [row] = await api.db.select().from(surveyResponses).where(eq(surveyResponses.id, body.data.id));
    expect(row).toMatchObject({ userId: null, path: '/tours/lisbon', distinctId: 'visitor-1' });
  });

  it('accepts a score alone and stores an empty comment as none', async () => {
    const { status, body } = await api.post('/survey/responses', { score: 0, comment: '   ' });
    expect(status).toBe(201);
    expect(body.data.comment).toBeNull();
  });

  it('ties an answer to the signed-in user', async () => {
    const user = await api.newUser('survey');
    const { body } = await api.post('/survey/responses', { score: 7 }, { token: user.accessToken });
    const [row] = await api.db.select().from(surveyResponses).where(eq(surveyResponses.id, body.data.id));
    expect(row?.userId).toBe(user.user.id);
  });

  it('still accepts the answer when the token is not valid', async () => {
    const { status } = await api.post('/survey/responses', { score: 5 }, { token: 'expired.or.forged' });
    expect(status).toBe(201);
  });

  it.each([
    [{}, 'score is required (a whole number from 0 to 10)'],
    [{ score: 11 }, 'score must be a whole number from 0 to 10'],
    [{ score: -1 }, 'score must be a whole number from 0 to 10'],
    [{ score: 7.5 }, 'score must be a whole number from 0 to 10'],
    [{ score: '8' }, 'score is required (a whole number from 0 to 10)'],
    [{ score: 8, comment: 'x'.repeat(1001) }, 'comment must be at most 1000 characters'],
    [{ score: 8, path: 'tours' }, 'path: invalid string: must start with "/"'],
  ])('rejects %j with a 400', async (payload, message) => {
    const { status, body } = await api.post('/survey/responses', payload);
    expect(status).toBe(400);
    expect(body.code).toBe('validation_error');
    expect(body.message).toBe(message);
  });

  it('rejects malformed JSON with a 400', async () => {
    const { status, body } = await api.request('POST', '/survey/responses', undefined, { raw: '{"score": ' });
    expect(status).toBe(400);
    expect(body.code).toBe('invalid_json');
  });
});
