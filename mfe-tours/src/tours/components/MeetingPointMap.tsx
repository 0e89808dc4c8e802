import { useCityLand } from '@gaido/shared/cities';
import type { MeetingPoint } from '@gaido/shared/tours';
import { LocationDrawing } from '@gaido/ui/location-drawing';

function formatCoordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(5)}° ${value >= 0 ? positive : negative}`;
}

/**
 * The meeting point: the design system's drawing of only what is real around it (the city's land and
 * water, the pin), its name and coordinates in words, and a link to open a full map.
 */
export function MeetingPointMap({
  meetingPoint,
  citySlug,
}: {
  meetingPoint: MeetingPoint;
  citySlug?: string | null | undefined;
}) {
  const land = useCityLand(citySlug).data ?? null;
  const latitude = formatCoordinate(meetingPoint.latitude, 'N', 'S');
  const longitude = formatCoordinate(meetingPoint.longitude, 'E', 'W');
  const osm = `https://www.openstreetmap.org/?mlat=${meetingPoint.latitude}&mlon=${meetingPoint.longitude}#map=17/${meetingPoint.latitude}/${meetingPoint.longitude}`;
  return (
    <figure className="meeting-map">
      <LocationDrawing
        latitude={meetingPoint.latitude}
        longitude={meetingPoint.longitude}
        land={land}
        place={`meeting point at ${meetingPoint.name}`}
      />
      <figcaption>
        <strong>{meetingPoint.name}</strong>
        <br />
        <span className="muted small">
          {latitude}, {longitude}
        </span>
        <br />
        <a href={osm} target="_blank" rel="noopener noreferrer">
          Open in OpenStreetMap (new tab)
        </a>
      </figcaption>
    </figure>
  );
}
