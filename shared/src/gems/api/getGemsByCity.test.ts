import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { cityPages, expectCityPagesAsked, gem, quietGemsTests } from '../../test/gemsApiKit';
import { renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { getGemsByCity, useGemsByCity } from './getGemsByCity';

quietGemsTests();

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

  it('reads a page the contract does not describe as a failure: [], not the gems that fit', async () => {
    server.use(
      http.get(`${API}/gems`, () =>
        HttpResponse.json({
          data: [gem(1), { name: 'no id' }],
          meta: { currentPage: 1, totalPages: 1, totalRecords: 2 },
        }),
      ),
    );
    await expect(getGemsByCity('c1')).resolves.toEqual([]);
    expect(console.warn).toHaveBeenCalledWith(
      '[gaido] could not load the gems of a city',
      expect.objectContaining({ category: 'unknown' }),
    );
  });
});

describe('useGemsByCity', () => {
  it("reads every page of a city's gems", async () => {
    const log: URL[] = [];
    server.use(cityPages(700, 300, log));
    const { result } = renderQueryHook(() => useGemsByCity('c1'));
    await waitFor(() => expect(result.current.data).toHaveLength(700));
    expectCityPagesAsked(log);
  });

  it('asks nothing before there is a city', () => {
    const log: URL[] = [];
    server.use(cityPages(700, 300, log));
    const { result } = renderQueryHook(() => useGemsByCity(null));
    expect(result.current.fetchStatus).toBe('idle');
    expect(log).toEqual([]);
  });
});
