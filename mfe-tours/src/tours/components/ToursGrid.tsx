import type { Tour } from '@gaido/shared';
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
