/**
 * The offline basemap (platform.md: no tile server at run time): Natural Earth land, borders and
 * country names built by scripts/build-basemap.mjs, and Noto Sans glyphs, all shipped with this
 * remote. They are imported as assets (`new URL(..., import.meta.url)`), so their URLs follow
 * wherever the remote is published (a versioned CDN path, `assetPrefix: 'auto'`).
 */
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

export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    name: 'Gaido offline basemap',
    glyphs: `${GLYPH_PROTOCOL}://{fontstack}/{range}`,
    sources: {
      land: { type: 'geojson', data: LAND_URL, attribution: 'Natural Earth' },
      borders: { type: 'geojson', data: BORDERS_URL },
      'country-labels': { type: 'geojson', data: COUNTRY_LABELS_URL },
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
            9,
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
        maxzoom: 7,
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
