import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { queryKeys } from '../../query/queryKeys';
import { gem, gemPage, quietGemsTests } from '../../test/gemsApiKit';
import { renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { getGems, useGems } from './getGems';

quietGemsTests();

describe('getGems (spec 7, 8)', () => {
  it('lists gems 20 at a time by default, with meta', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${API}/gems`, ({ request }) => {
        url = new URL(request.url);
        return gemPage([gem(1)], 1, 4, 61);
      }),
    );
    const list = await getGems();
    expect(url?.searchParams.get('limit')).toBe('20');
    expect(list.meta).toEqual({ currentPage: 1, totalPages: 4, totalRecords: 61 });
    expect(list.data).toEqual([gem(1)]);
  });

  it('lists nothing when the answer is not the list its contract describes (no gem is read from it)', async () => {
    server.use(
      http.get(`${API}/gems`, () =>
        HttpResponse.json({
          data: [gem(1), { name: 'no id' }],
          meta: { currentPage: 1, totalPages: 1, totalRecords: 2 },
        }),
      ),
    );
    const list = await getGems();
    expect(list).toEqual({ data: [], meta: { currentPage: 1, totalPages: 0, totalRecords: 0 } });
    expect(console.warn).toHaveBeenCalledWith(
      '[gaido] could not load gems',
      expect.objectContaining({ category: 'unknown' }),
    );
  });

  it('lists nothing when the list fails', async () => {
    server.use(http.get(`${API}/gems`, () => HttpResponse.error()));
    const list = await getGems({ page: 2 });
    expect(list).toEqual({ data: [], meta: { currentPage: 2, totalPages: 0, totalRecords: 0 } });
  });
});

describe('useGems', () => {
  it('reads a page of the gem list into its query', async () => {
    server.use(http.get(`${API}/gems`, () => gemPage([gem(1)], 2, 2, 21)));
    const { result, client } = renderQueryHook(() => useGems({ page: 2 }));
    await waitFor(() => expect(result.current.data?.data).toHaveLength(1));
    expect(result.current.data?.meta.currentPage).toBe(2);
    expect(client.getQueryData(queryKeys.gems.list({ page: 2 }))).toEqual(result.current.data);
  });
});
