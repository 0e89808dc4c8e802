import type { PagePrefetch } from '@gaido/shared';
import { LoadingState } from '@gaido/ui/states';
import { prefetchTours, type TourFilters, useTours } from '../api/getTours';
import { LoadError, ToursGrid } from './ToursGrid';
import { isWideScreen } from './wideScreen';

const FEATURED: TourFilters = { limit: 6, sort: 'rating' };

/** The host calls this as soon as this module has loaded on the home page. */
export const prefetch: PagePrefetch = ({ queryClient }) => prefetchTours(queryClient, FEATURED);

/** Exposed for the host's home page: the best-rated tours. */
export default function FeaturedTours() {
  const tours = useTours(FEATURED);
  if (tours.isPending) return <LoadingState label="Loading tours…" />;
  if (tours.isError) return <LoadError onRetry={() => void tours.refetch()} />;
  // On a wide screen the first card's picture is the home page's largest paint (larger than the city
  // cards above it), so it is fetched first; on a phone the row is below the first screen.
  return (
    <ToursGrid
      tours={tours.data.data}
      emptyText="No tours yet."
      layout="carousel"
      firstRowPriority={isWideScreen()}
    />
  );
}
