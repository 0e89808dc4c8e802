import { resolveAssetUrl, type Tour } from '@gaido/shared';
import { Link } from 'react-router-dom';
import { formatDuration, formatPrice } from '../formatPrice';

export function TourCard({ tour }: { tour: Tour }) {
  return (
    <article className="card">
      <img src={resolveAssetUrl(tour.images[0])} alt="" loading="lazy" width={400} height={300} />
      <div className="card-body">
        <h3>
          <Link to={`/tours/${tour.citySlug}/${tour.slug}`}>{tour.title}</Link>
        </h3>
        <p className="muted">{tour.summary}</p>
        <p>
          <strong>{formatPrice(tour.priceMinor, tour.currency)}</strong> ·{' '}
          {formatDuration(tour.durationMinutes)} ·{' '}
          <span aria-hidden="true">
            ★ {tour.rating.toFixed(1)} ({tour.reviewCount})
          </span>
          <span className="visually-hidden">
            Rated {tour.rating.toFixed(1)} out of 5 from {tour.reviewCount} reviews
          </span>
        </p>
      </div>
    </article>
  );
}
