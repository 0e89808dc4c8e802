import { PageSpinner } from '@gaido/shared';
import { useParams } from 'react-router-dom';
import { useTours } from '../api/getTours';
import { LoadError, ToursGrid } from '../components/ToursGrid';

export default function CityToursPage() {
  const { citySlug, cityId } = useParams();
  const tours = useTours({ citySlug, cityId, limit: 60 });
  const cityName = tours.data?.data[0]?.cityName;
  return (
    <section aria-labelledby="city-tours-title">
      <h1 id="city-tours-title">{cityName ? `Tours in ${cityName}` : 'City tours'}</h1>
      {tours.isPending ? (
        <PageSpinner label="Loading tours…" />
      ) : tours.isError ? (
        <LoadError onRetry={() => void tours.refetch()} />
      ) : (
        <ToursGrid tours={tours.data.data} emptyText="No tours in this city yet." />
      )}
    </section>
  );
}
