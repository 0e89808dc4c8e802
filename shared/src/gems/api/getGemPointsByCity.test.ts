import { HttpResponse, http } from 'msw';
import { cityPages, expectCityPagesAsked, quietGemsTests } from '../../test/gemsApiKit';
import { API, server } from '../../test/server';
import { getGemPointsByCity } from './getGemPointsByCity';

quietGemsTests();

describe('getGemPointsByCity: a city as a map draws it', () => {
  it('fetches the same pages as getGemsByCity and keeps of each gem only what a map draws', async () => {
    const log: URL[] = [];
    server.use(cityPages(700, 300, log));
    const points = await getGemPointsByCity('c1');
    expect(points).toHaveLength(700);
    expect(points[0]).toEqual({
      id: 'g1',
      name: 'Gem 1',
      features: [{ name: 'Cafe' }],
      images: ['/img/1.svg'],
    });
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
});
