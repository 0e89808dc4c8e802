import { aCity } from '@gaido/shared/testing';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { API } from '../../test/render';
import { server } from '../../test/server';
import { citiesQueryOptions, EARLY_CITIES_MAX_AGE_MS, fetchCitiesEarly, forgetEarlyCities } from './cities';

const LISBON = aCity({ id: '11111111-1111-4111-8111-111111111111' });

function countedCities() {
  const requests: string[] = [];
  server.use(
    http.get(`${API}/cities`, ({ request }) => {
      requests.push(request.url);
      return HttpResponse.json({ data: [LISBON], meta: { currentPage: 1, totalPages: 1, totalRecords: 1 } });
    }),
  );
  return requests;
}

afterEach(() => {
  forgetEarlyCities();
  vi.useRealTimers();
});

describe('the cities the map can show', () => {
  it('are asked for once when the page’s module asked early: the query takes that request over', async () => {
    const requests = countedCities();
    fetchCitiesEarly();
    fetchCitiesEarly();
    const cities = await new QueryClient().fetchQuery(citiesQueryOptions());
    expect(cities.map((city) => city.name)).toEqual(['Lisbon']);
    expect(requests).toHaveLength(1);
    // Taken: the next query (another page load of the cities) asks again.
    await new QueryClient().fetchQuery(citiesQueryOptions());
    expect(requests).toHaveLength(2);
  });

  it('are asked for afresh when the early request is older than EARLY_CITIES_MAX_AGE_MS', async () => {
    const requests = countedCities();
    vi.useFakeTimers({ toFake: ['performance'] });
    fetchCitiesEarly();
    vi.advanceTimersByTime(EARLY_CITIES_MAX_AGE_MS + 1);
    await new QueryClient().fetchQuery(citiesQueryOptions());
    expect(requests).toHaveLength(2);
  });
});
