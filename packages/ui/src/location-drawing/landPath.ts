// The drawing shows only what is real: the land and water around the point, from the OpenStreetMap-derived
// land the maps draw (GET /cities/{idOrSlug}/land), and the point itself. No streets: there are none to draw.

export const DRAWING_WIDTH = 320;
export const DRAWING_HEIGHT = 180;
/** 8 m a unit: the drawing covers about 2.6 km by 1.4 km around the point. */
export const METRES_PER_UNIT = 8;

const METRES_PER_DEGREE_LATITUDE = 110_574;
const METRES_PER_DEGREE_LONGITUDE_AT_EQUATOR = 111_320;

/** MultiPolygon coordinates: polygons of rings of [longitude, latitude]. */
export type LandCoordinates = readonly (readonly (readonly (readonly number[])[])[])[];

/** Projects [longitude, latitude] onto the drawing, the point at its centre (equirectangular: ~2 km wide). */
export function projector(longitude: number, latitude: number) {
  const cosLatitude = Math.cos((latitude * Math.PI) / 180);
  return ([lon, lat]: readonly number[]): [number, number] => [
    DRAWING_WIDTH / 2 +
      ((lon ?? 0) - longitude) * cosLatitude * (METRES_PER_DEGREE_LONGITUDE_AT_EQUATOR / METRES_PER_UNIT),
    DRAWING_HEIGHT / 2 - ((lat ?? 0) - latitude) * (METRES_PER_DEGREE_LATITUDE / METRES_PER_UNIT),
  ];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The land near the point as one SVG path (even-odd: a hole is water), for a drawing whose ground is
 * water: rings wholly out of view are left out.
 */
export function landPath(land: LandCoordinates, longitude: number, latitude: number): string {
  const project = projector(longitude, latitude);
  const margin = 40;
  const parts: string[] = [];
  for (const polygon of land) {
    for (const ring of polygon) {
      const points = ring.map(project);
      const xs = points.map(([x]) => x);
      const ys = points.map(([, y]) => y);
      if (
        Math.max(...xs) < -margin ||
        Math.min(...xs) > DRAWING_WIDTH + margin ||
        Math.max(...ys) < -margin ||
        Math.min(...ys) > DRAWING_HEIGHT + margin
      )
        continue;
      parts.push(`M${points.map(([x, y]) => `${round1(x)} ${round1(y)}`).join('L')}Z`);
    }
  }
  return parts.join('');
}
