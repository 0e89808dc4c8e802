import type { Tour } from '@gaido/shared/tours';
import { WAITING_SRC } from '@gaido/ui/picture-order';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { tourDetail } from '../../test/fixtures';
import { ABOVE_THE_FOLD_CARDS, ToursGrid } from './ToursGrid';

const tours = Array.from({ length: 6 }, (_, i) => ({
  ...tourDetail,
  id: `tour-${i}`,
  slug: `tour-${i}`,
  title: `Tour ${i}`,
})) as unknown as Tour[];

describe('the tours grid', () => {
  it('loads the first row of images at once, the first with high priority, and the rest lazily', () => {
    render(
      <MemoryRouter>
        <ToursGrid tours={tours} emptyText="No tours yet." />
      </MemoryRouter>,
    );
    const images = within(screen.getByRole('list', { name: 'Tours' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('img')!);
    expect(images).toHaveLength(6);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array(ABOVE_THE_FOLD_CARDS).fill('eager'),
      ...Array(6 - ABOVE_THE_FOLD_CARDS).fill('lazy'),
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...Array(5).fill(null),
    ]);
  });

  it("leaves the lower pictures' requests until the first row's pictures have loaded and been painted", () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    try {
      render(
        <MemoryRouter>
          <ToursGrid tours={tours} emptyText="No tours yet." />
        </MemoryRouter>,
      );
      const images = within(screen.getByRole('list', { name: 'Tours' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('img')!);
      const sources = () => images.map((image) => image.getAttribute('src') === WAITING_SRC);
      act(() => vi.advanceTimersByTime(50));
      expect(sources()).toEqual([false, false, false, true, true, true]);
      for (const image of images.slice(0, ABOVE_THE_FOLD_CARDS)) fireEvent.load(image);
      expect(sources()).toEqual([false, false, false, true, true, true]);
      act(() => vi.advanceTimersByTime(50));
      expect(sources()).toEqual(Array(6).fill(false));
      expect(images[5]?.getAttribute('srcset')).toContain('?w=480 480w');
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it("fetches the first row at once but none first where the grid sits below the page's largest paint", () => {
    render(
      <MemoryRouter>
        <ToursGrid tours={tours} emptyText="No tours yet." layout="carousel" firstRowPriority={false} />
      </MemoryRouter>,
    );
    const images = within(screen.getByRole('list', { name: 'Tours' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('img')!);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array(ABOVE_THE_FOLD_CARDS).fill('eager'),
      ...Array(6 - ABOVE_THE_FOLD_CARDS).fill('lazy'),
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(Array(6).fill(null));
  });

  it('names each picture by what the API says it shows, and offers the widths for its box', () => {
    const described = tours.map((tour, i) => ({
      ...tour,
      imageAlts: [`Poster of a food tour in Lisbon: plate ${i}`],
    })) as Tour[];
    render(
      <MemoryRouter>
        <ToursGrid tours={described} emptyText="No tours yet." />
      </MemoryRouter>,
    );
    const picture = screen.getByRole('img', { name: 'Poster of a food tour in Lisbon: plate 2' });
    expect(picture.getAttribute('srcset')).toContain('?w=480 480w');
    expect(picture).toHaveAttribute('sizes');
    expect(picture).toHaveAttribute('width');
    expect(picture).toHaveAttribute('height');
  });

  it('is a carousel of the same named list when featured, with its buttons named for tours', () => {
    render(
      <MemoryRouter>
        <ToursGrid tours={tours} emptyText="No tours yet." layout="carousel" />
      </MemoryRouter>,
    );
    const carousel = screen.getByRole('group', { name: 'Featured tours' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('list', { name: 'Tours' })).toBeVisible();
    expect(within(carousel).getAllByRole('listitem')).toHaveLength(6);
    expect(within(carousel).getByRole('button', { name: 'Previous tours' })).toBeVisible();
    expect(within(carousel).getByRole('button', { name: 'Next tours' })).toBeVisible();
  });

  it('says so when there is no tour', () => {
    render(
      <MemoryRouter>
        <ToursGrid tours={[]} emptyText="No tours yet." />
      </MemoryRouter>,
    );
    expect(screen.getByText('No tours yet.')).toBeInTheDocument();
  });

  it.each([
    [undefined, 3],
    [3, 3],
    [2, 2],
  ] as const)(
    'titles each tour with a heading one level below its section (asked %s: level %i)',
    (asked, level) => {
      render(
        <MemoryRouter>
          <ToursGrid tours={tours.slice(0, 2)} emptyText="No tours yet." headingLevel={asked} />
        </MemoryRouter>,
      );
      expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual(
        [
          [`H${level}`, 'Tour 0'],
          [`H${level}`, 'Tour 1'],
        ],
      );
    },
  );
});
