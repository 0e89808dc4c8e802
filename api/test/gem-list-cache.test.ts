// The gem-list cache against the real database: pages are built once per catalogue version,
// a change to what a page shows is seen by the next request, no two queries share a page, every
// encoding carries the same JSON, and a current copy gets a 304.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_VERSION, coalesceReads, readVersion } from '../src/db/change-version';
import { features, gems, guides } from '../src/db/schema/catalogue';
import {
  catalogueVersionSource,
  createGemListCache,
  type GemListQuery,
} from '../src/features/gems/list-cache';
import { listGemSummaries } from '../src/features/gems/queries';
import { pageMeta } from '../src/http/pagination';
import { chooseEncoding, etagMatches, precompressJson } from '../src/http/precompressed-json';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
let lisbon: { id: string; gemCount: number };
let porto: { id: string; gemCount: number };
beforeAll(async () => {
  api = await openTestApi();
  lisbon = (await api.get('/cities/lisbon')).body.data;
  porto = (await api.get('/cities/porto')).body.data;
});
afterAll(async () => {
  await api.close();
});

interface RawResponse {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

async function fetchRaw(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const response = await api.app.request(`/api/v1${path}`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

function decode(response: RawResponse): unknown {
  const encoding = response.headers.get('content-encoding');
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(response.bytes)
      : encoding === 'gzip'
        ? gunzipSync(response.bytes)
        : encoding === 'deflate'
          ? inflateSync(response.bytes)
          : response.bytes;
  return JSON.parse(bytes.toString('utf8'));
}

/** What the list answers for `query`, computed straight from the database with no cache. */
async function uncached(query: GemListQuery) {
  const result = await listGemSummaries(
    api.db,
    { cityId: query.cityId, guideId: query.guideId, featureCategoryId: query.featureCategoryId },
    { sort: query.sort, order: query.order },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return JSON.parse(
    JSON.stringify({
      data: result.gems,
      meta: pageMeta({ page: query.page, limit: query.limit }, result.total),
    }),
  );
}

describe('the gem-list cache', () => {
  it('builds a page once per catalogue version and rebuilds it after a write', async () => {
    const cache = createGemListCache(catalogueVersionSource(api.db));
    let builds = 0;
    const query: GemListQuery = { cityId: lisbon.id, page: 1, limit: 300, sort: 'name', order: 'ASC' };
    const build = async () => {
      builds += 1;
      return uncached(query);
    };
    const [first, second, third] = await Promise.all([
      cache.get(query, build),
      cache.get(query, build),
      cache.get(query, build),
    ]);
    expect(builds).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(await cache.get(query, build)).toBe(first);
    expect(builds).toBe(1);

    await api.db.execute(sql`update "guides" set "bio" = "bio"`);
    const rebuilt = await cache.get(query, build);
    expect(builds).toBe(2);
    expect(rebuilt).not.toBe(first);
    // Same data, so the same ETag: a browser's copy stays valid across a write that changed nothing shown.
    expect(rebuilt.etag).toBe(first.etag);
  });

  it('keeps the most recently used pages within its byte budget', async () => {
    const queryOf = (page: number): GemListQuery => ({
      cityId: lisbon.id,
      page,
      limit: 50,
      sort: 'name',
      order: 'ASC',
    });
    const built: number[] = [];
    const build = (page: number) => async () => {
      built.push(page);
      return uncached(queryOf(page));
    };
    const pageSize = (await precompressJson(await uncached(queryOf(1)))).retainedBytes;
    // Room for two pages of 50, not three.
    const cache = createGemListCache(catalogueVersionSource(api.db), { maxBytes: pageSize * 2.5 });
    await cache.get(queryOf(1), build(1));
    await cache.get(queryOf(2), build(2));
    await cache.get(queryOf(1), build(1)); // page 1 is now the most recently used
    await cache.get(queryOf(3), build(3)); // so page 2 goes
    await cache.get(queryOf(1), build(1));
    await cache.get(queryOf(2), build(2));
    expect(built).toEqual([1, 2, 3, 2]);
  });

  it('shows a renamed gem on the next request, with a new ETag', async () => {
    const path = `/gems/?cityId=${lisbon.id}&page=1&limit=300`;
    const before = await fetchRaw(path);
    const page = decode(before) as { data: { id: string; name: string }[] };
    const gem = page.data[5]!;
    await api.db
      .update(gems)
      .set({ name: `${gem.name} (renamed)` })
      .where(eq(gems.id, gem.id));

    const after = await fetchRaw(path);
    const renamed = (decode(after) as { data: { id: string; name: string }[] }).data.find(
      (item) => item.id === gem.id,
    );
    expect(renamed?.name).toBe(`${gem.name} (renamed)`);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(decode(after)).toEqual(
      await uncached({ cityId: lisbon.id, page: 1, limit: 300, sort: 'name', order: 'ASC' }),
    );
  });

  it('shows changes to what a gem embeds: its features and its guide', async () => {
    const path = `/gems/?cityId=${porto.id}&page=1`;
    const first = decode(await fetchRaw(path)) as {
      data: { features: { id: string; name: string }[]; guide: { id: string; name: string } | null }[];
    };
    const feature = first.data[0]!.features[0]!;
    await api.db
      .update(features)
      .set({ name: `${feature.name} & more` })
      .where(eq(features.id, feature.id));
    const withFeature = decode(await fetchRaw(path)) as typeof first;
    expect(withFeature.data[0]!.features.find((item) => item.id === feature.id)?.name).toBe(
      `${feature.name} & more`,
    );

    const guide = first.data.find((item) => item.guide)!.guide!;
    await api.db.update(guides).set({ name: 'A renamed guide' }).where(eq(guides.id, guide.id));
    const withGuide = decode(await fetchRaw(path)) as typeof first;
    expect(
      withGuide.data.filter((item) => item.guide?.id === guide.id).map((item) => item.guide?.name),
    ).toContain('A renamed guide');
  });

  it('counts a gem added to a city, and drops a removed one', async () => {
    const path = `/gems/?cityId=${porto.id}&page=1`;
    const before = decode(await fetchRaw(path)) as { meta: { totalRecords: number } };
    const [template] = await api.db.select().from(gems).where(eq(gems.cityId, porto.id)).limit(1);
    const id = '00000000-0000-4000-8000-0000000c0ffe';
    await api.db.insert(gems).values({ ...template!, id, name: 'The newest gem' });
    const added = decode(await fetchRaw(path)) as { data: { id: string }[]; meta: { totalRecords: number } };
    expect(added.meta.totalRecords).toBe(before.meta.totalRecords + 1);
    expect(added.data.map((gem) => gem.id)).toContain(id);

    await api.db.delete(gems).where(eq(gems.id, id));
    const removed = decode(await fetchRaw(path)) as {
      data: { id: string }[];
      meta: { totalRecords: number };
    };
    expect(removed.meta.totalRecords).toBe(before.meta.totalRecords);
    expect(removed.data.map((gem) => gem.id)).not.toContain(id);
  });

  it('never answers one query with the page of another', async () => {
    const { body: categories } = await api.get('/gems/features/category');
    const guideId = (
      decode(await fetchRaw(`/gems/?cityId=${lisbon.id}&limit=1`)) as { data: { guideId: string }[] }
    ).data[0]!.guideId;
    const base = { page: 1, limit: 300, sort: 'name', order: 'ASC' } as const;
    const queries: [string, GemListQuery][] = [
      [`cityId=${lisbon.id}`, { ...base, cityId: lisbon.id }],
      [`cityId=${porto.id}`, { ...base, cityId: porto.id }],
      [`cityId=${lisbon.id}&page=2&limit=50`, { ...base, cityId: lisbon.id, page: 2, limit: 50 }],
      [`cityId=${lisbon.id}&page=3&limit=50`, { ...base, cityId: lisbon.id, page: 3, limit: 50 }],
      [`cityId=${lisbon.id}&limit=50`, { ...base, cityId: lisbon.id, limit: 50 }],
      [`cityId=${lisbon.id}&order=desc`, { ...base, cityId: lisbon.id, order: 'DESC' }],
      [`cityId=${lisbon.id}&sort=createdAt`, { ...base, cityId: lisbon.id, sort: 'createdAt' }],
      [
        `cityId=${lisbon.id}&featureCategoryId=${categories.data[0].id}`,
        { ...base, cityId: lisbon.id, featureCategoryId: categories.data[0].id },
      ],
      [`guideId=${guideId}`, { ...base, limit: 20, guideId }],
      ['page=1', { ...base, limit: 20 }],
      ['page=2', { ...base, page: 2, limit: 20 }],
      ['page=1&sort=createdAt&order=DESC', { ...base, limit: 20, sort: 'createdAt', order: 'DESC' }],
    ];
    // Twice, in opposite orders, so every query is asked both before and after the others were cached.
    for (const round of [queries, [...queries].reverse()]) {
      for (const [search, query] of round) {
        expect(decode(await fetchRaw(`/gems/?${search}`)), search).toEqual(await uncached(query));
      }
    }
    // The same query spelled differently is one page.
    const upper = await fetchRaw(`/gems?cityId=${lisbon.id.toUpperCase()}&order=asc&limit=300`);
    const lower = await fetchRaw(`/gems/?cityId=${lisbon.id}`);
    expect(upper.headers.get('etag')).toBe(lower.headers.get('etag'));
  });

  it('sends brotli, gzip, deflate or plain JSON as asked, all the same JSON, and varies on it', async () => {
    const path = `/gems/?cityId=${lisbon.id}&page=1`;
    const plain = await fetchRaw(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toBe('application/json');
    expect(Number(plain.headers.get('content-length'))).toBe(plain.bytes.length);
    const expected = decode(plain);
    const cases: [string, string | null][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['deflate', 'deflate'],
      ['identity', null],
    ];
    for (const [acceptEncoding, encoding] of cases) {
      const response = await fetchRaw(path, { 'Accept-Encoding': acceptEncoding });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding'), acceptEncoding).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('etag')).toBe(plain.headers.get('etag'));
      expect(decode(response)).toEqual(expected);
      if (encoding) expect(response.bytes.length).toBeLessThan(plain.bytes.length / 5);
    }
  });

  it('answers 304 with no body when the client already has the current page', async () => {
    const path = `/gems/?cityId=${lisbon.id}&page=1`;
    const first = await fetchRaw(path, { 'Accept-Encoding': 'gzip' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');

    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const again = await fetchRaw(path, { 'Accept-Encoding': 'gzip', 'If-None-Match': ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('vary')).toMatch(/accept-encoding/i);
    }
    const other = await fetchRaw(`/gems/?cityId=${lisbon.id}&page=2&limit=50`, { 'If-None-Match': etag });
    expect(other.status).toBe(200);
    const stale = await fetchRaw(path, { 'If-None-Match': 'W/"an-old-version"' });
    expect(stale.status).toBe(200);
    expect(decode(stale)).toEqual(decode(first));
  });
});

describe('the gem list', () => {
  it('carries what cards and the map show, and leaves the long texts to the gem page', async () => {
    const list = decode(await fetchRaw(`/gems/?cityId=${lisbon.id}&limit=5`)) as {
      data: Record<string, unknown>[];
    };
    const summary = list.data[0]!;
    const { body: detail } = await api.get(`/gems/${summary.id}`);
    // spec 3's Gem (id, name, features, service, images, guide, hours) and the map's coordinates.
    for (const field of [
      'id',
      'name',
      'service',
      'features',
      'images',
      'guide',
      'hoursNote',
      'opensMonday',
    ]) {
      expect(summary, field).toHaveProperty(field);
    }
    for (const field of ['latitude', 'longitude', 'cityId', 'guideId', 'createdAt']) {
      expect(summary, field).toHaveProperty(field);
    }
    for (const field of ['description', 'address', 'city', 'updatedAt']) {
      expect(summary, field).not.toHaveProperty(field);
      expect(detail.data, field).toHaveProperty(field);
    }
    // Everything the list has, it has as the gem page has it.
    for (const [field, value] of Object.entries(summary)) expect(detail.data[field], field).toEqual(value);
  });
});

describe('the catalogue version', () => {
  it('moves on every write to the catalogue, and not on reads', async () => {
    const before = await readVersion(api.db, CATALOGUE_VERSION);
    await api.get(`/gems/?cityId=${lisbon.id}`);
    expect(await readVersion(api.db, CATALOGUE_VERSION)).toBe(before);
    await api.db.execute(sql`update "gems" set "hours_note" = "hours_note" where false`);
    expect(await readVersion(api.db, CATALOGUE_VERSION)).toBeGreaterThan(before);
  });

  it('is current on PGlite right after a write, without reading the database', async () => {
    const current = catalogueVersionSource(api.db);
    const before = await current();
    await api.db.execute(sql`update "gems" set "hours_note" = "hours_note" where false`);
    expect(await current()).toBe(await readVersion(api.db, CATALOGUE_VERSION));
    expect(await current()).toBeGreaterThan(before);
  });

  it('shares a read only with callers that asked before it started', async () => {
    const reads: { resolve: (value: number) => void }[] = [];
    const read = coalesceReads(
      () =>
        new Promise<number>((resolve) => {
          reads.push({ resolve });
        }),
    );
    const a = read();
    // b and c arrive while the first read runs: they wait for the next one, together.
    const b = read();
    const c = read();
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(1);
    expect(await a).toBe(1);
    await Promise.resolve();
    expect(reads).toHaveLength(2);
    // d arrives while the second read runs: it gets a third read, not the second.
    const d = read();
    reads[1]!.resolve(2);
    expect(await b).toBe(2);
    expect(await c).toBe(2);
    await Promise.resolve();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve(3);
    expect(await d).toBe(3);
  });
});

describe('content negotiation', () => {
  it('prefers brotli, then gzip, by the client’s weights', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('gzip;q=0, *;q=0')).toBe('identity');
    expect(chooseEncoding('deflate')).toBe('identity');
  });

  it('matches ETags weakly, in lists and with *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abcd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});
