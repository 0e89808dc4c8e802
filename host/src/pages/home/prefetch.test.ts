import { createQueryClient, queryKeys } from '@gaido/shared';
import { aCity } from '@gaido/shared/testing';
import { HttpResponse, http } from 'msw';
import { API } from '../../test/render';
import { server } from '../../test/setup';
import { prefetchHostPage } from './prefetch';

/** The home page's module, counted each time it is loaded (and failing when told to). */
const homePage = vi.hoisted(() => ({ loads: 0, fails: false }));
vi.mock('../HomePage', () => {
  homePage.loads++;
  if (homePage.fails) throw new Error('chunk 503');
  return { default: () => null };
});

const LISBON = aCity();

// First in this file: the page's module is loaded once per file, and a failed load is tried again.
describe('prefetchHostPage, the home page’s code', () => {
  beforeEach(() => {
    server.use(
      http.get(`${API}/cities`, () =>
        HttpResponse.json({ data: [], meta: { currentPage: 1, totalPages: 1, totalRecords: 0 } }),
      ),
    );
  });

  it('loads no page code on other paths', async () => {
    prefetchHostPage('/tours', createQueryClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(homePage.loads).toBe(0);
  });

  it('leaves a failed download to the route, without an unhandled rejection', async () => {
    homePage.fails = true;
    prefetchHostPage('/', createQueryClient());
    await vi.waitFor(() => expect(homePage.loads).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    homePage.fails = false;
  });

  it('loads the home page’s chunk with its data, before the shell renders the route', async () => {
    prefetchHostPage('/', createQueryClient());
    await vi.waitFor(() => expect(homePage.loads).toBe(2));
  });
});

describe('prefetchHostPage', () => {
  it('asks for the cities on the home page, into the query the page reads', async () => {
    let asked = 0;
    server.use(
      http.get(`${API}/cities`, () => {
        asked++;
        return HttpResponse.json({
          data: [LISBON],
          meta: { currentPage: 1, totalPages: 1, totalRecords: 1 },
        });
      }),
    );
    const queryClient = createQueryClient();
    prefetchHostPage('/', queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.cities.list())).toHaveLength(1));
    expect(asked).toBe(1);
  });

  it('asks for nothing on other pages', async () => {
    let asked = 0;
    server.use(
      http.get(`${API}/cities`, () => {
        asked++;
        return HttpResponse.json({ data: [], meta: { currentPage: 1, totalPages: 1, totalRecords: 0 } });
      }),
    );
    const queryClient = createQueryClient();
    prefetchHostPage('/tours', queryClient);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(0);
    expect(queryClient.getQueryData(queryKeys.cities.list())).toBeUndefined();
  });
});
