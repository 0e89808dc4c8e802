// The host calls `prefetch` with its query client as soon as this module has loaded on the home page.
import { aCity } from '@gaido/shared/testing';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { listBody, makeGem } from '../../test/fixtures';
import { API, renderPage, signIn, testQueryClient } from '../../test/render';
import { server } from '../../test/server';
import { interleave } from '../api/featuredGems';
import FeaturedGems, { prefetch } from './FeaturedGems';

const LISBON = '11111111-1111-4111-8111-111111111111';
const PORTO = '22222222-2222-4222-8222-222222222222';
const SMALL = '33333333-3333-4333-8333-333333333333';

function mockCatalogue() {
  const asked: string[] = [];
  let citiesAsked = 0;
  server.use(
    http.get(`${API}/cities`, () => {
      citiesAsked += 1;
      return HttpResponse.json(
        listBody([
          aCity({ id: SMALL, name: 'Aveiro', slug: 'aveiro', gemCount: 1 }),
          aCity({ id: LISBON, name: 'Lisbon', gemCount: 40 }),
          aCity({ id: PORTO, name: 'Porto', slug: 'porto', gemCount: 30 }),
        ]),
      );
    }),
    http.get(`${API}/gems`, ({ request }) => {
      const url = new URL(request.url);
      const cityId = url.searchParams.get('cityId') ?? '';
      asked.push(cityId);
      const name = cityId === LISBON ? 'Lisbon' : cityId === PORTO ? 'Porto' : 'Aveiro';
      const limit = Number(url.searchParams.get('limit'));
      return HttpResponse.json(
        listBody(
          Array.from({ length: limit }, (_, index) => makeGem({ name: `${name} gem ${index + 1}`, cityId })),
        ),
      );
    }),
  );
  return { asked, citiesAsked: () => citiesAsked };
}

describe('the home page’s hidden gems', () => {
  it('mix a visitor several cities, the biggest first, each card naming its city', async () => {
    const { asked } = mockCatalogue();
    renderPage(<FeaturedGems />);
    const list = await screen.findByRole('list', { name: 'Hidden gems' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items[0]).toHaveTextContent('Lisbon gem 1');
    expect(items[0]).toHaveTextContent('· Lisbon');
    expect(items[1]).toHaveTextContent('Porto gem 1');
    expect(items[1]).toHaveTextContent('· Porto');
    expect(new Set(asked)).toEqual(new Set([LISBON, PORTO, SMALL]));
  });

  it('show a signed-in traveller their own city’s gems', async () => {
    mockCatalogue();
    signIn({ onboarding: { cityId: PORTO } });
    renderPage(<FeaturedGems />);
    expect(await screen.findByText('Recommended by local guides in Porto.')).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Hidden gems' })).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    for (const item of items) expect(item).toHaveTextContent(/^Porto gem/);
  });

  it("ask for the cities once when the module's prefetch ran first", async () => {
    const catalogue = mockCatalogue();
    const queryClient = testQueryClient();
    prefetch({ params: {}, searchParams: new URLSearchParams(), queryClient });
    await vi.waitFor(() => expect(catalogue.citiesAsked()).toBe(1));
    renderPage(<FeaturedGems />, { queryClient });
    expect(await screen.findByRole('list', { name: 'Hidden gems' })).toBeVisible();
    expect(catalogue.citiesAsked()).toBe(1);
  });

  it('interleave the cities’ lists', () => {
    expect(interleave([['l1', 'l2', 'l3'], ['p1'], ['a1', 'a2']], 5)).toEqual(['l1', 'p1', 'a1', 'l2', 'a2']);
  });
});
