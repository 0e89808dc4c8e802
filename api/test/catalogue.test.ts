import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

async function lisbon() {
  const { body } = await api.get('/cities/lisbon');
  return body.data as { id: string; slug: string; gemCount: number };
}

describe('the platform basics', () => {
  it('answers the health check', async () => {
    const response = await api.get('/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers an unknown route with a 404 JSON error', async () => {
    const response = await api.get('/no/such/route');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not Found', code: 'not_found' });
  });

  it('allows the app origins with credentials and the token headers', async () => {
    const response = await api.request('OPTIONS', '/auth/login', undefined, {
      headers: {
        Origin: 'http://localhost:3002',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'content-type,authorization,authorization-refresh,x-browser-version',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const header of ['content-type', 'authorization', 'authorization-refresh', 'x-browser-version']) {
      expect(allowed).toContain(header);
    }
    const simple = await api.get('/health', { headers: { Origin: 'http://127.0.0.1:3000' } });
    expect(simple.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(simple.headers.get('access-control-expose-headers')).toContain('X-Access-Token');
  });

  it('does not allow other origins', async () => {
    const response = await api.get('/health', { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers CORS_ORIGINS extra origins', async () => {
    const other = await openTestApi({ corsOrigins: ['https://gaido.example'] });
    try {
      const response = await other.get('/health', { headers: { Origin: 'https://gaido.example' } });
      expect(response.headers.get('access-control-allow-origin')).toBe('https://gaido.example');
    } finally {
      await other.close();
    }
  });

  it('rejects malformed JSON with a 400 and a message', async () => {
    const response = await api.post('/auth/login', undefined, { raw: '{"email": "a@b.co",' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Malformed JSON in request body', code: 'invalid_json' });
  });

  it('gzips large responses for clients that accept it', async () => {
    const response = await api.app.request('/api/v1/gems?limit=300', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('rejects a body over 100 kB with a 413', async () => {
    const response = await api.post('/auth/signup', undefined, {
      raw: JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(120_000) }),
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/too large/i);
  });
});

describe('cities', () => {
  it('lists every seeded city with coordinates, country and timezone', async () => {
    const { status, body } = await api.get('/cities');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    expect(body.meta).toEqual({ currentPage: 1, totalPages: 1, totalRecords: body.data.length });
    const kyoto = body.data.find((city: { slug: string }) => city.slug === 'kyoto');
    expect(kyoto).toMatchObject({
      name: 'Kyoto',
      country: 'Japan',
      countryCode: 'JP',
      timezone: 'Asia/Tokyo',
      imageUrl: '/assets/cities/kyoto.svg',
      imageAlt:
        'Poster of Kyoto: a five-storey pagoda and a vermilion torii under a red sun, cherry blossom and blue hills',
    });
    expect(kyoto.latitude).toBeCloseTo(35.01, 1);
    expect(kyoto.longitude).toBeCloseTo(135.77, 1);
    const totalGems = body.data.reduce((sum: number, city: { gemCount: number }) => sum + city.gemCount, 0);
    expect(totalGems).toBe(3000);
  });

  it('searches ignoring case and accents', async () => {
    for (const q of ['sao', 'SÃO PAULO', 'Sao Pau']) {
      const { body } = await api.get(`/cities?q=${encodeURIComponent(q)}`);
      expect(body.data.map((city: { slug: string }) => city.slug)).toEqual(['sao-paulo']);
    }
    const krakow = await api.get('/cities?q=krakow');
    expect(krakow.body.data[0].name).toBe('Kraków');
    const byCountry = await api.get('/cities?q=portugal');
    expect(byCountry.body.data.map((city: { slug: string }) => city.slug).sort()).toEqual([
      'lisbon',
      'porto',
    ]);
  });

  it('treats LIKE wildcards in the search literally', async () => {
    const { body } = await api.get('/cities?q=%25');
    expect(body.data).toEqual([]);
  });

  it("names a city's neighbourhoods with their coordinates, for the map's labels", async () => {
    const { status, body } = await api.get('/cities/lisbon');
    expect(status).toBe(200);
    expect(body.data.neighbourhoods.length).toBeGreaterThan(2);
    for (const hood of body.data.neighbourhoods) {
      expect(hood.name).toEqual(expect.any(String));
      expect(Math.abs(hood.latitude - body.data.latitude)).toBeLessThan(0.3);
      expect(Math.abs(hood.longitude - body.data.longitude)).toBeLessThan(0.3);
    }
  });

  it('finds a city by slug or id, and 404s otherwise', async () => {
    const city = await lisbon();
    expect(city.slug).toBe('lisbon');
    const byId = await api.get(`/cities/${city.id}`);
    expect(byId.body.data.slug).toBe('lisbon');
    const missing = await api.get('/cities/atlantis');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('City not found');
    const bad = await api.get('/cities/not%20a%20slug');
    expect(bad.status).toBe(400);
  });
});

describe('gems', () => {
  it('pages the generic list 20 at a time with meta', async () => {
    const { status, body } = await api.get('/gems/?page=1');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(20);
    expect(body.meta).toEqual({ currentPage: 1, totalPages: 150, totalRecords: 3000 });
  });

  it('pages a city 300 at a time by default, with no overlap between pages', async () => {
    const city = await lisbon();
    const first = await api.get(`/gems/?cityId=${city.id}&page=1&sort=name&order=ASC`);
    expect(first.body.data.length).toBe(Math.min(300, city.gemCount));
    expect(first.body.meta.totalRecords).toBe(city.gemCount);
    const small = await api.get(`/gems?cityId=${city.id}&limit=50`);
    const second = await api.get(`/gems?cityId=${city.id}&limit=50&page=2`);
    expect(small.body.meta).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(city.gemCount / 50),
      totalRecords: city.gemCount,
    });
    const ids = new Set([...small.body.data, ...second.body.data].map((gem: { id: string }) => gem.id));
    expect(ids.size).toBe(100);
    for (const gem of [...small.body.data, ...second.body.data]) expect(gem.cityId).toBe(city.id);
    const beyond = await api.get(`/gems?cityId=${city.id}&limit=50&page=999`);
    expect(beyond.body.data).toEqual([]);
  });

  it('sorts by createdAt in either order', async () => {
    const asc = await api.get('/gems?sort=createdAt&order=asc&limit=5');
    const desc = await api.get('/gems?sort=createdAt&order=DESC&limit=5');
    const times = (list: { createdAt: string }[]) => list.map((gem) => Date.parse(gem.createdAt));
    expect(times(asc.body.data)).toEqual([...times(asc.body.data)].sort((a, b) => a - b));
    expect(times(desc.body.data)).toEqual([...times(desc.body.data)].sort((a, b) => b - a));
    expect(asc.body.data[0].id).not.toBe(desc.body.data[0].id);
  });

  it('filters by feature category and by guide', async () => {
    const { body: categories } = await api.get('/gems/features/category');
    const nightlife = categories.data.find((c: { name: string }) => c.name === 'Drinks & Nightlife');
    const { body } = await api.get(`/gems?featureCategoryId=${nightlife.id}&limit=100`);
    expect(body.meta.totalRecords).toBeGreaterThan(0);
    expect(body.meta.totalRecords).toBeLessThan(3000);
    for (const gem of body.data) {
      expect(gem.features.some((f: { categoryId: string }) => f.categoryId === nightlife.id)).toBe(true);
    }
    const guideId = body.data[0].guide.id;
    const byGuide = await api.get(`/gems?guideId=${guideId}&limit=500`);
    expect(byGuide.body.data.length).toBeGreaterThan(0);
    for (const gem of byGuide.body.data) expect(gem.guide.id).toBe(guideId);
  });

  it('validates the list query', async () => {
    for (const query of [
      'limit=501',
      'limit=0',
      'page=0',
      'page=abc',
      'sort=rating',
      'order=up',
      'cityId=lisbon',
    ]) {
      const response = await api.get(`/gems?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe('validation_error');
      expect(typeof response.body.message).toBe('string');
    }
    const max = await api.get('/gems?limit=500');
    expect(max.body.data).toHaveLength(500);
  });

  it('returns one gem with everything the gem page needs', async () => {
    const { body: list } = await api.get('/gems?limit=1');
    const { status, body } = await api.get(`/gems/${list.data[0].id}`);
    expect(status).toBe(200);
    const gem = body.data;
    expect(gem.id).toMatch(UUID);
    expect(typeof gem.name).toBe('string');
    expect(typeof gem.service).toBe('string');
    expect(typeof gem.address).toBe('string');
    expect(typeof gem.description).toBe('string');
    expect(gem.features.length).toBeGreaterThanOrEqual(1);
    expect(gem.features.length).toBeLessThanOrEqual(5);
    expect(Object.keys(gem.features[0]).sort()).toEqual(['categoryId', 'categoryName', 'id', 'name']);
    expect(gem.images.length).toBeGreaterThanOrEqual(1);
    for (const image of gem.images) expect(image).toMatch(/^\/assets\/gems\/[a-z-]+\/[a-z-]+-\d+\.svg$/);
    expect(gem.guide).toEqual({
      id: expect.stringMatching(UUID),
      name: expect.any(String),
      imageUrl: expect.stringMatching(/^\/assets\/guides\/\d+\.svg$/),
    });
    expect(gem.city).toMatchObject({ id: gem.cityId, timezone: expect.any(String) });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      const opens = gem[`opens${day}`];
      const closes = gem[`closes${day}`];
      expect(opens === null || HHMM.test(opens)).toBe(true);
      expect(closes === null || HHMM.test(closes)).toBe(true);
      expect(opens === null).toBe(closes === null);
    }
    expect(typeof gem.latitude).toBe('number');
  });

  it('answers 404 for an unknown gem and 400 for an id that is not a UUID', async () => {
    const missing = await api.get('/gems/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Gem not found', code: 'not_found' });
    const bad = await api.get('/gems/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('id must be a valid UUID');
  });

  it('keeps gems near their city', async () => {
    const { body: cities } = await api.get('/cities');
    const { body } = await api.get('/gems?limit=500');
    for (const gem of body.data) {
      const city = cities.data.find((c: { id: string }) => c.id === gem.cityId);
      expect(Math.abs(gem.latitude - city.latitude)).toBeLessThan(0.3);
      expect(Math.abs(gem.longitude - city.longitude)).toBeLessThan(0.3);
    }
  });

  it('gives a place that is not for eating or drinking no food or drinks features, so it is never classified as one', async () => {
    const eatingOrDrinking = new Set([
      'Restaurant',
      'Café',
      'Bakery',
      'Street food stall',
      'Cocktail bar',
      'Wine bar',
      'Brewery',
      'Music venue',
    ]);
    const { body } = await api.get('/gems?limit=500');
    const others = body.data.filter(
      (gem: { name: string; service: string; features: { categoryName: string }[] }) =>
        !eatingOrDrinking.has(gem.service),
    );
    expect(others.length).toBeGreaterThan(50);
    for (const gem of others) {
      const classifying = gem.features.filter((feature: { categoryName: string }) =>
        ['Food', 'Drinks & Nightlife'].includes(feature.categoryName),
      );
      expect(classifying, `${gem.name} (${gem.service})`).toEqual([]);
    }
  });

  it('lists feature categories with their features', async () => {
    const { status, body } = await api.get('/gems/features/category');
    expect(status).toBe(200);
    const names = body.data.map((category: { name: string }) => category.name);
    expect(names).toEqual(
      expect.arrayContaining(['Food', 'Drinks & Nightlife', 'Culture', 'Nature', 'Shopping']),
    );
    const food = body.data.find((category: { name: string }) => category.name === 'Food');
    expect(food.features.map((f: { name: string }) => f.name)).toContain('Seafood');
  });
});

describe('guides and tours', () => {
  it('lists the 30 guides and shows one with their gems', async () => {
    const { body } = await api.get('/guides?limit=100');
    expect(body.meta.totalRecords).toBe(30);
    const guide = body.data[0];
    expect(guide).toMatchObject({
      name: expect.any(String),
      bio: expect.any(String),
      imageUrl: expect.any(String),
    });
    const { status, body: detail } = await api.get(`/guides/${guide.id}`);
    expect(status).toBe(200);
    expect(detail.data.gems.length).toBe(guide.gemCount);
    for (const gem of detail.data.gems) expect(gem.guide.id).toBe(guide.id);
    expect((await api.get('/guides/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('lists 60 tours with slugs unique per city, filterable by city', async () => {
    const { body } = await api.get('/tours?limit=100');
    expect(body.meta.totalRecords).toBe(60);
    const keys = new Set(
      body.data.map((tour: { cityId: string; slug: string }) => `${tour.cityId}/${tour.slug}`),
    );
    expect(keys.size).toBe(60);
    const tour = body.data[0];
    expect(Number.isInteger(tour.priceAmount)).toBe(true);
    expect(tour.currency).toMatch(/^[A-Z]{3}$/);
    expect(tour.meetingPoint).toEqual({
      name: expect.any(String),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    const city = await lisbon();
    const bySlug = await api.get('/tours?citySlug=lisbon');
    const byId = await api.get(`/tours?cityId=${city.id}`);
    expect(bySlug.body.data.length).toBeGreaterThan(0);
    expect(bySlug.body.data).toEqual(byId.body.data);
    for (const t of bySlug.body.data) expect(t.city.slug).toBe('lisbon');
  });
});

describe('the assets host', () => {
  it('serves deterministic, immutable SVG images usable from the app origin', async () => {
    const first = await api.get('/assets/gems/17.svg');
    const again = await api.get('/assets/gems/17.svg');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('image/svg+xml');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(first.body).toBe(again.body);
    expect(first.body).toContain('<svg');
    for (const path of [
      '/assets/guides/1.svg',
      '/assets/tours/3.svg',
      '/assets/cities/lisbon.svg',
      '/assets/placeholder.svg',
    ]) {
      expect((await api.get(path)).status, path).toBe(200);
    }
    expect((await api.get('/assets/gems/abc.svg')).status).toBe(404);
    expect((await api.get('/assets/cities/atlantis.svg')).status).toBe(404);
    for (const path of [
      '/gems/atlantis/food-1.svg',
      '/gems/lisbon/spaceport-1.svg',
      '/tours/lisbon/food-0.svg',
      '/gems/lisbon/night-1.svg',
    ]) {
      expect((await api.get(`/assets${path}`)).status, path).toBe(404);
    }
    expect((await api.get('/assets/gems/lisbon/food-1.svg')).status).toBe(200);
  });
});
