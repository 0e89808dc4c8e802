// Pure geometry helpers of the offline basemap (see build-basemap.mjs), kept apart so they are tested.

/**
 * Natural Earth rings that cross the antimeridian jump from +180 to -180 between two vertices.
 * Drawn as they are, that jump becomes a horizontal streak across the whole map. Unwrapping makes
 * every step shorter than 180 degrees (a vertex may then sit at 181 or -183), which MapLibre's
 * GeoJSON tiler (geojson-vt) draws on the neighbouring world copy, with no streak.
 * @param {number[][]} ring [lon, lat] positions
 * @returns {number[][]}
 */
export function unwrapRing(ring) {
  if (ring.length === 0) return ring;
  const out = [[ring[0][0], ring[0][1]]];
  let offset = 0;
  for (let i = 1; i < ring.length; i++) {
    const previous = ring[i - 1][0];
    const current = ring[i][0];
    const delta = current - previous;
    if (delta > 180) offset -= 360;
    else if (delta < -180) offset += 360;
    out.push([current + offset, ring[i][1]]);
  }
  // Keep the ring's middle on the main world copy (Russia ends up spanning about 27 to 190 degrees).
  let min = Infinity;
  let max = -Infinity;
  for (const [lon] of out) {
    min = Math.min(min, lon);
    max = Math.max(max, lon);
  }
  const middle = (min + max) / 2;
  const shift = middle < -180 ? 360 : middle > 180 ? -360 : 0;
  return shift === 0 ? out : out.map(([lon, lat]) => [lon + shift, lat]);
}

/** True when a ring steps across the antimeridian somewhere (a jump longer than 180 degrees). */
export function crossesAntimeridian(ring) {
  for (let i = 1; i < ring.length; i++) {
    if (Math.abs(ring[i][0] - ring[i - 1][0]) > 180) return true;
  }
  return false;
}

/**
 * A ring that spans the whole globe (Antarctica) cannot be unwrapped into a closed shape: after
 * unwrapping it ends 360 degrees from where it started. It is closed along the map's bottom edge
 * instead, which web mercator never shows.
 */
function closeAroundPole(ring) {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (Math.abs(last[0] - first[0]) < 180) return ring;
  const lat = first[1] < 0 ? -90 : 90;
  return [...ring, [last[0], lat], [first[0], lat], first];
}

/** Rounds a coordinate to about 11 m (4 decimals): the data is 1:50m, more digits only weigh. */
export function roundPosition([lon, lat]) {
  return [Math.round(lon * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4];
}

/** Web mercator stops at about 85.05 degrees: a ring entirely beyond it is never seen. */
export const MERCATOR_MAX_LATITUDE = 85.0511;

/**
 * Natural Earth's spherical Antarctica carries a degenerate ring along latitude -89.999 (the cut
 * around the pole). In a flat projection it is no shape at all, and unwrapped it spirals around the
 * globe, so rings that web mercator cannot show are dropped.
 */
export function isBeyondMercator(ring) {
  return ring.every(([, lat]) => Math.abs(lat) > MERCATOR_MAX_LATITUDE);
}

/** Polygon or MultiPolygon geometry with its rings unwrapped and rounded. */
export function fixPolygonGeometry(geometry) {
  const fixRing = (ring) => {
    const unwrapped = crossesAntimeridian(ring) ? closeAroundPole(unwrapRing(ring)) : ring;
    return unwrapped.map(roundPosition);
  };
  const fixPolygon = (polygon) => polygon.filter((ring) => !isBeyondMercator(ring)).map(fixRing);
  if (geometry.type === 'Polygon') return { type: 'Polygon', coordinates: fixPolygon(geometry.coordinates) };
  if (geometry.type === 'MultiPolygon')
    return {
      type: 'MultiPolygon',
      coordinates: geometry.coordinates.map(fixPolygon).filter((polygon) => polygon.length > 0),
    };
  return geometry;
}

/** Lines (borders) are split where they jump across the antimeridian rather than unwrapped. */
export function splitLineAtAntimeridian(line) {
  const parts = [];
  let current = [];
  for (const position of line) {
    const previous = current[current.length - 1];
    if (previous && Math.abs(position[0] - previous[0]) > 180) {
      if (current.length > 1) parts.push(current);
      current = [];
    }
    current.push(roundPosition(position));
  }
  if (current.length > 1) parts.push(current);
  return parts;
}

/** Planar area of a ring in square degrees (shoelace); only used to pick a country's largest part. */
export function ringArea(ring) {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  }
  return Math.abs(sum / 2);
}

/**
 * Where a country's name goes: the largest part's bounding-box centre when it lies inside that part,
 * else the middle of the widest inside span on the part's middle latitude (always inside).
 */
export function labelPoint(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let best = polygons[0];
  for (const polygon of polygons) if (ringArea(polygon[0]) > ringArea(best[0])) best = polygon;
  const outer = best[0];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of outer) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const centre = [(minX + maxX) / 2, (minY + maxY) / 2];
  if (pointInRing(centre, outer)) return normalizeLongitude(roundPosition(centre));
  const y = centre[1];
  const crossings = [];
  for (let i = 0, j = outer.length - 1; i < outer.length; j = i++) {
    const [xi, yi] = outer[i];
    const [xj, yj] = outer[j];
    if (yi > y !== yj > y) crossings.push(xi + ((y - yi) / (yj - yi)) * (xj - xi));
  }
  crossings.sort((a, b) => a - b);
  let widest = [minX, maxX];
  let width = -1;
  for (let i = 0; i + 1 < crossings.length; i += 2) {
    if (crossings[i + 1] - crossings[i] > width) {
      width = crossings[i + 1] - crossings[i];
      widest = [crossings[i], crossings[i + 1]];
    }
  }
  return normalizeLongitude(roundPosition([(widest[0] + widest[1]) / 2, y]));
}

/** A point of an unwrapped ring may sit past 180 degrees: bring it back onto the main world copy. */
export function normalizeLongitude([lon, lat]) {
  return [((((lon + 180) % 360) + 360) % 360) - 180, lat];
}

export function pointInRing([x, y], ring) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
