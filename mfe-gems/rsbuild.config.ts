import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { remoteRsbuildConfig } from '@gaido/build-tooling/remote-config';
import { IMPORT_META_URL_LOADER } from '@gaido/build-tooling/reproducible-build';
import { defineConfig } from '@rsbuild/core';

/**
 * The SHA-384 of MapLibre's worker as this build ships it (scripts/build-basemap.mjs copies the file
 * unchanged, and the build emits it unminified): the map starts a worker only from bytes that match it
 * (src/map/workerIntegrity.ts).
 */
function maplibreWorkerIntegrity(): string {
  const maplibre = dirname(
    createRequire(join(__dirname, 'package.json')).resolve('maplibre-gl/package.json'),
  );
  const worker = readFileSync(join(maplibre, 'dist', 'maplibre-gl-worker.mjs'));
  return `sha384-${createHash('sha384').update(worker).digest('base64')}`;
}

// The exposes map is this squad's public API (see README.md).
export const exposes = {
  './GemDetailPage': './src/gems/pages/GemDetailPage.tsx',
  './TravelGuidesPage': './src/guides/pages/TravelGuidesPage.tsx',
  './GemsMapPage': './src/map/pages/GemsMapPage.tsx',
  './SavedGemsPage': './src/favorites/pages/SavedGemsPage.tsx',
  './FeaturedGems': './src/gems/components/FeaturedGems.tsx',
};

export default defineConfig(
  remoteRsbuildConfig({
    name: 'mfe_gems',
    appDir: __dirname,
    exposes,
    title: 'Gaido gems (standalone)',
    source: { define: { __MAPLIBRE_WORKER_INTEGRITY__: JSON.stringify(maplibreWorkerIntegrity()) } },
    tools: {
      rspack: {
        module: {
          rules: [
            {
              // MapLibre wraps a cross-origin worker URL in a blob with `new URL(workerUrl, import.meta.url)`.
              // Left to the bundler, that expression becomes a "Cannot find module" stub, so the worker
              // never starts: MapLibre's own bundle is left as it is. Its bare `import.meta.url` would then
              // become this checkout's absolute path; the loader writes one without it.
              test: /maplibre-gl[\\/]dist[\\/]maplibre-gl\.mjs$/,
              parser: { url: false },
              use: [{ loader: IMPORT_META_URL_LOADER }],
            },
          ],
        },
      },
    },
    output: {
      // MapLibre's worker is shipped as MapLibre built it (scripts/build-basemap.mjs copies it): it is
      // already minified, and re-minifying an ES module as a script is a risk with no gain.
      minify: { jsOptions: { exclude: /maplibre-gl-worker/ } },
    },
  }),
);
