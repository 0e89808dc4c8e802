// What the gem endpoint tests share: a gem, a city served page by page, quiet warnings.
import { listGems } from '@gaido/contracts/gems';
import { HttpResponse, http } from 'msw';
import { configureApiClient } from '../api/apiClient';
import { aGemSummary, anAnswer } from '../testing/fixtures';
import { API, server } from './server';

/** Gem number `id` as the list sends it (checked with the contract). */
export const gem = (id: number) =>
  aGemSummary({
    id: `g${id}`,
    name: `Gem ${id}`,
    features: [{ id: 'f-cafe', name: 'Cafe', categoryId: 'c-food', categoryName: 'Food' }],
    images: [`/img/${id}.svg`],
  });

/** One page of the gem list, as its contract describes it. */
export function gemPage(
  data: ReturnType<typeof gem>[],
  page: number,
  totalPages: number,
  totalRecords: number,
) {
  return HttpResponse.json(
    anAnswer(listGems, 200, { data, meta: { currentPage: page, totalPages, totalRecords } }),
  );
}

export function cityPages(total: number, pageSize: number, log: URL[]) {
  return http.get(`${API}/gems`, ({ request }) => {
    const url = new URL(request.url);
    log.push(url);
    const page = Number(url.searchParams.get('page'));
    const start = (page - 1) * pageSize;
    const data = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) =>
      gem(start + i + 1),
    );
    return gemPage(data, page, Math.ceil(total / pageSize), total);
  });
}

/** The three pages of c1 were asked for, page 1 with limit 300 and ASC (the defaults). */
export function expectCityPagesAsked(log: URL[]) {
  expect(log.map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3']);
  expect(log[0]?.pathname).toBe('/api/v1/gems');
  expect(Object.fromEntries(log[0]?.searchParams ?? [])).toEqual({
    cityId: 'c1',
    page: '1',
    limit: '300',
    order: 'ASC',
  });
}

/** A city of `total` one-gem pages, each answered after 5 ms; `max` is the most asked for at once. */
export function slowPages(total: number) {
  const flight = { now: 0, max: 0 };
  server.use(
    http.get(`${API}/gems`, async ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      flight.now += 1;
      flight.max = Math.max(flight.max, flight.now);
      await new Promise((resolve) => setTimeout(resolve, 5));
      flight.now -= 1;
      return gemPage([gem(page)], page, total, total);
    }),
  );
  return flight;
}

export function quietGemsTests(): void {
  beforeEach(() => {
    configureApiClient({ sleep: () => Promise.resolve() });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
}
