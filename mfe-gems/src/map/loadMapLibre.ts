/**
 * Loads MapLibre GL on demand: only /gems-map pays for it (about 1 MB of script), never the first
 * page load. Under a bundler MapLibre cannot find its worker by itself, so the worker file is emitted
 * as an asset; MapLibre starts its workers from a blob: URL of that file's bytes, checked against the
 * SHA-384 recorded at build (workerIntegrity.ts), never from the CDN's URL.
 */
import { getRuntimeConfig } from '@gaido/shared';
import { glyphData, prefetchCommonGlyphs } from './basemap/glyphs';
import { GLYPH_PROTOCOL } from './basemap/offlineStyle';
import { verifiedWorkerUrl } from './workerIntegrity';

export type MapLibre = typeof import('maplibre-gl');

/** Copied (as .js, so the CDN compresses it) by scripts/build-basemap.mjs from maplibre-gl/dist. */
const WORKER_URL = new URL('./basemap/generated/maplibre-gl-worker.js', import.meta.url).href;

let loading: Promise<MapLibre> | null = null;

export function loadMapLibre(): Promise<MapLibre> {
  // The offline style's glyphs; a provider's style (runtime config) brings its own.
  if (!loading && !getRuntimeConfig().mapStyleUrl) prefetchCommonGlyphs();
  loading ??= Promise.all([
    import('maplibre-gl'),
    verifiedWorkerUrl(WORKER_URL),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]).then(([maplibre, workerUrl]) => {
    maplibre.setWorkerUrl(workerUrl);
    maplibre.addProtocol(GLYPH_PROTOCOL, async (params) => ({ data: await glyphData(params.url) }));
    // Start the worker pool now, while the page still waits for its cities and gems.
    maplibre.prewarm();
    return maplibre;
  });
  // A failed download may succeed on the next visit to the page.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
