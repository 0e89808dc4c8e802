import { classifyGem, type GemClass, type GemSummary, WEEKDAYS, type Weekday } from '@gaido/shared/gems';
import type { Feature, FeatureCollection, Point } from 'geojson';

export const ALL_GEM_CLASSES: readonly GemClass[] = ['places-to-eat', 'nightlife', 'things-to-do'];

/** A gem as the map and its list need it: classified once, with coordinates. */
export interface MapGem {
  id: string;
  name: string;
  gemClass: GemClass;
  service: string | null;
  longitude: number;
  latitude: number;
  /** Its first picture (a path or URL), for the list's rows. */
  image: string | null;
  /** Its opening hours as sent (only the texts), for "Open now" in the list; null when none is known. */
  hours: Partial<Record<HoursField, string>> | null;
}

type HoursField = `${'opens' | 'closes'}${Weekday}`;
const HOURS_FIELDS = WEEKDAYS.flatMap((day): HoursField[] => [`opens${day}`, `closes${day}`]);

function hoursOf(gem: GemSummary): MapGem['hours'] {
  let hours: MapGem['hours'] = null;
  for (const field of HOURS_FIELDS) {
    const value = gem[field];
    if (typeof value === 'string') {
      hours ??= {};
      hours[field] = value;
    }
  }
  return hours;
}

function isCoordinate(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

// Classified once per gem object: while a city's pages arrive the same gems are handed over again
// with every new batch.
const mapGemOf = new WeakMap<GemSummary, MapGem | null>();
// One collator for every comparison: String#localeCompare builds one per call.
const byName = new Intl.Collator();

function toMapGem(gem: GemSummary): MapGem | null {
  if (!isCoordinate(gem.longitude, 180) || !isCoordinate(gem.latitude, 90)) return null;
  return {
    id: gem.id,
    name: gem.name,
    gemClass: classifyGem(gem),
    service: gem.service,
    longitude: gem.longitude,
    latitude: gem.latitude,
    image: gem.images[0] ?? null,
    hours: hoursOf(gem),
  };
}

/** Gems with usable coordinates, classified (spec 4), sorted by name for the list. */
export function toMapGems(gems: readonly GemSummary[]): MapGem[] {
  const mapGems: MapGem[] = [];
  for (const gem of gems) {
    let mapGem = mapGemOf.get(gem);
    if (mapGem === undefined) {
      mapGem = toMapGem(gem);
      mapGemOf.set(gem, mapGem);
    }
    if (mapGem) mapGems.push(mapGem);
  }
  return mapGems.sort((a, b) => byName.compare(a.name, b.name));
}

export function filterByClass(gems: readonly MapGem[], classes: ReadonlySet<GemClass>): MapGem[] {
  return classes.size === ALL_GEM_CLASSES.length
    ? [...gems]
    : gems.filter((gem) => classes.has(gem.gemClass));
}

export function countByClass(gems: readonly MapGem[]): Record<GemClass, number> {
  const counts: Record<GemClass, number> = { 'places-to-eat': 0, nightlife: 0, 'things-to-do': 0 };
  for (const gem of gems) counts[gem.gemClass] += 1;
  return counts;
}

export interface GemPointProperties {
  id: string;
  name: string;
  gemClass: GemClass;
}

/** The GeoJSON the clustered source holds: one point per gem. */
export function toFeatureCollection(gems: readonly MapGem[]): FeatureCollection<Point, GemPointProperties> {
  return {
    type: 'FeatureCollection',
    features: gems.map(
      (gem): Feature<Point, GemPointProperties> => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [gem.longitude, gem.latitude] },
        properties: { id: gem.id, name: gem.name, gemClass: gem.gemClass },
      }),
    ),
  };
}

/** [[west, south], [east, north]] around the gems, or null when there are none. */
export function boundsOf(gems: readonly MapGem[]): [[number, number], [number, number]] | null {
  if (gems.length === 0) return null;
  let west = 180;
  let south = 90;
  let east = -180;
  let north = -90;
  for (const gem of gems) {
    west = Math.min(west, gem.longitude);
    east = Math.max(east, gem.longitude);
    south = Math.min(south, gem.latitude);
    north = Math.max(north, gem.latitude);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/**
 * Reads the class filter from the URL (?show=nightlife,things-to-do; ?show=none when every class is
 * unticked); all classes when absent or unreadable.
 */
export function parseClassFilter(value: string | null): Set<GemClass> {
  if (value === 'none') return new Set();
  const wanted = (value ?? '')
    .split(',')
    .filter((part): part is GemClass => (ALL_GEM_CLASSES as readonly string[]).includes(part));
  return new Set(wanted.length > 0 ? wanted : ALL_GEM_CLASSES);
}

export function serializeClassFilter(classes: ReadonlySet<GemClass>): string | null {
  if (classes.size === ALL_GEM_CLASSES.length) return null;
  if (classes.size === 0) return 'none';
  return ALL_GEM_CLASSES.filter((gemClass) => classes.has(gemClass)).join(',');
}
