import { resolveAssetUrl } from '@gaido/shared';
import type { Tour } from '@gaido/shared/tours';
import { Picture } from '@gaido/ui/picture';
import { RatingStars } from '@gaido/ui/rating-stars';
import { Link } from 'react-router-dom';
import { formatDuration, formatPrice, tourPath } from '../formatPrice';

export type TourHeadingLevel = 2 | 3;

/**
 * `aboveTheFold`: the card is in the first row a page shows, so its image is loaded at once and the
 * first one with high priority (it is the home page's and the tour list's largest paint); the others
 * wait until they are scrolled near. `headingLevel`: the tour's title is one level below the heading
 * the cards sit under (2 under a page's h1, 3 under a section's h2), so heading navigation skips none.
 */
export function TourCard({
  tour,
  aboveTheFold = 'no',
  headingLevel = 3,
}: {
  tour: Tour;
  aboveTheFold?: 'first' | 'yes' | 'no';
  headingLevel?: TourHeadingLevel;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card tour-card">
      <Picture
        src={resolveAssetUrl(tour.images[0])}
        alt={tour.imageAlts?.[0] ?? ''}
        loading={aboveTheFold === 'no' ? 'lazy' : aboveTheFold === 'first' ? 'first' : 'eager'}
        width={400}
        height={300}
        sizes="(max-width: 767px) 60vw, 400px"
      />
      <div className="card-body">
        <Title>
          <Link to={tourPath(tour)}>{tour.title}</Link>
        </Title>
        <p className="muted small">
          {tour.cityName}
          {tour.categoryName ? ` · ${tour.categoryName}` : ''}
        </p>
        <p className="muted card-summary">{tour.summary}</p>
        <p>
          <strong>{formatPrice(tour.priceAmount, tour.currency)}</strong> per person ·{' '}
          {formatDuration(tour.durationMinutes)} ·{' '}
          <RatingStars rating={tour.rating} count={tour.reviewCount} look="compact" />
        </p>
      </div>
    </article>
  );
}
