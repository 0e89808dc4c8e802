import type { Gem } from '@gaido/shared/gems';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useCityLand } from '../../map';
import { DRAWING_HEIGHT, DRAWING_WIDTH, landPath, METRES_PER_UNIT } from './landDrawing';

/** The gems map's water and land colours. */
const DRAWING_COLORS = { water: '#cfe3ef', land: '#f4f1ea' } as const;

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
 * Where the gem is: its street, neighbourhood and city, and a small drawing of only what is real: the
 * land and water around it (the maps' OpenStreetMap-derived land), its pin, its neighbourhood's name and
 * a scale. No streets: the app has none to draw (the links open a full street map).
 */
export function GemLocation({ gem }: { gem: Gem }) {
  const headingId = useId();
  const cityName = gem.city?.name ?? null;
  const { street, neighbourhood } = splitAddress(gem.address, cityName);
  const hasPoint = typeof gem.latitude === 'number' && typeof gem.longitude === 'number';
  const land = useCityLand(hasPoint ? (gem.city?.slug ?? null) : null).data ?? null;
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
            viewBox={`0 0 ${DRAWING_WIDTH} ${DRAWING_HEIGHT}`}
            width={DRAWING_WIDTH}
            height={DRAWING_HEIGHT}
            role="img"
            aria-label={`Map: ${gem.name}${where ? `, ${where}` : ''}, at ${formatCoordinate(gem.latitude as number, 'N', 'S')}, ${formatCoordinate(gem.longitude as number, 'E', 'W')}`}
          >
            {/* Until the land is known the ground is plain: nothing is drawn that is not real. */}
            <rect
              width={DRAWING_WIDTH}
              height={DRAWING_HEIGHT}
              fill={land ? DRAWING_COLORS.water : DRAWING_COLORS.land}
            />
            {land && (
              <path
                data-testid="gem-location-land"
                d={landPath(land, gem.longitude as number, gem.latitude as number)}
                fill={DRAWING_COLORS.land}
                fillRule="evenodd"
              />
            )}
            <g transform={`translate(${DRAWING_WIDTH / 2} ${DRAWING_HEIGHT / 2 + 4})`}>
              <circle r="24" fill="#0b6e63" opacity="0.15" />
              <path
                d="M0 -28 C-13 -28 -19 -18 -19 -11 C-19 2 0 15 0 15 C0 15 19 2 19 -11 C19 -18 13 -28 0 -28 Z"
                fill="#0b6e63"
              />
              <circle cy="-12" r="6" fill="#ffffff" />
            </g>
            <g
              fontFamily="system-ui, sans-serif"
              fill="#1d232b"
              stroke="#ffffff"
              strokeWidth="3"
              paintOrder="stroke"
            >
              {neighbourhood && (
                <text x="10" y="20" fontSize="13" fontWeight="600">
                  {neighbourhood}
                </text>
              )}
              <text x="10" y="162" fontSize="10">
                500 m
              </text>
              {land && (
                <text x={DRAWING_WIDTH - 6} y={DRAWING_HEIGHT - 6} fontSize="8" textAnchor="end">
                  {land.attribution}
                </text>
              )}
            </g>
            <path d={`M10 170 h${500 / METRES_PER_UNIT}`} stroke="#1d232b" strokeWidth="2" />
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
