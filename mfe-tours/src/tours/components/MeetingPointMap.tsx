import type { MeetingPoint } from '@gaido/shared/tours';

function formatCoordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(5)}° ${value >= 0 ? positive : negative}`;
}

/**
 * The meeting point as a small static drawing: no map library, no tile server (the app runs
 * offline). Only what is real: a marker, a north arrow, the coordinates in words, and a link to open
 * a full map. No streets: the app has none to draw, and invented ones would read as a real map.
 */
export function MeetingPointMap({ meetingPoint }: { meetingPoint: MeetingPoint }) {
  const latitude = formatCoordinate(meetingPoint.latitude, 'N', 'S');
  const longitude = formatCoordinate(meetingPoint.longitude, 'E', 'W');
  const osm = `https://www.openstreetmap.org/?mlat=${meetingPoint.latitude}&mlon=${meetingPoint.longitude}#map=17/${meetingPoint.latitude}/${meetingPoint.longitude}`;
  return (
    <figure className="meeting-map">
      <svg
        viewBox="0 0 320 180"
        width="320"
        height="180"
        role="img"
        aria-label={`Map: meeting point at ${meetingPoint.name}, ${latitude}, ${longitude}`}
      >
        <rect data-testid="meeting-map-ground" width="320" height="180" fill="#f4f1ea" />
        <g transform="translate(160 90)">
          <circle r="22" fill="#0b6e63" opacity="0.15" />
          <path
            d="M0 -26 C-12 -26 -18 -17 -18 -10 C-18 2 0 14 0 14 C0 14 18 2 18 -10 C18 -17 12 -26 0 -26 Z"
            fill="#0b6e63"
          />
          <circle cy="-11" r="6" fill="#ffffff" />
        </g>
        <g transform="translate(292 28)" fontFamily="system-ui, sans-serif" fontSize="12" fill="#1d232b">
          <path d="M0 -14 L6 4 L0 0 L-6 4 Z" fill="#1d232b" />
          <text y="18" textAnchor="middle">
            N
          </text>
        </g>
      </svg>
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
