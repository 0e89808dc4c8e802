import { getGuide } from '@gaido/contracts/guides';
import { anAnswer } from '@gaido/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { culture, food, listBody, makeGem, nightlife } from '../../test/fixtures';
import { API, renderPage } from '../../test/render';
import { server } from '../../test/server';
import TravelGuidesPage from './TravelGuidesPage';

const LISBON = { id: '11111111-1111-4111-8111-111111111111', name: 'Lisbon', slug: 'lisbon' };
const KYOTO = { id: '22222222-2222-4222-8222-222222222222', name: 'Kyoto', slug: 'kyoto' };
const ANA = {
  id: '33333333-3333-4333-8333-333333333331',
  name: 'Ana Costa',
  bio: 'Born in Alfama.',
  imageUrl: '/assets/guides/1.svg',
  languages: ['Portuguese', 'English'],
  cityId: LISBON.id,
  city: LISBON,
  gemCount: 9,
};
const KENJI = {
  ...ANA,
  id: '33333333-3333-4333-8333-333333333332',
  name: 'Kenji Mori',
  cityId: KYOTO.id,
  city: KYOTO,
};

const anaGems = [
  makeGem({ name: 'Tasca do Chico', features: [food()] }),
  makeGem({ name: 'Pensão Amor', features: [nightlife(), nightlife('Live music')] }),
  makeGem({ name: 'Tile Museum', features: [culture()] }),
  ...Array.from({ length: 7 }, (_, i) => makeGem({ name: `Café ${i + 1}`, features: [food('Café')] })),
];

function guidesApi() {
  server.use(
    http.get(`${API}/guides`, () => HttpResponse.json(listBody([ANA, KENJI]))),
    http.get(`${API}/guides/:id`, ({ params }) => {
      const guide = params.id === ANA.id ? ANA : KENJI;
      return HttpResponse.json(
        anAnswer(getGuide, 200, { data: { ...guide, gems: params.id === ANA.id ? anaGems : [] } }),
      );
    }),
  );
}

describe('TravelGuidesPage', () => {
  it('shows each guide with their gems grouped into places to eat, nightlife and things to do', async () => {
    guidesApi();
    renderPage(<TravelGuidesPage />, { route: '/travel-guides' });
    const ana = await screen.findByRole('article', { name: 'Ana Costa' });
    expect(within(ana).getByText('Lisbon · Speaks Portuguese, English')).toBeVisible();
    const eat = await within(ana).findByRole('list', { name: 'Places to eat by Ana Costa' });
    expect(within(eat).getByRole('link', { name: 'Tasca do Chico' })).toHaveAttribute(
      'href',
      `/gems/${anaGems[0]?.id}`,
    );
    expect(within(ana).getByRole('list', { name: 'Nightlife by Ana Costa' })).toHaveTextContent(
      'Pensão Amor',
    );
    expect(within(ana).getByRole('list', { name: 'Things to do by Ana Costa' })).toHaveTextContent(
      'Tile Museum',
    );
    const kenji = screen.getByRole('article', { name: 'Kenji Mori' });
    expect(await within(kenji).findByText('No gems from this guide yet.')).toBeVisible();
  });

  it('shows six gems of a class and the rest on request', async () => {
    guidesApi();
    renderPage(<TravelGuidesPage />, { route: '/travel-guides' });
    const eat = await screen.findByRole('list', { name: 'Places to eat by Ana Costa' });
    expect(within(eat).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 8 places to eat' }));
    expect(within(eat).getAllByRole('listitem')).toHaveLength(8);
  });

  it('filters the guides by city', async () => {
    guidesApi();
    renderPage(<TravelGuidesPage />, { route: '/travel-guides' });
    await screen.findByRole('article', { name: 'Ana Costa' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Kyoto');
    expect(screen.queryByRole('article', { name: 'Ana Costa' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Kenji Mori' })).toBeVisible();
    expect(screen.getByText('1 guide')).toBeVisible();
  });

  it('says so when there are no guides', async () => {
    server.use(http.get(`${API}/guides`, () => HttpResponse.json(listBody([]))));
    renderPage(<TravelGuidesPage />, { route: '/travel-guides' });
    expect(await screen.findByRole('heading', { name: 'No travel guides yet' })).toBeVisible();
  });

  it('offers a retry when the guides cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/guides`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Internal server error' }, { status: 500 })
          : HttpResponse.json(listBody([KENJI]));
      }),
      http.get(`${API}/guides/:id`, () =>
        HttpResponse.json(anAnswer(getGuide, 200, { data: { ...KENJI, gems: [] } })),
      ),
    );
    renderPage(<TravelGuidesPage />, { route: '/travel-guides' });
    expect(
      await screen.findByRole('heading', { name: 'The travel guides could not be loaded' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Kenji Mori' })).toBeVisible();
  });
});

describe('TravelGuidesPage on a phone', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(max-width: 767px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('lists each guide as a compact row whose gems load and show only when asked for', async () => {
    let guideRequests = 0;
    guidesApi();
    server.use(
      http.get(`${API}/guides/:id`, ({ params }) => {
        guideRequests += 1;
        const guide = params.id === ANA.id ? ANA : KENJI;
        return HttpResponse.json(
          anAnswer(getGuide, 200, { data: { ...guide, gems: params.id === ANA.id ? anaGems : [] } }),
        );
      }),
    );
    const user = userEvent.setup();
    renderPage(<TravelGuidesPage />, { route: '/travel-guides' });
    const ana = await screen.findByRole('article', { name: 'Ana Costa' });
    expect(within(ana).getByText('Lisbon · Speaks Portuguese, English')).toBeVisible();
    expect(within(ana).getByText('Born in Alfama.')).toBeVisible();
    expect(within(ana).queryByRole('list')).not.toBeInTheDocument();
    expect(guideRequests).toBe(0);

    const toggle = within(ana).getByRole('button', { name: '9 gems recommended by Ana Costa' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(ana).findByRole('list', { name: 'Places to eat by Ana Costa' })).toHaveTextContent(
      'Tasca do Chico',
    );
    expect(guideRequests).toBe(1);
    await user.click(toggle);
    expect(within(ana).queryByRole('list')).not.toBeInTheDocument();
  });
});
