import { DRAWING_HEIGHT, DRAWING_WIDTH, type LandCoordinates, landPath, METRES_PER_UNIT } from './landPath';
import './locationDrawing.css';

/** The land around a city, as GET /cities/{idOrSlug}/land answers it. */
export interface CityLandShape {
  land: { coordinates: LandCoordinates };
  attribution: string;
}

export interface LocationDrawingProps {
  latitude: number;
  longitude: number;
  /** The city's land; until it is known (or when it cannot be) the ground is plain. */
  land?: CityLandShape | null | undefined;
  /** What the drawing shows, for screen readers: "Map: <place>, at <coordinates>" is added around it. */
  place: string;
  /** The neighbourhood's name, written in the corner. */
  area?: string | null | undefined;
}

/** The maps' water and land colours. */
const WATER = '#cfe3ef';
const LAND = '#f4f1ea';
const INK = '#1d232b';

function formatCoordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(5)}° ${value >= 0 ? positive : negative}`;
}

/**
 * A small static drawing of where a place is, with only what is real: the land and water around it
 * (the maps' OpenStreetMap-derived land), its pin, its neighbourhood's name, a north arrow and a scale.
 * No streets: the app has none to draw, and invented ones would read as a real map. No map library and
 * no tile server: the drawing is an SVG.
 */
export function LocationDrawing({ latitude, longitude, land, place, area }: LocationDrawingProps) {
  return (
    <svg
      className="location-drawing"
      viewBox={`0 0 ${DRAWING_WIDTH} ${DRAWING_HEIGHT}`}
      width={DRAWING_WIDTH}
      height={DRAWING_HEIGHT}
      role="img"
      aria-label={`Map: ${place}, at ${formatCoordinate(latitude, 'N', 'S')}, ${formatCoordinate(longitude, 'E', 'W')}`}
    >
      <rect width={DRAWING_WIDTH} height={DRAWING_HEIGHT} fill={land ? WATER : LAND} />
      {land && (
        <path
          data-testid="location-land"
          d={landPath(land.land.coordinates, longitude, latitude)}
          fill={LAND}
          fillRule="evenodd"
        />
      )}
      <g transform={`translate(${DRAWING_WIDTH / 2} ${DRAWING_HEIGHT / 2 + 4})`}>
        <circle r="24" fill="#0b6e63" opacity="0.15" />
        <path
          d="M0 -28 C-13 -28 -19 -18 -19 -11 C-19 2 0 15 0 15 C0 15 19 2 19 -11 C19 -18 13 -28 0 -28 Z"
          fill="#0b6e63"
        />
        <circle cy="-12" r="6" fill="#fff" />
      </g>
      <g fontFamily="system-ui, sans-serif" fill={INK} stroke="#fff" strokeWidth="3" paintOrder="stroke">
        {area && (
          <text x="10" y="20" fontSize="13" fontWeight="600">
            {area}
          </text>
        )}
        <text x={DRAWING_WIDTH - 18} y="46" fontSize="12" textAnchor="middle">
          N
        </text>
        <text x="10" y="162" fontSize="10">
          500 m
        </text>
        {land && (
          <text x={DRAWING_WIDTH - 6} y={DRAWING_HEIGHT - 6} fontSize="8" textAnchor="end">
            {land.attribution}
          </text>
        )}
      </g>
      <path d={`M${DRAWING_WIDTH - 18} 14 l6 18 l-6 -4 l-6 4 Z`} fill={INK} />
      <path d={`M10 170 h${500 / METRES_PER_UNIT}`} stroke={INK} strokeWidth="2" />
    </svg>
  );
}
