// Where the seeded cities have land: OpenStreetMap-derived land polygons cut to a box around each city
// (scripts/clip-city-land.ts writes data/city-land.json). The seed puts every gem and meeting point on
// land with it, and the maps draw the coast and large water from it (GET /cities/{idOrSlug}/land).
import { readFileSync } from 'node:fs';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { SeedCity } from './data/cities';

export const LAND_FILE_NAME = 'city-land.json';
/** What the maps credit for the land (ODbL asks for it wherever the data is shown). */
export const LAND_ATTRIBUTION = '© OpenStreetMap contributors';

type Ring = [number, number][];
/** [west, south, east, north], degrees. */
export type Box = [number, number, number, number];

export interface CityLandFile {
  /** What the land was cut from, so a test can tell the file and its source apart. */
  source: { package: string; version: string; sha256: string; licence: string };
  /** Per city slug: the box the land was cut to, and the land in it (MultiPolygon coordinates). */
  cities: Record<string, { bbox: Box; land: Ring[][] }>;
}

/** How far around its centre a city's land is kept: more than a desktop map shows at city zoom. */
const HALF_WIDTH_DEGREES = 0.5;
const HALF_HEIGHT_DEGREES = 0.3;

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

export function cityLandBox(city: Pick<SeedCity, 'latitude' | 'longitude'>): Box {
  return [
    round4(city.longitude - HALF_WIDTH_DEGREES),
    round4(city.latitude - HALF_HEIGHT_DEGREES),
    round4(city.longitude + HALF_WIDTH_DEGREES),
    round4(city.latitude + HALF_HEIGHT_DEGREES),
  ];
}

let cached: CityLandFile | null = null;

export function readCityLand(): CityLandFile {
  cached ??= JSON.parse(
    readFileSync(new URL(`./data/${LAND_FILE_NAME}`, import.meta.url), 'utf8'),
  ) as CityLandFile;
  return cached;
}

/** The city's land and the box it was cut to; null for a city the file does not have. */
export function cityLand(slug: string): CityLandFile['cities'][string] | null {
  return readCityLand().cities[slug] ?? null;
}

/** True when the point is on the city's land (inside its box and on no water the source knows). */
export function isOnLand(slug: string, longitude: number, latitude: number): boolean {
  const city = cityLand(slug);
  if (!city) return false;
  const [west, south, east, north] = city.bbox;
  if (longitude < west || longitude > east || latitude < south || latitude > north) return false;
  return booleanPointInPolygon([longitude, latitude], { type: 'MultiPolygon', coordinates: city.land });
}
