import { resolveAssetUrl } from '@gaido/shared';
import type { Tour } from '@gaido/shared/tours';
import { Card } from '@gaido/ui/card';
import { OrderedPicture } from '@gaido/ui/picture-order';
import { RatingStars } from '@gaido/ui/rating-stars';
import { Link } from 'react-router-dom';
import { formatDuration, formatPrice, tourPath } from '../formatPrice';

export type TourHeadingLevel = 2 | 3;

/**
 * `aboveTheFold`: the card is in the first row a page shows, so its image is loaded at once and the
 * first one with high priority (it is the home page's and the tour list's largest paint); the others
 * wait until the first row's have been painted, in a `PictureOrder` (the tours grid), then until
 * they are scrolled near. `headingLevel`: the tour's title is one level below the heading
 * the cards sit under (2 under a page's h1, 3 under a section's h2), so heading navigation skips none.
 */
export function TourCard({
  tour,
  aboveTheFold = 'no',
  headingLevel = 3,
  rowOnPhone = false,
}: {
  tour: Tour;
  aboveTheFold?: 'first' | 'yes' | 'no';
  headingLevel?: TourHeadingLevel;
  /** In a list: a compact row on a phone (the photo beside the title, place, price, duration, rating). */
  rowOnPhone?: boolean;
}) {
  return (
    <Card
      headingLevel={headingLevel}
      rowOnPhone={rowOnPhone}
      picture={
        <OrderedPicture
          src={resolveAssetUrl(tour.images[0])}
          alt={tour.imageAlts?.[0] ?? ''}
          loading={aboveTheFold === 'no' ? 'after-eager' : aboveTheFold === 'first' ? 'first' : 'eager'}
          width={400}
          height={300}
          // A phone's row shows the picture 104 px wide; a carousel's card most of the screen.
          sizes={rowOnPhone ? '(max-width: 767px) 104px, 400px' : '(max-width: 767px) 72vw, 400px'}
        />
      }
      title={<Link to={tourPath(tour)}>{tour.title}</Link>}
      meta={`${tour.city.name}${tour.categoryName ? ` · ${tour.categoryName}` : ''}`}
      summary={tour.summary}
    >
      <p>
        <strong>{formatPrice(tour.priceAmount, tour.currency)}</strong> per person ·{' '}
        {formatDuration(tour.durationMinutes)} ·{' '}
        <RatingStars rating={tour.rating} count={tour.reviewCount} look="compact" />
      </p>
    </Card>
  );
}
