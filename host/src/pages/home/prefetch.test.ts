import { createQueryClient, queryKeys } from '@gaido/shared';
import { aCity } from '@gaido/shared/testing';
import { HttpResponse, http } from 'msw';
import { API } from '../../test/render';
import { server } from '../../test/setup';
import { prefetchHostPage } from './prefetch';

const LISBON = aCity();

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

describe('prefetchHostPage, the home page’s code', () => {
  beforeEach(() => {
    server.use(
      http.get(`${API}/cities`, () =>
        HttpResponse.json({ data: [], meta: { currentPage: 1, totalPages: 1, totalRecords: 0 } }),
      ),
    );
  });

  it('loads the home page’s chunk with its data, before the shell renders the route', () => {
    const loadPage = vi.fn().mockResolvedValue({});
    prefetchHostPage('/', createQueryClient(), { loadPage });
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it('loads no page code on other paths', () => {
    const loadPage = vi.fn().mockResolvedValue({});
    prefetchHostPage('/tours', createQueryClient(), { loadPage });
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('leaves a failed download to the route, without an unhandled rejection', async () => {
    const loadPage = vi.fn().mockRejectedValue(new Error('chunk 503'));
    prefetchHostPage('/', createQueryClient(), { loadPage });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadPage).toHaveBeenCalledTimes(1);
  });
});
