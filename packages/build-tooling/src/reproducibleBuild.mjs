// A build must not depend on where the repository is checked out. A remote's release version is
// `<package version>-<hash of its dist/>` (packages/static-server/src/publish.mjs), so two clones of one
// commit have to publish the same version; and CI holds every page's first-load bytes to a ceiling
// (bench/budgets.json), which a build that changes with the checkout path can cross by a few bytes.
// Two things made a build depend on the checkout path:
//
// 1. Module and chunk ids. Rsbuild's production default ('compact-hashed') hashes each module's
//    identifier, and Module Federation's shared modules carry an absolute path inside theirs
//    ("consume shared module (default) react@^19 (strict) (fallback: /abs/path/…/react/index.js)"), which
//    the bundler does not make relative because it is not a path segment of its own. The ids changed with
//    the checkout path, and through them nearly every chunk and its content hash. `natural` ids come from
//    the module graph's order instead. They are not stable when unrelated code changes, which is what
//    hashed ids are for: a remote is published under a new versioned path on every change, so no chunk
//    URL outlives its release anyway, and a host release may change the name of a chunk whose code it did
//    not change (a returning traveller downloads it again once per host release).
// 2. A literal `import.meta.url` in code the bundler is told not to parse for URLs (MapLibre's bundle, see
//    mfe-gems/rsbuild.config.ts): the bundler writes the module's absolute file:// URL in its place.
//    importMetaUrlLoader (below) writes one that holds no checkout path.
// 3. The order of chunks that held only a consumed shared module: each remote's split settings keep
//    those modules in the chunks that use them (PAGE_CHUNKS in remoteConfig.mjs).
// A remote built from a copy of the checkout at another path must publish the same version
// (test/reproducibleBuild.test.mjs builds mfe-gems and mfe-onboarding there).
import { fileURLToPath } from 'node:url';

/** @returns {import('@rsbuild/core').RsbuildPlugin} */
export function pluginReproducibleBuild() {
  return {
    name: 'gaido:reproducible-build',
    setup(api) {
      api.modifyRspackConfig((config, { isProd }) => {
        if (!isProd) return;
        config.optimization = { ...config.optimization, moduleIds: 'natural', chunkIds: 'natural' };
      });
    },
  };
}

/**
 * The loader (packages/build-tooling/src/importMetaUrlLoader.mjs) for a module rule: it replaces `import.meta.url` with
 * `file:///node_modules/<package path>` (or the path from the app's folder), as the bundler would have
 * written it from a checkout at the root of the file system.
 */
export const IMPORT_META_URL_LOADER = fileURLToPath(new URL('./importMetaUrlLoader.mjs', import.meta.url));
