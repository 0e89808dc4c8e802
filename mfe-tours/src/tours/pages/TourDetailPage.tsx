import { PageSpinner, resolveAssetUrl } from '@gaido/shared';
import { Link, useParams } from 'react-router-dom';
import { type TourRef, useTour } from '../api/getTour';
import { formatDuration, formatPrice } from '../formatPrice';

function useTourRef(): TourRef | null {
  const { cityId, tourId, citySlug, tourSlug } = useParams();
  if (cityId && tourId) return { tourId };
  if (citySlug && tourSlug) return { citySlug, tourSlug };
  return null;
}

export default function TourDetailPage() {
  const ref = useTourRef();
  const tour = useTour(ref ?? { tourId: '' });
  if (!ref) return <p className="state-box">This tour link is incomplete.</p>;
  if (tour.isPending) return <PageSpinner label="Loading tour…" />;
  if (tour.isError) {
    return (
      <div className="state-box" role="alert">
        <p>This tour could not be loaded. It may no longer be offered.</p>
        <Link to="/tours">Browse all tours</Link>
      </div>
    );
  }
  const data = tour.data;
  return (
    <article aria-labelledby="tour-title" className="tour-detail">
      <h1 id="tour-title">{data.title}</h1>
      <p className="muted">{data.summary}</p>
      <div className="grid">
        {data.images.map((image, index) => (
          <img
            key={image}
            src={resolveAssetUrl(image)}
            alt={`${data.title}, view ${index + 1}`}
            width={400}
            height={300}
          />
        ))}
      </div>
      <p>
        <strong>{formatPrice(data.priceMinor, data.currency)}</strong> per person ·{' '}
        {formatDuration(data.durationMinutes)}
      </p>
      {typeof data.description === 'string' && <p>{data.description}</p>}
    </article>
  );
}
