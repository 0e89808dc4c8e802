/** Stars for the eye, a sentence for screen readers. */
export function Rating({ rating, count }: { rating: number; count?: number }) {
  const rounded = Math.round(rating * 10) / 10;
  return (
    <span className="rating">
      <span aria-hidden="true">
        ★ {rounded.toFixed(1)}
        {count !== undefined ? ` (${count})` : ''}
      </span>
      <span className="visually-hidden">
        Rated {rounded.toFixed(1)} out of 5
        {count !== undefined ? ` from ${count} ${count === 1 ? 'review' : 'reviews'}` : ''}
      </span>
    </span>
  );
}
