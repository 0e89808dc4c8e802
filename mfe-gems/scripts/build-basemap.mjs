#!/usr/bin/env node
// Builds the offline basemap of /gems-map (nothing is downloaded at run time, so no tile server) from Natural
// Earth 1:50m (`world-atlas`), converted from TopoJSON with `topojson-client`, plus the two Noto Sans
// glyph ranges the labels need (`tileserver-gl-styles`). The files land in src/map/basemap/generated/
// and the page imports them as assets, so they are published with the remote under its versioned path.
//   node scripts/build-basemap.mjs [--force]
//   BASEMAP_SCALE=110m node scripts/build-basemap.mjs --force   (a 12x lighter, coarser basemap)
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature, mesh } from 'topojson-client';
import { fixPolygonGeometry, labelPoint, splitLineAtAntimeridian } from './basemap-geometry.mjs';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'src', 'map', 'basemap', 'generated');
const atlasDir = dirname(require.resolve('world-atlas/package.json'));
const maplibreDir = dirname(require.resolve('maplibre-gl/package.json'));
const fontDir = join(
  dirname(require.resolve('tileserver-gl-styles/package.json')),
  'fonts',
  'Noto Sans Regular',
);
/** Latin and Latin-1 (0-255) and Latin Extended-A (256-511) cover the country names and the digits. */
export const GLYPH_RANGES = ['0-255', '256-511'];

// `.json`, not `.geojson`: the publish step precompresses .json (1.1 MB of land is 400 kB gzipped).
const outputs = [
  'land.json',
  'borders.json',
  'country-labels.json',
  'maplibre-gl-worker.js',
  ...GLYPH_RANGES.map((r) => `glyphs/${r}.pbf`),
];
/** 1:50m by default: 1:110m puts coasts tens of kilometres off at country zoom. */
const SCALE = process.env.BASEMAP_SCALE === '110m' ? '110m' : '50m';
const inputs = [
  join(atlasDir, `land-${SCALE}.json`),
  join(atlasDir, `countries-${SCALE}.json`),
  fileURLToPath(import.meta.url),
  join(here, 'basemap-geometry.mjs'),
  join(maplibreDir, 'dist', 'maplibre-gl-worker.mjs'),
];

function upToDate() {
  const newestInput = Math.max(...inputs.map((path) => statSync(path).mtimeMs));
  return outputs.every((name) => {
    const path = join(outDir, name);
    return existsSync(path) && statSync(path).mtimeMs >= newestInput;
  });
}

if (!process.argv.includes('--force') && upToDate()) {
  console.log('[basemap] up to date');
  process.exit(0);
}

const started = Date.now();
const readTopology = (name) => JSON.parse(readFileSync(join(atlasDir, name), 'utf8'));
const landTopology = readTopology(`land-${SCALE}.json`);
const countriesTopology = readTopology(`countries-${SCALE}.json`);

const landFeature = feature(landTopology, landTopology.objects.land);
const landFeatures = (landFeature.type === 'FeatureCollection' ? landFeature.features : [landFeature]).map(
  (f) => ({ type: 'Feature', properties: {}, geometry: fixPolygonGeometry(f.geometry) }),
);

// Borders between two countries only (a !== b): coastlines are the land's edge already.
const borderLines = mesh(countriesTopology, countriesTopology.objects.countries, (a, b) => a !== b);
const borders = {
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'MultiLineString',
    coordinates: borderLines.coordinates.flatMap(splitLineAtAntimeridian),
  },
};

const countries = feature(countriesTopology, countriesTopology.objects.countries).features;
const labels = countries
  .filter((f) => f.geometry && f.properties?.name)
  .map((f) => ({
    type: 'Feature',
    properties: { name: f.properties.name },
    geometry: { type: 'Point', coordinates: labelPoint(fixPolygonGeometry(f.geometry)) },
  }));

mkdirSync(join(outDir, 'glyphs'), { recursive: true });
const write = (name, collection) => writeFileSync(join(outDir, name), JSON.stringify(collection));
write('land.json', { type: 'FeatureCollection', features: landFeatures });
write('borders.json', { type: 'FeatureCollection', features: [borders] });
write('country-labels.json', { type: 'FeatureCollection', features: labels });
// MapLibre's worker, renamed .js for the same reason (it is an ES module either way).
copyFileSync(join(maplibreDir, 'dist', 'maplibre-gl-worker.mjs'), join(outDir, 'maplibre-gl-worker.js'));
for (const range of GLYPH_RANGES)
  copyFileSync(join(fontDir, `${range}.pbf`), join(outDir, 'glyphs', `${range}.pbf`));

const sizes = outputs.map((name) => `${name} ${(statSync(join(outDir, name)).size / 1024).toFixed(0)} kB`);
console.log(`[basemap] built in ${Date.now() - started} ms: ${sizes.join(', ')}`);
