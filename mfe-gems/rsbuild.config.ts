import {
  DOCUMENT_TEMPLATE,
  remoteFederationOptions,
  remoteRsbuildSettings,
  STANDALONE_FAVICON,
} from '@gaido/build-tooling/federation';
import { pluginBuildRecord } from '@gaido/build-tooling/platform-contract';
import { IMPORT_META_URL_LOADER, pluginReproducibleBuild } from '@gaido/build-tooling/reproducible-build';
import { pluginStandaloneRuntime } from '@gaido/build-tooling/standalone-runtime';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// The exposes map is this squad's public API (see README.md).
export const exposes = {
  './GemDetailPage': './src/gems/pages/GemDetailPage.tsx',
  './TravelGuidesPage': './src/guides/pages/TravelGuidesPage.tsx',
  './GemsMapPage': './src/map/pages/GemsMapPage.tsx',
  './SavedGemsPage': './src/favorites/pages/SavedGemsPage.tsx',
  './FeaturedGems': './src/gems/components/FeaturedGems.tsx',
};

const settings = remoteRsbuildSettings('mfe_gems');

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation(remoteFederationOptions({ name: 'mfe_gems', appDir: __dirname, exposes })),
    // Its production dist/index.html runs without the host too (packages/build-tooling/src/standaloneRuntime.mjs).
    pluginStandaloneRuntime(),
    // gaido-build.json: the shared exports it uses, which the release gate checks against the host's.
    pluginBuildRecord(),
    // The same commit builds the same release version from any checkout (packages/build-tooling/src/reproducibleBuild.mjs).
    pluginReproducibleBuild(),
  ],
  html: { template: DOCUMENT_TEMPLATE, title: 'Gaido gems (standalone)', favicon: STANDALONE_FAVICON },
  // Every chunk the remote's runtime loads carries the SHA-384 Rspack computed at build time, and the
  // browser refuses other bytes (docs/security.md, Integrity of remote chunks).
  security: { sri: { enable: 'auto', algorithm: 'sha384' } },
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
  ...settings,
  output: {
    ...settings.output,
    // MapLibre's worker is shipped as MapLibre built it (scripts/build-basemap.mjs copies it): it is
    // already minified, and re-minifying an ES module as a script is a risk with no gain.
    minify: { jsOptions: { exclude: /maplibre-gl-worker/ } },
  },
});
