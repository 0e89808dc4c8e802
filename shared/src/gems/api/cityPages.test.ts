import { HttpResponse, http } from 'msw';
import { cityPages, gem, gemPage, quietGemsTests, slowPages } from '../../test/gemsApiKit';
import { API, server } from '../../test/server';
import { GEMS_PAGE_CONCURRENCY } from './cityPages';
import { getGemsByCity } from './getGemsByCity';

quietGemsTests();

describe("getGemsByCity's pages (spec 7)", () => {
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
      http.get(`${API}/gems`, async ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page > 1) await new Promise<void>((resolve) => release.set(page, resolve));
        return gemPage([gem(page)], page, total, total);
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
      http.get(`${API}/gems`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 3) return HttpResponse.json({}, { status: 500 });
        return gemPage([gem(page)], page, 3, 3);
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
      http.get(`${API}/gems`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 2) return HttpResponse.json({}, { status: 500 });
        return gemPage([gem(page)], page, 3, 3);
      }),
    );
    await expect(getGemsByCity('c1')).resolves.toEqual([]);
  });
});
