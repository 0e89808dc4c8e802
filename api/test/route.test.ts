// `mount` (src/http/route.ts) on endpoints written for this test: the contract's method and path, its
// `auth`, its input validated in the API's words and handed to the handler parsed, in a fixed order.
import { defineEndpoint, uuidParams, wholeNumberParam } from '@gaido/contracts';
import type { MiddlewareHandler } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { AppDeps, AppEnv } from '../src/http/app-env';
import { ApiError, sendError } from '../src/http/errors';
import { contractRoutes, honoPath } from '../src/http/route';
import { openTestApi, type TestApi } from './harness';

const SERVICE_TOKEN = 'service-token-for-the-route-tests-0123456789';
const THING = '6f1c1c1e-2b9b-4d5a-9a57-8d4c6b1e2f30';

const base = { summary: 'Test', description: 'An endpoint of this test.', tag: 'test', responses: {} };

const echo = defineEndpoint({
  ...base,
  method: 'post',
  path: '/things/{thingId}/echo',
  auth: 'bearer',
  params: uuidParams('thingId'),
  query: z.object({ page: wholeNumberParam('page', 1, 5) }),
  body: z.object({ name: z.string({ error: 'name is required' }) }),
  headers: z.object({
    'Idempotency-Key': z.optional(z.string().check(z.maxLength(5, 'Idempotency-Key is too long'))),
  }),
});
const survey = defineEndpoint({ ...base, method: 'get', path: '/things', auth: 'optional' });
const health = defineEndpoint({
  ...base,
  method: 'get',
  path: '/things/health',
  auth: 'service',
  query: z.object({ remote: z.string({ error: 'remote is required' }) }),
});
const open = defineEndpoint({ ...base, method: 'delete', path: '/things/{thingId}', auth: 'none' });

let api: TestApi;
let deps: AppDeps;
let token: string;

beforeAll(async () => {
  api = await openTestApi();
  deps = { db: api.db, mailer: api.mailer, config: { ...api.config, healthToken: SERVICE_TOKEN } };
  ({ accessToken: token } = await api.newFreshUser('route'));
});
afterAll(() => api.close());

/** The routes of `mountAll`, answering errors as the app does. */
function appOf(mountAll: (mount: ReturnType<typeof contractRoutes>['mount']) => void) {
  const { app, mount } = contractRoutes(deps);
  mountAll(mount);
  app.onError((error, c) =>
    error instanceof ApiError ? sendError(c, error) : c.json({ crash: `${error}` }, 500),
  );
  return app;
}

async function call(
  app: ReturnType<typeof appOf>,
  method: string,
  path: string,
  { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {},
) {
  const response = await app.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever JSON came back
  const json: any = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  return { status: response.status, body: json };
}

const bearer = (value = token) => ({ Authorization: `Bearer ${value}` });

describe('mount', () => {
  it("writes the contract's path parameters as Hono's", () => {
    expect(honoPath('/tours/by-slug/{citySlug}/{tourSlug}')).toBe('/tours/by-slug/:citySlug/:tourSlug');
    expect(honoPath('/gems/fav')).toBe('/gems/fav');
  });

  it("registers the contract's method and path only, and hands the handler its input parsed", async () => {
    const app = appOf((mount) =>
      mount(echo, (c, { params, query, body, headers, auth }) =>
        c.json({ params, query, body, headers, userId: auth.userId }),
      ),
    );
    const ok = await call(app, 'POST', `/things/${THING.toUpperCase()}/echo?page=2`, {
      body: '{"name":"Ana"}',
      headers: { ...bearer(), 'idempotency-key': 'k1' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      params: { thingId: THING.toUpperCase() },
      query: { page: 2 },
      body: { name: 'Ana' },
      headers: { 'Idempotency-Key': 'k1' },
      userId: expect.any(String),
    });
    expect((await call(app, 'GET', `/things/${THING}/echo?page=2`, { headers: bearer() })).status).toBe(404);
  });

  it('checks a bearer session before the input, then path, query, body and headers in that order', async () => {
    const app = appOf((mount) => mount(echo, (c) => c.json({})));
    const everythingWrong = {
      body: '{',
      headers: { 'Idempotency-Key': 'far too long' },
    };
    const path = '/things/nope/echo?page=9';
    expect((await call(app, 'POST', path, everythingWrong)).body).toEqual({
      message: 'Authentication required',
      code: 'unauthorized',
    });
    const stale = await call(app, 'POST', path, { ...everythingWrong, headers: bearer('x.y.z') });
    expect(stale).toEqual({
      status: 401,
      body: { message: 'Your session has expired. Please sign in again.', code: 'invalid_token' },
    });
    const signedIn = { headers: { ...everythingWrong.headers, ...bearer() } };
    const first = await call(app, 'POST', path, { ...everythingWrong, ...signedIn });
    expect(first.body).toMatchObject({ message: 'thingId must be a valid UUID', code: 'validation_error' });
    const second = await call(app, 'POST', `/things/${THING}/echo?page=9`, {
      ...everythingWrong,
      ...signedIn,
    });
    expect(second.body.message).toBe('page must be a whole number from 1 to 5');
    const third = await call(app, 'POST', `/things/${THING}/echo?page=1`, {
      ...everythingWrong,
      ...signedIn,
    });
    expect(third.body).toEqual({ message: 'Malformed JSON in request body', code: 'invalid_json' });
    const missing = await call(app, 'POST', `/things/${THING}/echo?page=1`, { body: '{}', ...signedIn });
    expect(missing.body).toMatchObject({
      message: 'name is required',
      issues: [{ path: 'name', message: 'name is required' }],
    });
    const fourth = await call(app, 'POST', `/things/${THING}/echo?page=1`, {
      body: '{"name":"Ana"}',
      ...signedIn,
    });
    expect(fourth).toMatchObject({ status: 400, body: { message: 'Idempotency-Key is too long' } });
  });

  it('runs the middleware given between the session check and the handler', async () => {
    const seen: string[] = [];
    const note: MiddlewareHandler<AppEnv> = async (c, next) => {
      seen.push(c.get('auth').userId);
      await next();
    };
    const app = appOf((mount) => mount(echo, note, (c) => c.json({})));
    const path = `/things/${THING}/echo?page=1`;
    expect((await call(app, 'POST', path, { body: '{"name":"Ana"}' })).status).toBe(401);
    expect(seen).toEqual([]);
    expect((await call(app, 'POST', path, { body: '{"name":"Ana"}', headers: bearer() })).status).toBe(200);
    expect(seen).toEqual([expect.any(String)]);
  });

  it('hands an optional endpoint the session of a valid token, and null for a missing or invalid one', async () => {
    const app = appOf((mount) => mount(survey, (c, { auth }) => c.json({ userId: auth?.userId ?? null })));
    expect((await call(app, 'GET', '/things')).body).toEqual({ userId: null });
    expect((await call(app, 'GET', '/things', { headers: bearer('x.y.z') })).body).toEqual({ userId: null });
    expect((await call(app, 'GET', '/things', { headers: bearer() })).body.userId).toEqual(
      expect.any(String),
    );
  });

  it('answers a service endpoint only with the service token, after naming bad input', async () => {
    const app = appOf((mount) => mount(health, (c, { query }) => c.json({ remote: query.remote })));
    expect((await call(app, 'GET', '/things/health')).body.message).toBe('remote is required');
    const refused = { status: 401, body: expect.objectContaining({ code: 'invalid_service_token' }) };
    expect(await call(app, 'GET', '/things/health?remote=a')).toEqual(refused);
    expect(await call(app, 'GET', '/things/health?remote=a', { headers: bearer() })).toEqual(refused);
    expect(await call(app, 'GET', '/things/health?remote=a', { headers: bearer(SERVICE_TOKEN) })).toEqual({
      status: 200,
      body: { remote: 'a' },
    });
  });

  it('refuses at start an endpoint whose path has a parameter and whose contract has no schema for it', () => {
    const { mount } = contractRoutes(deps);
    expect(() => mount(open, (c) => c.json({}))).toThrow(
      'contract DELETE /things/{thingId}: its path parameters need a params schema in the contract',
    );
  });
});
