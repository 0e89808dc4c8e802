// Whatever JSON (or non-JSON) arrives, the API answers a 4xx JSON error with a message, never a
// 500: a property test over random bodies for the endpoints that take user input.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Body, openTestApi, type TestApi } from './harness';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await openTestApi();
  token = (await api.newUser('property')).accessToken;
});
afterAll(async () => {
  await api.close();
});

// Random JSON values, objects with the right keys but random values, and random text.
const body = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .record(
      {
        email: fc.oneof(fc.string(), fc.jsonValue(), fc.constant('a@b')),
        password: fc.oneof(fc.string({ maxLength: 5 }), fc.jsonValue()),
        folderName: fc.oneof(
          fc.constant(''),
          fc.constant('   '),
          fc.string({ minLength: 61 }),
          // Any JSON but a valid name (1-60 characters once trimmed), which is rightly a 201.
          fc
            .jsonValue()
            .filter((value) => typeof value !== 'string' || !value.trim() || value.trim().length > 60),
        ),
        cityId: fc.oneof(fc.string(), fc.jsonValue()),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.string(),
);

function expectClientError(response: { status: number; body: Body }, raw: string) {
  const context = `${response.status} for ${raw.slice(0, 200)}`;
  expect(response.status, context).toBeGreaterThanOrEqual(400);
  expect(response.status, context).toBeLessThan(500);
  expect(typeof response.body.message, context).toBe('string');
  expect(response.body.message.length, context).toBeGreaterThan(0);
}

describe('random request bodies', () => {
  it.each([
    ['/auth/signup', false],
    ['/auth/login', false],
    ['/gems/fav/create-folder', true],
  ])('POST %s always answers a 4xx JSON error with a message', async (path, authenticated) => {
    await fc.assert(
      fc.asyncProperty(body, async (raw) => {
        const response = await api.post(path, undefined, { raw, token: authenticated ? token : undefined });
        expectClientError(response, raw);
      }),
      { numRuns: 100 },
    );
  });
});
