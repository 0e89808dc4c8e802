import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../src/db/schema/survey';
import { SURVEY_RATE_LIMITS } from '../src/features/survey/throttle';
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

describe('throttling survey answers', () => {
  const from = (ip: string, token?: string) => ({
    headers: { 'X-Forwarded-For': ip },
    ...(token ? { token } : {}),
  });
  const storedFrom = async (distinctIdPrefix: string) =>
    (await api.db.select().from(surveyResponses)).filter((row) =>
      row.distinctId?.startsWith(distinctIdPrefix),
    ).length;

  it(`stores at most ${SURVEY_RATE_LIMITS.perClientIp.burst} of 200 parallel anonymous answers from one client`, async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        api.post('/survey/responses', { score: 10, distinctId: `flood-${index}` }, from('203.0.113.7')),
      ),
    );
    const stored = responses.filter((response) => response.status === 201);
    expect(stored).toHaveLength(SURVEY_RATE_LIMITS.perClientIp.burst);
    expect(await storedFrom('flood-')).toBe(SURVEY_RATE_LIMITS.perClientIp.burst);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body.code).toBe('too_many_requests');
    expect(refused.body.message).toBe(
      'Too many survey answers from this address. Please try again in 3 minutes.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not held back by this one.
    expect((await api.post('/survey/responses', { score: 8 }, from('203.0.113.8'))).status).toBe(201);
  });

  it(`stores at most ${SURVEY_RATE_LIMITS.perVisitor.burst} answers of one visitor, whatever address they come from`, async () => {
    const browser = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        api.post('/survey/responses', { score: 2, distinctId: 'one-browser' }, from(`198.51.100.${index}`)),
      ),
    );
    expect(browser.filter((response) => response.status === 201)).toHaveLength(
      SURVEY_RATE_LIMITS.perVisitor.burst,
    );
    const refused = browser.find((response) => response.status === 429)!;
    expect(refused.body.message).toBe(
      'Too many survey answers from this browser. Please try again in 8 hours.',
    );

    const user = await api.newUser('survey-flood');
    const signedIn = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        api.post(
          '/survey/responses',
          { score: 3, distinctId: `signed-in-${index}` },
          from(`192.0.2.${index}`, user.accessToken),
        ),
      ),
    );
    expect(signedIn.filter((response) => response.status === 201)).toHaveLength(
      SURVEY_RATE_LIMITS.perVisitor.burst,
    );
  });
});
