import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { configureApiClient } from '../api/apiClient';
import { configureGaido } from '../config/runtimeConfig';
import { API, server } from '../test/server';
import {
  GEMS_PAGE_CONCURRENCY,
  gemGuideImageUrl,
  gemImageUrls,
  getFeatureCategories,
  getGem,
  getGemPointsByCity,
  getGems,
  getGemsByCity,
  parseGemPoints,
  parseGems,
} from './gemsApi';

const gem = (id: number) => ({
  id: `g${id}`,
  name: `Gem ${id}`,
  features: [{ name: 'Cafe' }],
  images: [`/img/${id}.svg`],
});

function cityPages(total: number, pageSize: number, log: URL[]) {
  return http.get(`${API}/gems/`, ({ request }) => {
    const url = new URL(request.url);
    log.push(url);
    const page = Number(url.searchParams.get('page'));
    const start = (page - 1) * pageSize;
    const data = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) =>
      gem(start + i + 1),
    );
    return HttpResponse.json({
      data,
      meta: { currentPage: page, totalPages: Math.ceil(total / pageSize), totalRecords: total },
    });
  });
}

/** The three pages of c1 were asked for, page 1 with limit 300 and ASC (the defaults). */
function expectCityPagesAsked(log: URL[]) {
  expect(log.map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3']);
  expect(log[0]?.pathname).toBe('/api/v1/gems/');
  expect(Object.fromEntries(log[0]?.searchParams ?? [])).toEqual({
    cityId: 'c1',
    page: '1',
    limit: '300',
    order: 'ASC',
  });
}

/** A city of `total` one-gem pages, each answered after 5 ms; `max` is the most asked for at once. */
function slowPages(total: number) {
  const flight = { now: 0, max: 0 };
  server.use(
    http.get(`${API}/gems/`, async ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      flight.now += 1;
      flight.max = Math.max(flight.max, flight.now);
      await new Promise((resolve) => setTimeout(resolve, 5));
      flight.now -= 1;
      return HttpResponse.json({
        data: [gem(page)],
        meta: { currentPage: page, totalPages: total, totalRecords: total },
      });
    }),
  );
  return flight;
}

beforeEach(() => {
  configureApiClient({ sleep: () => Promise.resolve() });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('getGemsByCity (spec 7)', () => {
  it('fetches page 1, then the remaining pages, with limit 300 and ASC by default', async () => {
    const log: URL[] = [];
    server.use(cityPages(700, 300, log));
    const gems = await getGemsByCity('c1');
    expect(gems).toHaveLength(700);
    expect(gems[0]?.id).toBe('g1');
    expect(gems[699]?.id).toBe('g700');
    expectCityPagesAsked(log);
  });

  it('asks for the remaining pages at the same time', async () => {
    const flight = slowPages(5);
    expect(await getGemsByCity('c1', { limit: 1 })).toHaveLength(5);
    expect(flight.max).toBe(4);
  });

  it(`has at most GEMS_PAGE_CONCURRENCY (${GEMS_PAGE_CONCURRENCY}) pages in flight`, async () => {
    const total = GEMS_PAGE_CONCURRENCY * 3;
    const flight = slowPages(total);
    expect(await getGemsByCity('c1', { limit: 1 })).toHaveLength(total);
    expect(flight.max).toBe(GEMS_PAGE_CONCURRENCY);
  });

  it('reports the gems received so far after page 1 and each further page but the last', async () => {
    server.use(cityPages(7, 2, []));
    const reports: { ids: string[]; pagesLoaded: number; totalPages: number }[] = [];
    const gems = await getGemsByCity('c1', {
      limit: 2,
      onProgress: ({ gems, pagesLoaded, totalPages }) =>
        reports.push({ ids: gems.map((g) => g.id), pagesLoaded, totalPages }),
    });
    expect(gems.map((g) => g.id)).toEqual(['g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7']);
    expect(reports.map((r) => [r.pagesLoaded, r.totalPages])).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
    expect(reports[0]?.ids).toEqual(['g1', 'g2']);
    for (const report of reports) expect(report.ids).toHaveLength(report.pagesLoaded * 2);
  });

  it('keeps page order, with no gaps, when later pages arrive before earlier ones', async () => {
    const total = 6;
    const release = new Map<number, () => void>();
    server.use(
      http.get(`${API}/gems/`, async ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page > 1) await new Promise<void>((resolve) => release.set(page, resolve));
        return HttpResponse.json({
          data: [gem(page)],
          meta: { currentPage: page, totalPages: total, totalRecords: total },
        });
      }),
    );
    const reports: string[][] = [];
    const loading = getGemsByCity('c1', {
      limit: 1,
      onProgress: ({ gems }) => reports.push(gems.map((g) => g.id)),
    });
    // Page 6 answers first, page 2 last, each once the one before it has been reported.
    for (const page of [6, 5, 4, 3, 2]) {
      await vi.waitFor(() => expect(release.has(page)).toBe(true));
      const before = reports.length;
      release.get(page)?.();
      if (page !== 2) await vi.waitFor(() => expect(reports.length).toBe(before + 1));
    }
    expect((await loading).map((g) => g.id)).toEqual(['g1', 'g2', 'g3', 'g4', 'g5', 'g6']);
    expect(reports).toEqual([
      ['g1'],
      ['g1', 'g6'],
      ['g1', 'g5', 'g6'],
      ['g1', 'g4', 'g5', 'g6'],
      ['g1', 'g3', 'g4', 'g5', 'g6'],
    ]);
  });

  it('still returns [] when a page after the first fails, whatever it reported before', async () => {
    server.use(
      http.get(`${API}/gems/`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 3) return HttpResponse.json({}, { status: 500 });
        return HttpResponse.json({
          data: [gem(page)],
          meta: { currentPage: page, totalPages: 3, totalRecords: 3 },
        });
      }),
    );
    const reported: number[] = [];
    await expect(
      getGemsByCity('c1', { onProgress: ({ gems }) => reported.push(gems.length) }),
    ).resolves.toEqual([]);
    expect(reported[0]).toBe(1);
  });

  it('passes the optional filters and sort', async () => {
    const log: URL[] = [];
    server.use(cityPages(1, 300, log));
    await getGemsByCity('c1', { featureCategoryId: 'fc', guideId: 'gd', sort: 'name', order: 'DESC' });
    expect(Object.fromEntries(log[0]?.searchParams ?? [])).toMatchObject({
      featureCategoryId: 'fc',
      guideId: 'gd',
      sort: 'name',
      order: 'DESC',
    });
  });

  it('returns [] when a page fails', async () => {
    server.use(
      http.get(`${API}/gems/`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 2) return HttpResponse.json({}, { status: 500 });
        return HttpResponse.json({
          data: [gem(page)],
          meta: { currentPage: page, totalPages: 3, totalRecords: 3 },
        });
      }),
    );
    await expect(getGemsByCity('c1')).resolves.toEqual([]);
  });

  it('drops items that are not gems', async () => {
    server.use(
      http.get(`${API}/gems/`, () =>
        HttpResponse.json({
          data: [gem(1), { name: 'no id' }],
          meta: { currentPage: 1, totalPages: 1, totalRecords: 2 },
        }),
      ),
    );
    expect((await getGemsByCity('c1')).map((g) => g.id)).toEqual(['g1']);
  });
});

describe('getGemPointsByCity and parseGemPoints: a city as a map draws it', () => {
  it('fetches the same pages as getGemsByCity and keeps of each gem only what a map draws', async () => {
    const log: URL[] = [];
    server.use(cityPages(700, 300, log));
    const points = await getGemPointsByCity('c1');
    expect(points).toHaveLength(700);
    expect(points[0]).toEqual({ id: 'g1', name: 'Gem 1', features: [{ name: 'Cafe' }] });
    expect(points[699]?.id).toBe('g700');
    expectCityPagesAsked(log);
  });

  it('reports the points so far as pages arrive, and [] when a page fails', async () => {
    server.use(cityPages(5, 2, []));
    const reported: number[] = [];
    await getGemPointsByCity('c1', { limit: 2, onProgress: ({ gems }) => reported.push(gems.length) });
    expect(reported).toEqual([2, 4]);
    server.use(http.get(`${API}/gems/`, () => HttpResponse.json({}, { status: 500 })));
    await expect(getGemPointsByCity('c1')).resolves.toEqual([]);
  });

  it('drops items that are not gems, with a warning', () => {
    const points = parseGemPoints([gem(1), { name: 'no id' }, { id: 'g2', name: 'Bad', features: 'x' }, 7]);
    expect(points.map((p) => p.id)).toEqual(['g1']);
    expect(console.warn).toHaveBeenCalledWith('[gaido] dropped 3 gem(s) with an unexpected shape');
    expect(parseGemPoints({ not: 'a list' })).toEqual([]);
  });

  it('keeps a gem whose fields a map does not read are malformed (its page checks them when opened)', () => {
    const odd = { ...gem(1), images: 5, opensMonday: 9, latitude: '41.5', longitude: 2 };
    expect(parseGems([odd])).toEqual([]);
    expect(parseGemPoints([odd])).toEqual([
      { id: 'g1', name: 'Gem 1', features: [{ name: 'Cafe' }], latitude: 41.5, longitude: 2 },
    ]);
  });

  it('gives, for any gem the full schema accepts, the same id, name, service, features and place', () => {
    const text = fc.option(fc.string({ maxLength: 12 }), { nil: null });
    const arbitraryGem = fc.record(
      {
        id: fc.oneof(fc.uuid(), fc.integer()),
        name: fc.string({ maxLength: 20 }),
        service: text,
        features: fc.array(
          fc.record(
            {
              name: fc.string({ maxLength: 12 }),
              category: fc.oneof(
                fc.string({ maxLength: 8 }),
                fc.record({ name: fc.constantFrom('Food', 'Drinks', 'Nightlife', 'Culture') }),
                fc.constant(null),
              ),
              categoryName: text,
            },
            { requiredKeys: ['name'] },
          ),
          { maxLength: 4 },
        ),
        images: fc.array(
          fc.oneof(fc.string({ maxLength: 8 }), fc.record({ url: fc.string({ maxLength: 8 }) })),
          {
            maxLength: 2,
          },
        ),
        latitude: fc.oneof(fc.double({ min: -90, max: 90, noNaN: true }), fc.constant(null)),
        longitude: fc.oneof(fc.double({ min: -180, max: 180, noNaN: true }).map(String), fc.constant(null)),
        opensMonday: text,
        hoursNote: text,
        extra: fc.anything(),
      },
      { requiredKeys: ['id', 'name'] },
    );
    fc.assert(
      fc.property(arbitraryGem, (item) => {
        const [full] = parseGems([item]);
        if (!full) return;
        const [point] = parseGemPoints([item]);
        const { id, name, service, features, latitude, longitude } = full;
        const expected = Object.fromEntries(
          Object.entries({ id, name, service, features, latitude, longitude }).filter(
            ([, v]) => v !== undefined,
          ),
        );
        expect(point).toEqual(expected);
      }),
    );
  });
});

describe('other gem calls (spec 7, 8)', () => {
  it('lists gems 20 at a time by default, with meta', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${API}/gems/`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({
          data: [gem(1)],
          meta: { currentPage: 1, totalPages: 4, totalRecords: 61 },
        });
      }),
    );
    const list = await getGems();
    expect(url?.searchParams.get('limit')).toBe('20');
    expect(list.meta).toEqual({ currentPage: 1, totalPages: 4, totalRecords: 61 });
    expect(list.data[0]?.features).toEqual([{ name: 'Cafe' }]);
  });

  it('lists nothing when the list fails', async () => {
    server.use(http.get(`${API}/gems/`, () => HttpResponse.error()));
    const list = await getGems({ page: 2 });
    expect(list).toEqual({ data: [], meta: { currentPage: 2, totalPages: 0, totalRecords: 0 } });
  });

  it('reads one gem, with its hours, guide and images', async () => {
    server.use(
      http.get(`${API}/gems/g1`, () =>
        HttpResponse.json({
          data: {
            ...gem(1),
            service: 'Dine-in',
            hoursNote: 'Closed on holidays',
            opensMonday: '09:00',
            closesMonday: '17:00',
            guide: { id: 'gd1', name: 'Rita', imageUrl: '/img/rita.svg' },
          },
        }),
      ),
    );
    await expect(getGem('g1')).resolves.toMatchObject({
      id: 'g1',
      service: 'Dine-in',
      hoursNote: 'Closed on holidays',
      opensMonday: '09:00',
      guide: { imageUrl: '/img/rita.svg' },
    });
  });

  it('gives null for a gem that fails to load', async () => {
    server.use(
      http.get(`${API}/gems/missing`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    await expect(getGem('missing')).resolves.toBeNull();
  });

  it('lists feature categories, and none when that fails', async () => {
    server.use(
      http.get(`${API}/gems/features/category`, () => HttpResponse.json({ data: [{ id: 1, name: 'Food' }] })),
    );
    await expect(getFeatureCategories()).resolves.toEqual([{ id: '1', name: 'Food' }]);
    server.use(http.get(`${API}/gems/features/category`, () => HttpResponse.json({}, { status: 503 })));
    await expect(getFeatureCategories()).resolves.toEqual([]);
  });

  it('resolves gem and guide images against the assets host, with a placeholder when missing', () => {
    configureGaido({ assetsHost: 'https://cdn.gaido.test' });
    expect(gemImageUrls({ images: ['/img/1.svg', { url: 'https://x.test/2.jpg' }] })).toEqual([
      'https://cdn.gaido.test/img/1.svg',
      'https://x.test/2.jpg',
    ]);
    expect(gemImageUrls({ images: [] })).toEqual(['https://cdn.gaido.test/assets/placeholder.svg']);
    expect(gemGuideImageUrl({ guide: null })).toBe('https://cdn.gaido.test/assets/placeholder.svg');
  });
});
