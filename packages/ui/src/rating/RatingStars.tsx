import type { CSSProperties } from 'react';
import './rating.css';

export interface RatingStarsProps {
  /** The average, from 0 to 5. */
  rating: number;
  /** How many reviews the average is of; left out where the count is not the point (one review). */
  count?: number | undefined;
  /** compact: one star, the number and the count (a card, a row); full (the default): five stars filled to the rating. */
  look?: 'full' | 'compact' | undefined;
}

/** "4.6 out of 5, 128 reviews": what a screen reader reads for the stars. */
export function ratingLabel(rating: number, count?: number): string {
  const label = `${roundRating(rating)} out of 5`;
  if (count === undefined) return label;
  return `${label}, ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

function roundRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1);
}

/**
 * A rating for the eye (stars filled to the tenth, the number, the count) that a screen reader reads as
 * one image with its sentence, "4.6 out of 5, 128 reviews", rather than glyph by glyph.
 */
export function RatingStars({ rating, count, look = 'full' }: RatingStarsProps) {
  const filled = `${(Math.min(Math.max(rating, 0), 5) / 5) * 100}%`;
  return (
    <span className={`rating rating-${look}`} role="img" aria-label={ratingLabel(rating, count)}>
      {look === 'full' ? (
        <span className="rating-stars" style={{ '--rating-filled': filled } as CSSProperties}>
          ★★★★★
        </span>
      ) : (
        <span className="rating-star">★</span>
      )}
      <span className="rating-value">{roundRating(rating)}</span>
      {count !== undefined && <span className="rating-count">({count})</span>}
    </span>
  );
}
