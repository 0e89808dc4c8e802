import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pluginCompileHints } from '@gaido/build-tooling/compile-hints';
import { pluginEndpointDocsOut } from '@gaido/build-tooling/endpoint-docs';
import {
  browserResolveSettings,
  DOCUMENT_TEMPLATE,
  FEDERATION_PACKAGES_AS_ES_MODULES,
  HOST_FEDERATION_EXPERIMENTS,
  PORTS,
  SUBPATH_SINGLETONS,
  sharedDependencies,
  TREE_SHAKEN_NAMESPACES,
} from '@gaido/build-tooling/federation';
import { pluginHostReleaseRecord } from '@gaido/build-tooling/host-record';
import { pluginBuildRecord } from '@gaido/build-tooling/platform-contract';
import { pluginPrecompress } from '@gaido/build-tooling/precompress';
import { pluginPreloadBootstrap } from '@gaido/build-tooling/preload-bootstrap';
import { pluginReproducibleBuild } from '@gaido/build-tooling/reproducible-build';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { modulesRequiredByHost, remoteModulesByRoute } from './src/routes/routeTable';

/** The third-party shared singletons every page runs before its first render (tools.rspack below). */
const STARTUP_SINGLETONS =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](?:react-query|query-core)|zustand|zod)[\\/]/;

/** The zod/mini stand-in the host shares, which re-exports zod's members (TREE_SHAKEN_NAMESPACES). */
const ZOD_MINI_STAND_IN = TREE_SHAKEN_NAMESPACES['zod/mini']?.file;

/**
 * What goes in lib-startup: the modules of STARTUP_SINGLETONS, the zod/mini stand-in, and the empty
 * modules react-router's server-only imports resolve to (SERVER_ONLY_PACKAGES in
 * packages/build-tooling/src/federation.mjs), which have no file and are named `ignored|<request>`.
 * Apart, the stand-in and the empty modules were two more files for the bootstrap to wait on, and the
 * stand-in reached every zod member across files by a getter: lib-startup with them is 0.65 KB gzip
 * smaller than it was without them.
 */
function inStartupSingletons(module: { resource?: string; identifier(): string }): boolean {
  if (module.resource !== undefined) {
    return STARTUP_SINGLETONS.test(module.resource) || module.resource === ZOD_MINI_STAND_IN;
  }
  const id = module.identifier();
  return id.startsWith('ignored|') && STARTUP_SINGLETONS.test(id);
}

// The host knows no remote URL at build time: remotes are registered at runtime from the
// remotes file (/remotes.json) that the serving environment provides.
export default defineConfig({
  plugins: [
    // The same commit builds the same files from any checkout, so a release and its byte budget do not
    // depend on where CI checked the repository out (packages/build-tooling/src/reproducibleBuild.mjs).
    pluginReproducibleBuild(),
    // The contracts' reference text stays out of the browser (packages/build-tooling/src/endpointDocs.mjs).
    pluginEndpointDocsOut(),
    pluginReact(),
    pluginModuleFederation({
      name: 'gaido_host',
      remotes: {},
      shared: sharedDependencies(__dirname),
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: HOST_FEDERATION_EXPERIMENTS,
    }),
    // index.html preloads what the bootstrap needs, so it downloads alongside the entry; not
    // @gaido/shared/favorites, which the host loads at idle (src/favorites/startFavoritesSyncWhenIdle.ts).
    pluginPreloadBootstrap({ deferredShared: Object.keys(SUBPATH_SINGLETONS) }),
    // The same files, compiled on a background thread as they download rather than function by function
    // as they run (packages/build-tooling/src/compileHints.mjs).
    pluginCompileHints({
      chunkGroups: ['bootstrap'],
      sharedModules: true,
      deferredShared: Object.keys(SUBPATH_SINGLETONS),
    }),
    // host/dist is served as it is (packages/static-server/src/servers.mjs): .gz/.br beside each asset for sirv.
    pluginPrecompress(),
    // host-release.json: the singletons this build provides and the modules its route table loads,
    // which `pnpm release pin` checks every remote build against (packages/release-core/src/gate.mjs), and
    // each route's modules, which the static server preloads with a document (packages/static-server/src/servers.mjs).
    pluginHostReleaseRecord({ requiredModules: modulesRequiredByHost(), routes: remoteModulesByRoute() }),
    // gaido-build.json: the shared exports its sources use and the contract's, which it provides.
    pluginBuildRecord(),
  ],
  source: { entry: { index: './src/index.ts' } },
  resolve: browserResolveSettings(),
  html: {
    template: DOCUMENT_TEMPLATE,
    title: 'Gaido — city tours and hidden gems',
    meta: { description: 'Book city tours and discover hidden gems: places to eat, drink and see.' },
    // Named rather than found in public/, so the bench's monolith, which builds with this html section
    // from its own folder, links the same icon. Browsers then ask for it instead of /favicon.ico.
    favicon: join(__dirname, 'public', 'favicon.svg'),
  },
  server: {
    port: PORTS.host,
    strictPort: true,
    historyApiFallback: true,
    // In dev the remotes file and runtime config come from host/dev/; in production the static
    // server answers them from the release registry (scripts/serve.mjs).
    setup: ({ server }) => {
      server.middlewares.use((req, res, next) => {
        const file =
          req.url === '/remotes.json' ? 'remotes.json' : req.url === '/config.json' ? 'config.json' : null;
        if (!file) return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(readFileSync(join(__dirname, 'dev', file)));
      });
    },
  },
  output: { cleanDistPath: true },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: {
    rspack: {
      // The federation runtime's own packages as ES modules (packages/build-tooling/src/federation.mjs).
      module: { rules: [FEDERATION_PACKAGES_AS_ES_MODULES] },
      optimization: {
        splitChunks: {
          cacheGroups: {
            // Module Federation gives every shared singleton an async chunk of its own: the bootstrap
            // waited on fourteen files (half under 0.5 KB gzip) and /remotes.json and /config.json, which
            // a browser fetches six at a time from one origin over HTTP/1.1, so the last arrived three
            // waves after the entry. The third-party singletons every page starts with go in one file.
            // Not in `performance`, which the monolith baseline (bench/monolith) builds with.
            startupSingletons: {
              test: inStartupSingletons,
              chunks: 'async',
              name: 'lib-startup',
              enforce: true,
              priority: 40,
            },
          },
        },
      },
    },
  },
});
