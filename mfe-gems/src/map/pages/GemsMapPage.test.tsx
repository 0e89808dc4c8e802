import { aCity } from '@gaido/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { culture, food, listBody, makeGem, nightlife } from '../../test/fixtures';
import { API, renderPage, signIn } from '../../test/render';
import { server } from '../../test/server';
import { forgetEarlyCities } from '../api/cities';
import { forgetEarlyCityGems, PROGRESS_INTERVAL_MS } from '../api/cityGems';
import GemsMapPage from './GemsMapPage';

// The WebGL map itself is covered by Playwright (e2e/journeys/gems-map.spec.ts); here MapLibre never
// arrives, as on a device without WebGL, and the page must still work through its list.
vi.mock('../loadMapLibre', () => ({
  loadMapLibre: () => Promise.reject(new Error('WebGL is not available')),
}));

const LISBON = aCity({ id: '11111111-1111-4111-8111-111111111111', latitude: 38.72, longitude: -9.14 });
const PORTO = aCity({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Porto',
  slug: 'porto',
  latitude: 41.15,
  longitude: -8.61,
});

const lisbonGems = [
  makeGem({ name: 'Tasca do Chico', features: [food()], cityId: LISBON.id }),
  makeGem({ name: 'Pensão Amor', features: [nightlife()], cityId: LISBON.id }),
  makeGem({ name: 'Tile Museum', features: [culture()], cityId: LISBON.id }),
];
const portoGems = [makeGem({ name: 'Livraria Lello', features: [culture()], cityId: PORTO.id })];

function catalogueApi(pages: string[] = []) {
  server.use(
    http.get(`${API}/cities`, () =>
      HttpResponse.json({ data: [PORTO, LISBON], meta: { currentPage: 1, totalPages: 1, totalRecords: 2 } }),
    ),
    http.get(`${API}/cities/:id`, ({ params }) => {
      const city = [PORTO, LISBON].find((candidate) => candidate.id === params.id);
      return city
        ? HttpResponse.json({ data: { ...city, neighbourhoods: [] } })
        : HttpResponse.json({ message: 'City not found' }, { status: 404 });
    }),
    http.get(`${API}/cities/:id/land`, () =>
      HttpResponse.json({
        data: {
          bbox: [-9.6, 38.4, -8.6, 39],
          land: { type: 'MultiPolygon', coordinates: [] },
          attribution: '© OpenStreetMap contributors',
        },
      }),
    ),
    http.get(`${API}/gems`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      pages.push(`${url.searchParams.get('cityId')}:${page}:${url.searchParams.get('limit')}`);
      const all = url.searchParams.get('cityId') === LISBON.id ? lisbonGems : portoGems;
      // Two pages for Lisbon, so the page-1-then-the-rest rule is exercised.
      const perPage = 2;
      return HttpResponse.json(
        listBody(all.slice((page - 1) * perPage, page * perPage), {
          currentPage: page,
          totalPages: Math.ceil(all.length / perPage),
          totalRecords: all.length,
        }),
      );
    }),
  );
}

describe('GemsMapPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Importing the page asked for the cities before MSW listened: no test may take that request over.
    forgetEarlyCities();
    forgetEarlyCityGems();
  });

  it('lists every gem of the user’s city, fetched page by page, with that city first in the picker', async () => {
    const pages: string[] = [];
    catalogueApi(pages);
    signIn({ homeCityId: null, onboarding: { cityId: LISBON.id } });
    renderPage(<GemsMapPage />, { route: '/gems-map' });
    const list = await screen.findByRole('list', { name: 'Gems in Lisbon' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pensão Amor', 'Tasca do Chico', 'Tile Museum']);
    expect(pages).toEqual([`${LISBON.id}:1:300`, `${LISBON.id}:2:300`]);
    const picker = screen.getByRole('combobox', { name: 'City' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lisbon (your city)', 'Porto']);
    expect(screen.getByText('3 gems in Lisbon')).toBeVisible();
  });

  it('counts the gems so far when the pages take a while, and lists them all when the last page is in', async () => {
    let releaseOtherPages: () => void = () => undefined;
    const otherPages = new Promise<void>((resolve) => {
      releaseOtherPages = resolve;
    });
    const gems = [
      makeGem({ name: 'Tasca do Chico', features: [food()], cityId: LISBON.id }),
      makeGem({ name: 'Pensão Amor', features: [nightlife()], cityId: LISBON.id }),
      makeGem({ name: 'Tile Museum', features: [culture()], cityId: LISBON.id }),
      makeGem({ name: 'Cervejaria Ramiro', features: [food()], cityId: LISBON.id }),
      makeGem({ name: 'Zé dos Bois', features: [nightlife()], cityId: LISBON.id }),
    ];
    server.use(
      http.get(`${API}/cities`, () => HttpResponse.json(listBody([LISBON]))),
      http.get(`${API}/gems`, async ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page > 1) await otherPages;
        return HttpResponse.json(
          listBody(gems.slice((page - 1) * 2, page * 2), {
            currentPage: page,
            totalPages: 3,
            totalRecords: gems.length,
          }),
        );
      }),
    );
    renderPage(<GemsMapPage />, { route: '/gems-map?city=lisbon' });
    // Page 1 is in and the others are slow: after the first interval its gems are counted, while the
    // list and the total wait for the last page.
    expect(
      await screen.findByRole(
        'checkbox',
        { name: /Places to eat \(1\)/ },
        { timeout: PROGRESS_INTERVAL_MS + 2000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Nightlife \(1\)/ })).toBeVisible();
    expect(screen.getByText('Loading the gems of Lisbon…')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Gems in Lisbon' })).toBeNull();

    releaseOtherPages();
    const list = await screen.findByRole('list', { name: 'Gems in Lisbon' });
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByText('5 gems in Lisbon')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Places to eat \(2\)/ })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Nightlife \(2\)/ })).toBeVisible();
  });

  it('asks for the gems of a city named by id while the cities list is still loading', async () => {
    let releaseCities: () => void = () => undefined;
    const citiesHeld = new Promise<void>((resolve) => {
      releaseCities = resolve;
    });
    const requested: string[] = [];
    server.use(
      http.get(`${API}/cities`, async () => {
        await citiesHeld;
        return HttpResponse.json(listBody([PORTO, LISBON]));
      }),
      http.get(`${API}/gems`, ({ request }) => {
        const url = new URL(request.url);
        requested.push(`${url.searchParams.get('cityId')}:${url.searchParams.get('page')}`);
        return HttpResponse.json(
          listBody(lisbonGems, { currentPage: 1, totalPages: 1, totalRecords: lisbonGems.length }),
        );
      }),
    );
    renderPage(<GemsMapPage />, { route: `/gems-map?city=${LISBON.id}` });
    await waitFor(() => expect(requested).toEqual([`${LISBON.id}:1`]));
    expect(screen.getByText('Loading cities…')).toBeVisible();

    releaseCities();
    expect(await screen.findByText('3 gems in Lisbon')).toBeVisible();
    // The page reuses what it fetched early instead of asking again.
    expect(requested).toEqual([`${LISBON.id}:1`]);
  });

  it('filters the gems by class', async () => {
    catalogueApi();
    renderPage(<GemsMapPage />, { route: '/gems-map?city=lisbon' });
    await screen.findByRole('list', { name: 'Gems in Lisbon' });
    await userEvent.click(screen.getByRole('checkbox', { name: /Places to eat \(1\)/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Things to do \(1\)/ }));
    const list = screen.getByRole('list', { name: 'Gems in Lisbon' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pensão Amor']);
    expect(screen.getByTestId('location')).toHaveTextContent('show=nightlife');
    await userEvent.click(screen.getByRole('checkbox', { name: /Nightlife \(1\)/ }));
    expect(screen.getByText('No gems of the chosen kinds. Tick a kind above to see its gems.')).toBeVisible();
  });

  it('switches city from the picker and links each gem to its page', async () => {
    catalogueApi();
    renderPage(<GemsMapPage />, { route: '/gems-map?city=lisbon' });
    await screen.findByRole('list', { name: 'Gems in Lisbon' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Porto');
    const list = await screen.findByRole('list', { name: 'Gems in Porto' });
    await userEvent.click(within(list).getByRole('link', { name: 'Livraria Lello' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/gems/${portoGems[0]?.id}`);
  });

  it('keeps the list usable and says so when the map cannot be shown', async () => {
    catalogueApi();
    renderPage(<GemsMapPage />, { route: '/gems-map?city=lisbon' });
    expect(
      await screen.findByText('The map could not be shown on this device. The list has every gem.'),
    ).toBeVisible();
    expect(screen.getByTestId('gems-map')).toHaveAttribute('data-map-state', 'error');
    expect(screen.getByRole('list', { name: 'Gems in Lisbon' })).toBeVisible();
  });

  it('offers a retry when a city has no gems to show', async () => {
    server.use(
      http.get(`${API}/cities`, () => HttpResponse.json(listBody([LISBON]))),
      http.get(`${API}/gems`, () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 })),
    );
    renderPage(<GemsMapPage />, { route: '/gems-map' });
    expect(await screen.findByText('No gems to show in Lisbon right now.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('offers the same retry, drawing none of them, when a page is not the list its contract describes', async () => {
    const [tasca] = lisbonGems;
    server.use(
      http.get(`${API}/cities`, () => HttpResponse.json(listBody([LISBON]))),
      // One gem without its coordinates: the whole page is refused, not the gems that fit drawn.
      http.get(`${API}/gems`, () =>
        HttpResponse.json(listBody([tasca, { ...tasca, id: 'no-place', latitude: undefined }])),
      ),
    );
    renderPage(<GemsMapPage />, { route: '/gems-map' });
    expect(await screen.findByText('No gems to show in Lisbon right now.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Tasca do Chico' })).toBeNull();
  });
});
