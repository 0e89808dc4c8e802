import { PageSpinner } from '@gaido/shared';
import { useTours } from '../api/getTours';
import { LoadError, ToursGrid } from './ToursGrid';

/** Exposed for the host's home page: the best-rated tours. */
export default function FeaturedTours() {
  const tours = useTours({ limit: 6, sort: 'rating' });
  if (tours.isPending) return <PageSpinner label="Loading tours…" />;
  if (tours.isError) return <LoadError onRetry={() => void tours.refetch()} />;
  return <ToursGrid tours={tours.data.data} emptyText="No tours yet." />;
}
