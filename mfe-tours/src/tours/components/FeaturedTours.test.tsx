// The home page's featured tours: on a wide screen their first picture is the page's largest paint
// (larger than the city cards above it) and is fetched first; on a phone the row is below the first
// screen and claims no priority.
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { listOf, tourSummary } from '../../test/fixtures';
import { API, renderPage } from '../../test/render';
import { server } from '../../test/server';
import FeaturedTours from './FeaturedTours';
import { WIDE_SCREEN } from './wideScreen';

const six = listOf(
  Array.from({ length: 6 }, (_, i) => ({
    ...tourSummary,
    id: `tour-${i}`,
    slug: `tour-${i}`,
    title: `Tour ${i}`,
  })),
);

/** A window `width` pixels wide, as far as media queries go. */
function windowOfWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === WIDE_SCREEN && width >= 768,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

async function featuredPictures() {
  server.use(http.get(`${API}/tours`, () => HttpResponse.json(six)));
  renderPage(<FeaturedTours />);
  const list = await screen.findByRole('list', { name: 'Tours' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('img'));
}

afterEach(() => vi.unstubAllGlobals());

describe('the featured tours', () => {
  it('fetch their first picture first on a wide screen, the rest of the first row at once', async () => {
    windowOfWidth(1280);
    const pictures = await featuredPictures();
    expect(pictures.map((img) => img?.getAttribute('fetchpriority') ?? null)).toEqual([
      'high',
      ...Array(5).fill(null),
    ]);
    expect(pictures.map((img) => img?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
  });

  it('claim no priority on a phone, where they are below the first screen', async () => {
    windowOfWidth(390);
    const pictures = await featuredPictures();
    expect(pictures.map((img) => img?.getAttribute('fetchpriority') ?? null)).toEqual(Array(6).fill(null));
  });
});
