// The whole Rsbuild config of a remote but what tells one remote from another: its name, what it
// exposes, the title of its standalone page, and any settings of its own.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pluginCompileHints } from './compileHints.mjs';
import { pluginEndpointDocsOut } from './endpointDocs.mjs';
import {
  DOCUMENT_TEMPLATE,
  FEDERATION_PACKAGES_AS_ES_MODULES,
  remoteFederationOptions,
  remoteRsbuildSettings,
  STANDALONE_FAVICON,
  singletonsTakenFromHost,
} from './federation.mjs';
import { pluginBuildRecord } from './platformContract.mjs';
import { pluginReproducibleBuild } from './reproducibleBuild.mjs';
import { pluginStandalonePage } from './standalonePage.mjs';

/**
 * How a remote splits its code: each exposed page is the first load of a route, so code two pages share
 * stays in each page's chunk instead of a chunk of its own (Rspack's default splits it out at 20 KB of
 * source). Only a part of 200 KB of source or more is split (react-day-picker with date-fns, MapLibre).
 * A page then costs one request and one hash in remoteEntry.js fewer per shared part: /tours 1.0 KB and
 * /bookings 0.8 KB less first-load JS; a visitor who opens a second page of the same remote downloads
 * the shared code again (docs/performance.md).
 *
 * The minimum counts Module Federation's consumed shared modules too (`defaultSizeTypes`: a number
 * applies only to the size types listed there: Rspack's default javascript, css and unknown). Left
 * out, a consumed module (react-dom, react-router-dom taken from the share scope) passed every size
 * check and was cut into a chunk of its own, with no file, and the order of those chunks in each
 * expose's loading code followed the modules' absolute paths: mfe-gems built at another path loaded
 * them in another order, so the same commit gave another release version (reproducibleBuild.mjs). Kept
 * in the page's chunk, each is loaded with the page, as before.
 */
export const PAGE_CHUNKS = {
  strategy: 'custom',
  splitChunks: { minSize: 200_000, defaultSizeTypes: ['javascript', 'css', 'unknown', 'consume-shared'] },
};

/**
 * The remote's own `tools`, with the rule that resolves the federation packages' ES module builds
 * (FEDERATION_PACKAGES_AS_ES_MODULES) added to its module rules.
 * @param {Record<string, any> | undefined} tools
 */
export function withFederationRule(tools = {}) {
  const rspack = tools.rspack ?? {};
  const module = rspack.module ?? {};
  return {
    ...tools,
    rspack: {
      ...rspack,
      module: { ...module, rules: [...(module.rules ?? []), FEDERATION_PACKAGES_AS_ES_MODULES] },
    },
  };
}

/**
 * A remote's Rsbuild config. The React and Module Federation plugins are the remote's own (resolved from
 * its directory, the versions its package.json pins), not copies of this package.
 * @param {{
 *   name: keyof typeof import('./federation.mjs').REMOTES;
 *   appDir: string;
 *   exposes: Record<string, string>;
 *   title: string;
 *   tools?: Record<string, unknown>;
 *   output?: Record<string, unknown>;
 *   source?: Record<string, unknown>;
 * }} options  `tools` is added to the shared settings, `output` and `source` merged into the shared ones.
 * @returns {import('@rsbuild/core').RsbuildConfig}
 */
export function remoteRsbuildConfig({ name, appDir, exposes, title, tools, output, source }) {
  const fromApp = createRequire(join(appDir, 'package.json'));
  const { pluginReact } = fromApp('@rsbuild/plugin-react');
  const { pluginModuleFederation } = fromApp('@module-federation/rsbuild-plugin');
  const settings = remoteRsbuildSettings(name);
  const federation = remoteFederationOptions({ name, appDir, exposes });
  const takesFromHost = singletonsTakenFromHost(federation.shared);
  return {
    plugins: [
      // The same commit builds the same release version from any checkout (reproducibleBuild.mjs).
      pluginReproducibleBuild(),
      // The contracts' reference text stays out of the browser (endpointDocs.mjs).
      pluginEndpointDocsOut(),
      pluginReact(),
      pluginModuleFederation(federation),
      // Its production dist/index.html runs without the host too, providing what it takes from the host
      // (standalonePage.mjs).
      pluginStandalonePage({ name, takesFromHost }),
      // gaido-build.json: the shared exports it uses and the singletons it takes from the host, which the
      // release gate checks against the host's.
      pluginBuildRecord({ takesFromHost }),
      // remoteEntry.js, which a page runs whole when it first takes a module of the remote, compiled on
      // a background thread as it downloads (compileHints.mjs).
      pluginCompileHints(),
    ],
    html: { template: DOCUMENT_TEMPLATE, title, favicon: STANDALONE_FAVICON },
    // Every chunk the remote's runtime loads carries the SHA-256 Rspack computed at build time, and the
    // browser refuses other bytes (docs/security.md, Integrity of remote chunks). SHA-256 rather than
    // SHA-384: remoteEntry.js carries one hash per chunk, incompressible base64, and is on every page
    // the remote renders (0.5 KB gzip less for mfe-tours' 26 scripts and 3 stylesheets); the entry itself stays checked
    // against the SHA-384 recorded at publish.
    security: { sri: { enable: 'auto', algorithm: 'sha256' } },
    performance: { chunkSplit: PAGE_CHUNKS },
    tools: withFederationRule(tools),
    ...settings,
    output: { ...settings.output, ...output },
    source: { ...settings.source, ...source },
  };
}
