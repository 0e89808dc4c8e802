/**
 * The offline basemap (nothing is downloaded at run time, so no tile server): Natural Earth land, borders and
 * country names built by scripts/build-basemap.mjs, and Noto Sans glyphs, all shipped with this
 * remote. They are imported as assets (`new URL(..., import.meta.url)`), so their URLs follow
 * wherever the remote is published (a versioned CDN path, `assetPrefix: 'auto'`).
 */
import type { FeatureCollection } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

export const LAND_URL = new URL('./generated/land.json', import.meta.url).href;
export const BORDERS_URL = new URL('./generated/borders.json', import.meta.url).href;
export const COUNTRY_LABELS_URL = new URL('./generated/country-labels.json', import.meta.url).href;

/** The glyph ranges build-basemap.mjs ships; any other range answers empty (no labels, no error). */
export const GLYPH_URLS: Readonly<Record<string, string>> = {
  '0-255': new URL('./generated/glyphs/0-255.pbf', import.meta.url).href,
  '256-511': new URL('./generated/glyphs/256-511.pbf', import.meta.url).href,
};

/** Glyph requests go through this protocol because bundled assets carry hashed names, not a {range} path. */
export const GLYPH_PROTOCOL = 'gaido-glyphs';
export const MAP_FONT = 'Noto Sans Regular';

export const BASEMAP_COLORS = {
  water: '#cfe3ef',
  land: '#f4f1ea',
  border: '#b5ab9c',
  label: '#6b6358',
} as const;

/** The asset URL of a glyph request such as `gaido-glyphs://Noto Sans Regular/0-255`, or null. */
export function glyphAssetUrl(requestUrl: string): string | null {
  const range =
    requestUrl
      .split('/')
      .pop()
      ?.replace(/\.pbf$/, '') ?? '';
  return GLYPH_URLS[range] ?? null;
}

/** From this zoom on, water is drawn in the land's colour (the `water` layer below): land shows nothing. */
export const LAND_SHOWS_BELOW_ZOOM = 9;
/** Country names are drawn below this zoom only (the `country-labels` layer's maxzoom). */
export const LABELS_SHOW_BELOW_ZOOM = 7;

/**
 * Basemap sources that show nothing at city zoom, so they are loaded only once the view is zoomed out
 * enough to show them. Indexing the 1.1 MB of world land took MapLibre's worker most of a second on a
 * 2-core machine while the gems were being clustered, and delayed a 10,000-gem city's idle by ~0.7 s
 * (scripts/bench-map.mjs), for a layer drawn in the colour of the ground around it.
 */
export const DEFERRED_BASEMAP_SOURCES = [
  { id: 'land', url: LAND_URL, showsBelowZoom: LAND_SHOWS_BELOW_ZOOM },
  { id: 'country-labels', url: COUNTRY_LABELS_URL, showsBelowZoom: LABELS_SHOW_BELOW_ZOOM },
] as const;

/** The style for a map opening at `zoom`: a deferred source starts empty unless it shows there. */
export function offlineStyle(zoom = 0): StyleSpecification {
  const deferred = (id: (typeof DEFERRED_BASEMAP_SOURCES)[number]['id']): FeatureCollection | string => {
    const source = DEFERRED_BASEMAP_SOURCES.find((candidate) => candidate.id === id);
    return source && zoom < source.showsBelowZoom ? source.url : { type: 'FeatureCollection', features: [] };
  };
  return {
    version: 8,
    name: 'Gaido offline basemap',
    glyphs: `${GLYPH_PROTOCOL}://{fontstack}/{range}`,
    sources: {
      land: { type: 'geojson', data: deferred('land'), attribution: 'Natural Earth' },
      borders: { type: 'geojson', data: BORDERS_URL },
      'country-labels': { type: 'geojson', data: deferred('country-labels') },
    },
    layers: [
      {
        id: 'water',
        type: 'background',
        // Natural Earth 1:50m is a world overview: at city zoom its coast is kilometres off (it puts
        // central Lisbon in the Tagus), so land and water fade into one neutral ground from zoom 7 to 9.
        paint: {
          'background-color': [
            'interpolate',
            ['linear'],
            ['zoom'],
            7,
            BASEMAP_COLORS.water,
            LAND_SHOWS_BELOW_ZOOM,
            BASEMAP_COLORS.land,
          ],
        },
      },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': BASEMAP_COLORS.land } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': BASEMAP_COLORS.border, 'line-width': 1, 'line-dasharray': [3, 2] },
      },
      {
        id: 'country-labels',
        type: 'symbol',
        source: 'country-labels',
        maxzoom: LABELS_SHOW_BELOW_ZOOM,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': [MAP_FONT],
          'text-size': 12,
          'text-max-width': 8,
        },
        paint: { 'text-color': BASEMAP_COLORS.label, 'text-halo-color': '#ffffff', 'text-halo-width': 1 },
      },
    ],
  };
}

/** What loadBasemapAsNeeded needs of a MapLibre map. */
export interface BasemapMap {
  getZoom(): number;
  getSource(id: string): unknown;
  on(type: 'zoom', listener: () => void): unknown;
  off(type: 'zoom', listener: () => void): unknown;
}

/**
 * Loads each deferred basemap source (see DEFERRED_BASEMAP_SOURCES) that offlineStyle(styleZoom) left
 * empty, once, the first time the map is (or is zoomed out) far enough to show it. Returns a function
 * that stops watching.
 */
export function loadBasemapAsNeeded(map: BasemapMap, styleZoom: number): () => void {
  const waiting = DEFERRED_BASEMAP_SOURCES.filter((source) => styleZoom >= source.showsBelowZoom);
  const check = () => {
    const zoom = map.getZoom();
    for (const source of [...waiting]) {
      if (zoom >= source.showsBelowZoom) continue;
      waiting.splice(waiting.indexOf(source), 1);
      const geojson = map.getSource(source.id) as { setData?: (data: string) => unknown } | undefined;
      geojson?.setData?.(source.url);
    }
    if (waiting.length === 0) map.off('zoom', check);
  };
  if (waiting.length > 0) map.on('zoom', check);
  // The view may have moved since the style was built.
  check();
  return () => map.off('zoom', check);
}
