// The OpenAPI document against the routes: every route of the app has a contract, every contract has
// its route, every route is mounted from its own contract (src/http/route.ts), the document is valid OpenAPI 3.1 and passes spectral:oas and the OWASP rule set with the
// exceptions of spectral.ruleset.mjs, and the
// responses the tests meet keep to their contracts (test/contract-check.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, favorites, tours } from '@gaido/contracts';
import { validate } from '@readme/openapi-parser';
import { Document, Ruleset, Spectral } from '@stoplight/spectral-core';
import Parsers from '@stoplight/spectral-parsers';
import { type Env, Hono } from 'hono';
import { inspectRoutes } from 'hono/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rulesetDefinition from '../spectral.ruleset.mjs';
import { MAX_AVAILABILITY_DAYS } from '../src/features/tours/availability';
import { TOUR_CATEGORY_SLUGS, TOUR_SORTS } from '../src/features/tours/queries';
import { contractRoutes, honoPath, mountedName } from '../src/http/route';
import { checkAgainstContract } from './contract-check';
import { openTestApi, type TestApi } from './harness';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Every finding of the rule sets on `document`, as `rule at path: message`, any severity. */
async function lint(document: unknown): Promise<string[]> {
  const spectral = new Spectral();
  // The ruleset's overrides name operations of `openapi.json` beside it.
  spectral.setRuleset(new Ruleset(rulesetDefinition, { source: path.join(apiDir, 'spectral.ruleset.mjs') }));
  const source = new Document(
    JSON.stringify(document, null, 2),
    Parsers.Json,
    path.join(apiDir, 'openapi.json'),
  );
  const results = await spectral.run(source);
  return results.map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`);
}

/** `METHOD /path/{param}` below /api/v1, for every route the app answers (middleware excluded). */
function appRoutes(api: TestApi): string[] {
  const routes = new Set<string>();
  for (const route of api.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/v1/')) continue;
    const path = route.path
      .slice('/api/v1'.length)
      .replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}')
      .replace(/(.)\/$/, '$1');
    routes.add(`${route.method} ${path}`);
  }
  return [...routes].sort();
}

/**
 * `METHOD /path (name)` of every function registered for a route below /api/v1 that is not `mount`'s
 * for that route's own contract: a route added by hand, or under another contract's name.
 */
function routesNotMounted<E extends Env>(app: Hono<E>): string[] {
  const mountedAs = new Map(
    endpoints.map((endpoint) => [
      `${endpoint.method.toUpperCase()} /api/v1${honoPath(endpoint.path)}`,
      mountedName(endpoint),
    ]),
  );
  return inspectRoutes(app)
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/v1/'))
    .filter((route) => route.name !== mountedAs.get(`${route.method} ${route.path}`))
    .map((route) => `${route.method} ${route.path} (${route.name})`);
}

let api: TestApi;
let document: Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };

beforeAll(async () => {
  // Every optional feature on, so that every route exists.
  api = await openTestApi({ devMailbox: true, devAnalytics: true });
  const response = await api.get('/openapi.json');
  expect(response.status).toBe(200);
  document = response.body;
});
afterAll(() => api.close());

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    // The validator dereferences in place: it gets a copy.
    const result = await validate(structuredClone(document) as Body);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
  });

  it('is checked by a validator that refuses a broken document', async () => {
    const broken = structuredClone(document) as Body;
    broken.paths['/gems/fav/create-folder'].post.responses = { 201: { content: {} } };
    const result = await validate(broken);
    expect(result.valid).toBe(false);
  });

  it('has exactly the routes of the app: every route has a contract, every contract a route', () => {
    const routes = appRoutes(api);
    const documented = Object.entries(document.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(routes);
  });

  it('has every route mounted from its own contract: none is registered by hand', () => {
    expect(routesNotMounted(api.app)).toEqual([]);
  });

  it('is checked by a test that finds a route registered by hand beside the mounted ones', () => {
    const { app, mount } = contractRoutes({ db: api.db, mailer: api.mailer, config: api.config });
    mount(favorites.listFolders, (c) => c.json({ data: [] }));
    app.get('/gems/fav/shared', (c) => c.json({ data: [] }));
    app.delete('/gems/fav/folders', (c) => c.json({ data: [] }));
    const withStray = new Hono().route('/api/v1', app);
    expect(routesNotMounted(withStray).sort()).toEqual([
      'DELETE /api/v1/gems/fav/folders ([handler])',
      'GET /api/v1/gems/fav/shared ([handler])',
    ]);
  });

  it('is built from the contracts', () => {
    expect(Object.values(document.paths).flatMap((item) => Object.keys(item))).toHaveLength(endpoints.length);
    const createFolder = document.paths['/gems/fav/create-folder']?.post as Body;
    const folderName = createFolder.requestBody.content['application/json'].schema.properties.folderName;
    expect(folderName).toMatchObject({ type: 'string', minLength: 1, maxLength: favorites.FOLDER_NAME_MAX });
  });
});

describe('the rule sets over the document (spectral:oas, OWASP API Security)', () => {
  it('find nothing beyond the exceptions listed in spectral.ruleset.mjs', async () => {
    expect(await lint(document)).toEqual([]);
  });

  it('refuse a request string without a bound', async () => {
    const unbounded = structuredClone(document) as Body;
    const folderName =
      unbounded.paths['/gems/fav/create-folder'].post.requestBody.content['application/json'].schema
        .properties.folderName;
    delete folderName.maxLength;
    expect(await lint(unbounded)).toEqual([
      'owasp:api4:2023-string-limit at paths./gems/fav/create-folder.post.requestBody.content.application/json.schema.properties.folderName: Schema of type string must specify maxLength, enum, or const.',
    ]);
  });

  it('refuse an unbounded request array, a 429 without Retry-After and an operation without a description', async () => {
    const broken = structuredClone(document) as Body;
    const survey = broken.paths['/survey/responses'].post;
    delete survey.responses['429'].headers['Retry-After'];
    delete survey.description;
    const events = broken.paths['/ingest/batch'].post.requestBody.content['application/json'].schema.anyOf[1];
    delete events.maxItems;
    const rules = (await lint(broken)).map((finding) => finding.split(' ')[0]);
    expect(rules.sort()).toEqual([
      'operation-description',
      'owasp:api4:2023-array-limit',
      'owasp:api4:2023-rate-limit-retry-after',
    ]);
  });

  it('keep their exceptions to the operations they name: a public operation not listed is refused', async () => {
    const withPublicBookings = structuredClone(document) as Body;
    withPublicBookings.paths['/bookings'].get.security = [];
    expect(await lint(withPublicBookings)).toContainEqual(
      expect.stringMatching(/^owasp:api2:2023-read-restricted at paths\.\/bookings\.get\.security/),
    );
  });
});

/** A value one past the bound a parameter's schema states: a character too many, or one above its maximum. */
function pastBound(schema: Body): string | undefined {
  if (typeof schema.maxLength === 'number') return 'a'.repeat(schema.maxLength + 1);
  if (typeof schema.maximum === 'number') return String(schema.maximum + 1);
  return undefined;
}

describe('the bounds the document states', () => {
  it("are the API's: one past each bound of a read's path or query parameter is refused, naming it", async () => {
    const { accessToken } = await api.newFreshUser('bounds');
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const checked: string[] = [];
    for (const [template, item] of Object.entries(document.paths)) {
      const parameters = ((item.get as Body)?.parameters ?? []) as {
        name: string;
        in: string;
        schema: Body;
      }[];
      for (const parameter of parameters) {
        const value = pastBound(parameter.schema);
        if (value === undefined || parameter.in === 'header') continue;
        let path = template;
        for (const other of parameters.filter((p) => p.in === 'path')) {
          path = path.replace(`{${other.name}}`, other === parameter ? value : unknownId);
        }
        const query = parameter.in === 'query' ? `?${new URLSearchParams({ [parameter.name]: value })}` : '';
        const response = await api.get(`${path}${query}`, { token: accessToken });
        const where = `GET ${template} with ${parameter.name} one past its bound`;
        expect(response.status, where).toBe(400);
        expect(
          (response.body.issues as { path: string }[]).map((issue) => issue.path),
          where,
        ).toContain(parameter.name);
        checked.push(`${template} ${parameter.name}`);
      }
    }
    // Page sizes, pages, search text, ids, slugs, dates, prices, durations, party sizes, sorts.
    expect(checked.length).toBeGreaterThan(40);
  });
});

describe('the values a contract states that the API keeps elsewhere', () => {
  it("are the API's own: tour categories, sorts, the availability window", () => {
    expect([...tours.TOUR_CATEGORY_SLUGS]).toEqual([...TOUR_CATEGORY_SLUGS]);
    expect([...tours.TOUR_SORTS]).toEqual([...TOUR_SORTS]);
    expect(tours.MAX_AVAILABILITY_DAYS).toBe(MAX_AVAILABILITY_DAYS);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: the document is read as plain JSON
type Body = any;

describe('the reference page', () => {
  it('shows every operation of the document, with nothing loaded from elsewhere', async () => {
    const response = await api.get('/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = response.body as string;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) {
        expect(html).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
      }
    }
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
  });
});

describe('the response check of the tests', () => {
  it('refuses a status the contract does not list, and a body its schema refuses', () => {
    expect(() => checkAgainstContract('PUT', '/api/v1/gems/fav/update-folder', 418, {})).toThrow(
      /does not list/,
    );
    expect(() =>
      checkAgainstContract('PUT', '/api/v1/gems/fav/update-folder', 200, { data: { id: 1 } }),
    ).toThrow(/refuses/);
    expect(() =>
      checkAgainstContract('GET', '/api/v1/gems/fav/folders?_ts=1', 200, {
        data: [],
        meta: { currentPage: 1, totalPages: 0, totalRecords: 0 },
      }),
    ).not.toThrow();
  });
});
