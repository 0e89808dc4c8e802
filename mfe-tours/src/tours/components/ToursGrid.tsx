import type { Tour } from '@gaido/shared/tours';
import { Button } from '@gaido/ui/button';
import { Carousel } from '@gaido/ui/carousel';
import { PictureOrder } from '@gaido/ui/picture-order';
import { EmptyState, ErrorState } from '@gaido/ui/states';
import { TourCard, type TourHeadingLevel } from './TourCard';

/** Cards in the grid's first row on a desktop (three columns): shown without scrolling. */
export const ABOVE_THE_FOLD_CARDS = 3;

/**
 * `headingLevel`: 2 where the grid is a page's content (under its h1), 3 under a section's h2.
 * `layout`: on a phone a list shows compact rows, a carousel one row that scrolls sideways (a few
 * featured tours); on wider screens both are a grid of cards. The first row's pictures are
 * fetched at once, and with `firstRowPriority` the first with high priority: off where the grid sits
 * below the page's largest paint (the home page's featured tours on a phone, below the first screen).
 * The other cards' pictures wait until the first row's have been painted (`PictureOrder`), or until
 * they are scrolled into view.
 */
export function ToursGrid({
  tours,
  emptyText,
  headingLevel = 3,
  layout = 'list',
  firstRowPriority = true,
}: {
  tours: Tour[];
  emptyText: string;
  headingLevel?: TourHeadingLevel;
  layout?: 'list' | 'carousel';
  firstRowPriority?: boolean;
}) {
  if (tours.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  const items = tours.map((tour, index) => (
    <li key={tour.id}>
      <TourCard
        tour={tour}
        aboveTheFold={
          index >= ABOVE_THE_FOLD_CARDS ? 'no' : index === 0 && firstRowPriority ? 'first' : 'yes'
        }
        headingLevel={headingLevel}
        rowOnPhone={layout === 'list'}
      />
    </li>
  ));
  if (layout === 'carousel') {
    return (
      <PictureOrder>
        <Carousel
          label="Featured tours"
          listLabel="Tours"
          previousLabel="Previous tours"
          nextLabel="Next tours"
          wide="grid"
          listClassName="grid grid-thirds"
        >
          {items}
        </Carousel>
      </PictureOrder>
    );
  }
  return (
    <PictureOrder>
      <ul className="grid tour-rows" aria-label="Tours" style={{ listStyle: 'none', padding: 0 }}>
        {items}
      </ul>
    </PictureOrder>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorState onRetry={onRetry}>Tours could not be loaded. Check your connection and try again.</ErrorState>
  );
}

export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="pager">
      <Button disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <span aria-current="page">
        Page {page} of {totalPages}
      </span>
      <Button disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
