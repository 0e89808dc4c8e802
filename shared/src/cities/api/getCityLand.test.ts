import { HttpResponse, http } from 'msw';
import { API, server } from '../../test/server';
import { cityLandQueryOptions, getCityLand } from './getCityLand';

const LISBON_LAND = {
  bbox: [-9.6, 38.4, -8.6, 39],
  land: {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [-9.6, 38.705],
          [-8.6, 38.705],
          [-8.6, 39],
          [-9.6, 39],
          [-9.6, 38.705],
        ],
      ],
    ],
  },
  attribution: '© OpenStreetMap contributors',
};

describe('getCityLand: the land around a city, one shape for every app', () => {
  it('reads the box, the land and its credit of a city by its slug or id', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/cities/:city/land`, ({ params }) => {
        asked.push(String(params.city));
        return HttpResponse.json({ data: LISBON_LAND });
      }),
    );
    await expect(getCityLand('lisbon')).resolves.toEqual({
      bbox: [-9.6, 38.4, -8.6, 39],
      land: { type: 'MultiPolygon', coordinates: LISBON_LAND.land.coordinates },
      attribution: '© OpenStreetMap contributors',
    });
    expect(asked).toEqual(['lisbon']);
  });

  it('refuses an answer that is not land', async () => {
    server.use(http.get(`${API}/cities/lisbon/land`, () => HttpResponse.json({ data: { land: 'sea' } })));
    await expect(getCityLand('lisbon')).rejects.toThrow();
  });

  it('keeps a city’s land under one key for as long as the page is open', () => {
    const options = cityLandQueryOptions('lisbon');
    expect(options.queryKey).toEqual(['cities', 'land', 'lisbon']);
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
  });
});
