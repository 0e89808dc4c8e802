import { remoteRsbuildConfig } from '@gaido/build-tooling/remote-config';
import { IMPORT_META_URL_LOADER } from '@gaido/build-tooling/reproducible-build';
import { defineConfig } from '@rsbuild/core';

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
