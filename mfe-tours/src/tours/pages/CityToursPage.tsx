import { useDocumentTitle } from '@gaido/shared';
import { LoadingState } from '@gaido/ui/states';
import { Link, useParams } from 'react-router-dom';
import { useCity } from '../api/getCity';
import { FilteredTours } from './ToursPage';
import '../tours.css';

/** /tours/{citySlug} and /tours/city/{cityId}: one city's tours, same filters as /tours. */
export default function CityToursPage() {
  const { citySlug, cityId } = useParams();
  const city = useCity(citySlug ?? cityId);
  useDocumentTitle(city.data ? `Tours in ${city.data.name}` : city.isError ? 'City not found' : 'Tours');
  if (city.isPending) return <LoadingState label="Loading tours…" />;
  if (city.isError) {
    return (
      <section className="state-box" role="alert">
        <h1>City not found</h1>
        <p>We have no tours for this city. It may be spelled differently.</p>
        <Link to="/tours">Browse all tours</Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="city-tours-title">
      <p className="breadcrumbs">
        <Link to="/tours">All tours</Link>
      </p>
      <h1 id="city-tours-title">Tours in {city.data.name}</h1>
      {city.data.description && <p className="lead city-intro">{city.data.description}</p>}
      <FilteredTours city={{ cityId: city.data.id }} emptyText="No tours in this city match these filters." />
    </section>
  );
}
