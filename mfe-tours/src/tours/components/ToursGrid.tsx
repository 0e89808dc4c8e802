import type { Tour } from '@gaido/shared/tours';
import { TourCard } from './TourCard';

export function ToursGrid({ tours, emptyText }: { tours: Tour[]; emptyText: string }) {
  if (tours.length === 0) return <p className="state-box">{emptyText}</p>;
  return (
    <ul className="grid" aria-label="Tours" style={{ listStyle: 'none', padding: 0 }}>
      {tours.map((tour) => (
        <li key={tour.id}>
          <TourCard tour={tour} />
        </li>
      ))}
    </ul>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="state-box" role="alert">
      <p>Tours could not be loaded. Check your connection and try again.</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="pager">
      <button type="button" className="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </button>
      <span aria-current="page">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className="button"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
