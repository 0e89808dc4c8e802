// A remote's production build runs alone as well as inside the host (one federation runtime on
// the page, "with the remotes still runnable standalone"). In production a remote's remoteEntry.js and
// its standalone entry leave Module Federation's runtime out and use the host's (remoteExperiments,
// packages/build-tooling/src/mfHostBundlerRuntime.mjs). So that `pnpm --filter <remote> preview`, or dist/ served at the root
// of any static server, still works without a host, this plugin builds packages/build-tooling/src/standaloneRuntimeEntry.mjs,
// which provides the same runtime, into the remote's dist/ and loads it first in dist/index.html only.
// What the host loads (remoteEntry.js and its chunks) is unchanged.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { standaloneRuntimeFiles } from './federation.mjs';
import { ENTRY_RUNTIME_TEMPLATE_MODULE } from './mfEntryRuntime.mjs';

const ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'standaloneRuntimeEntry.mjs');
export const STANDALONE_RUNTIME_NAME = 'mf-runtime';

/**
 * index.html with `src` loaded before every other script (deferred scripts run in document order). The
 * page is served at the root of an origin, as `rsbuild preview` does: its asset URLs are relative
 * (`assetPrefix: 'auto'`, so the host finds a remote's chunks beside its versioned remoteEntry.js), and
 * `<base href="/">` keeps them pointing at dist/ from a deep link such as /tours/hanoi.
 */
export function withRuntimeScript(html, src) {
  const tags = `<base href="/"><script defer src="${src}"></script>`;
  const first = html.search(/<script|<link/);
  if (first < 0) return html.replace('</head>', `${tags}</head>`);
  return `${html.slice(0, first)}${tags}${html.slice(first)}`;
}

function run(compiler) {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
        resolve(stats);
      });
    });
  });
}

/** @returns {import('@rsbuild/core').RsbuildPlugin} */
export function pluginStandaloneRuntime() {
  return {
    name: 'gaido:standalone-runtime',
    setup(api) {
      /** @type {any} */
      let rspack = null;
      api.modifyRspackConfig((_config, utils) => {
        rspack = utils.rspack;
      });
      // Production builds only (onAfterBuild does not run for the dev server, which keeps its own runtime).
      api.onAfterBuild(async ({ stats }) => {
        const distPath = api.context.distPath;
        const htmlPath = join(distPath, 'index.html');
        if (stats?.hasErrors() || !rspack || !existsSync(htmlPath)) return;
        const files = standaloneRuntimeFiles(api.context.rootPath);
        const compiled = await run(
          rspack({
            mode: 'production',
            context: api.context.rootPath,
            target: 'web',
            devtool: false,
            entry: { [STANDALONE_RUNTIME_NAME]: ENTRY },
            output: {
              path: join(distPath, 'static', 'js'),
              filename: '[name].[contenthash:10].js',
              iife: true,
            },
            resolve: {
              alias: {
                'gaido-standalone-runtime-core$': files.runtimeCore,
                'gaido-standalone-bundler-runtime$': files.bundlerRuntime,
                'gaido-standalone-entry-runtime$': ENTRY_RUNTIME_TEMPLATE_MODULE.file,
              },
            },
            module: { rules: [ENTRY_RUNTIME_TEMPLATE_MODULE.rule] },
            // The remote's release version hashes its dist/ (packages/static-server/src/publish.mjs): ids from the module
            // graph's order, no license file, nothing that depends on the checkout path.
            optimization: {
              moduleIds: 'natural',
              chunkIds: 'natural',
              splitChunks: false,
              minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ extractComments: false })],
            },
            plugins: [
              new rspack.DefinePlugin({
                RUNTIME_VERSION: JSON.stringify(files.version),
                ENV_TARGET: JSON.stringify('web'),
              }),
            ],
          }),
        );
        const asset = compiled
          .toJson({ all: false, assets: true })
          .assets?.find((item) => item.name.startsWith(`${STANDALONE_RUNTIME_NAME}.`));
        if (!asset) throw new Error('the standalone federation runtime was not emitted');
        const html = readFileSync(htmlPath, 'utf8');
        writeFileSync(htmlPath, withRuntimeScript(html, `static/js/${asset.name}`));
      });
    },
  };
}
