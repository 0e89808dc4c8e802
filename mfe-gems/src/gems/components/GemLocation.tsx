import type { Gem } from '@gaido/shared/gems';
import { useId } from 'react';
import { Link } from 'react-router-dom';

/** "Rua da Rosa 12, Bairro Alto, Lisbon" -> street "Rua da Rosa 12", neighbourhood "Bairro Alto". */
export function splitAddress(
  address: string | null | undefined,
  cityName: string | null | undefined,
): { street: string | null; neighbourhood: string | null } {
  const parts = (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { street: null, neighbourhood: null };
  if (cityName && parts.at(-1)?.toLowerCase() === cityName.toLowerCase()) parts.pop();
  const [street, ...rest] = parts;
  return { street: street ?? null, neighbourhood: rest.length > 0 ? rest.join(', ') : null };
}

function formatCoordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(5)}° ${value >= 0 ? positive : negative}`;
}

/** OpenStreetMap links: the place, and directions to it (the traveller's start is picked there). */
export function osmLinks(latitude: number, longitude: number) {
  return {
    map: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
    directions: `https://www.openstreetmap.org/directions?to=${latitude}%2C${longitude}`,
  };
}

/**
 * Where the gem is: its street, neighbourhood and city, a small drawing with its pin (no tile
 * server: the app runs offline; the links open a full street map), and who recommends it.
 */
export function GemLocation({ gem }: { gem: Gem }) {
  const headingId = useId();
  const cityName = gem.city?.name ?? null;
  const { street, neighbourhood } = splitAddress(gem.address, cityName);
  const hasPoint = typeof gem.latitude === 'number' && typeof gem.longitude === 'number';
  if (!street && !cityName && !hasPoint) return null;
  const links = hasPoint ? osmLinks(gem.latitude as number, gem.longitude as number) : null;
  const where = [street, neighbourhood, cityName].filter(Boolean).join(', ');
  return (
    <section aria-labelledby={headingId} className="gem-location">
      <h2 id={headingId}>Where it is</h2>
      <div className="gem-location-body">
        {hasPoint && (
          <svg
            className="gem-location-map"
            viewBox="0 0 320 180"
            width="320"
            height="180"
            role="img"
            aria-label={`Map: ${gem.name}${where ? `, ${where}` : ''}, at ${formatCoordinate(gem.latitude as number, 'N', 'S')}, ${formatCoordinate(gem.longitude as number, 'E', 'W')}`}
          >
            <rect width="320" height="180" fill="#eef4f1" />
            <g stroke="#d3e2da" strokeWidth="12" strokeLinecap="round">
              <path d="M-10 52 L330 70" />
              <path d="M-10 132 L330 118" />
              <path d="M70 -10 L96 190" />
              <path d="M244 -10 L226 190" />
            </g>
            <g stroke="#ffffff" strokeWidth="2" fill="none">
              <path d="M-10 52 L330 70" />
              <path d="M-10 132 L330 118" />
              <path d="M70 -10 L96 190" />
              <path d="M244 -10 L226 190" />
            </g>
            <g transform="translate(160 94)">
              <circle r="24" fill="#0b6e63" opacity="0.15" />
              <path
                d="M0 -28 C-13 -28 -19 -18 -19 -11 C-19 2 0 15 0 15 C0 15 19 2 19 -11 C19 -18 13 -28 0 -28 Z"
                fill="#0b6e63"
              />
              <circle cy="-12" r="6" fill="#ffffff" />
            </g>
          </svg>
        )}
        <div>
          <dl className="gem-location-facts">
            {street && (
              <>
                <dt>Address</dt>
                <dd>{street}</dd>
              </>
            )}
            {neighbourhood && (
              <>
                <dt>Neighbourhood</dt>
                <dd>{neighbourhood}</dd>
              </>
            )}
            {cityName && (
              <>
                <dt>City</dt>
                <dd>{gem.city?.slug ? <Link to={`/tours/${gem.city.slug}`}>{cityName}</Link> : cityName}</dd>
              </>
            )}
          </dl>
          {links && (
            <p className="gem-location-links">
              <a className="button" href={links.directions} target="_blank" rel="noopener noreferrer">
                Directions<span className="visually-hidden"> (opens OpenStreetMap in a new tab)</span>
              </a>
              <a href={links.map} target="_blank" rel="noopener noreferrer">
                Open in OpenStreetMap<span className="visually-hidden"> (new tab)</span>
              </a>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
