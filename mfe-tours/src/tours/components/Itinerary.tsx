import type { ItineraryStop } from '@gaido/shared/tours';
import { formatDuration } from '../formatPrice';

export function Itinerary({ stops }: { stops: ItineraryStop[] }) {
  if (stops.length === 0) return null;
  return (
    <section aria-labelledby="itinerary-title">
      <h2 id="itinerary-title">Itinerary</h2>
      <ol className="itinerary">
        {stops.map((stop) => (
          <li key={stop.title}>
            <h3>{stop.title}</h3>
            <p>
              {stop.description} <span className="muted small">({formatDuration(stop.durationMinutes)})</span>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
