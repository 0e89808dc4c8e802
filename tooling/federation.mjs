// The one definition of what host and remotes share at runtime (platform.md "Decisions taken").
// Every app builds its `shared` map from here so a squad cannot drift from the host's singletons.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Names of the singletons the release gate checks (issue 8) and every app shares. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  '@gaido/shared',
];

/** Ports are fixed: a taken port fails loudly instead of moving (server.strictPort). */
export const PORTS = {
  host: 3000,
  mfe_tours: 3001,
  mfe_gems: 3002,
  mfe_account: 3003,
  mfe_onboarding: 3004,
  cdn: 3100,
  api: 4000,
};

export const REMOTES = {
  mfe_tours: 'mfe-tours',
  mfe_gems: 'mfe-gems',
  mfe_account: 'mfe-account',
  mfe_onboarding: 'mfe-onboarding',
};

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * A `workspace:*` range becomes an empty requirement in the manifest and an unversioned
 * package is loaded twice, so every entry gets an explicit semver range.
 */
function requiredVersionOf(appDir, name) {
  const pkg = readJson(join(appDir, 'package.json'));
  const range = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
  if (!range || range.startsWith('workspace:')) {
    const dep = name === '@gaido/shared' ? join(root, 'shared') : join(appDir, 'node_modules', name);
    return `^${readJson(join(dep, 'package.json')).version}`;
  }
  return range;
}

/** @param {string} appDir absolute path of the app (host or a remote) */
export function sharedDependencies(appDir) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = requiredVersionOf(appDir, name);
    shared[name] = {
      singleton: true,
      requiredVersion,
      // Our own package must match exactly by semver: two session stores would split the user's session.
      strictVersion: name === '@gaido/shared',
    };
  }
  // Subpath imports (react/jsx-runtime, react-dom/client, zustand/vanilla...) must resolve to the same copy.
  for (const name of ['react', 'react-dom', 'zustand']) {
    shared[`${name}/`] = { singleton: true, requiredVersion: requiredVersionOf(appDir, name) };
  }
  return shared;
}

/**
 * Module Federation options of a remote. A remote exposes page components rendered inside the
 * host's router (no React root of its own), so session, router and query cache stay one.
 * @param {{ name: keyof typeof REMOTES; appDir: string; exposes: Record<string, string> }} options
 */
export function remoteFederationOptions({ name, appDir, exposes }) {
  return {
    name,
    exposes,
    filename: 'remoteEntry.js',
    shared: sharedDependencies(appDir),
    shareStrategy: 'loaded-first',
    // Remotes are registered at runtime; types are shared through the workspace instead.
    dts: false,
    experiments: remoteExperiments(),
  };
}

/**
 * One federation runtime on the page (issue 9): in production a remote leaves the runtime out of its
 * remoteEntry.js and uses the host's (the host sets `provideExternalRuntime`), which took ~33 KB gzip off
 * every remote a page loads. The dev server keeps its own copy, so `pnpm --filter <remote> dev` still
 * runs standalone and a QA override can point the host at a dev server. A production build of a remote
 * therefore only runs inside the host (its dist/index.html is not a standalone page).
 */
export function remoteExperiments(mode = process.env.NODE_ENV) {
  return { externalRuntime: mode === 'production', optimization: BROWSER_ONLY };
}

/** Browser-only builds: the runtime's Node.js loading paths are left out (ENV_TARGET=web). */
const BROWSER_ONLY = { target: 'web' };

/** The host provides its federation runtime to the remotes (see remoteExperiments). */
export const HOST_FEDERATION_EXPERIMENTS = { provideExternalRuntime: true, optimization: BROWSER_ONLY };

/** Rsbuild settings every remote shares: fixed port, CORS for the host, relative asset URLs. */
export function remoteRsbuildSettings(name) {
  return {
    server: {
      port: PORTS[name],
      strictPort: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    // 'auto' resolves chunk URLs from wherever the manifest was loaded (a versioned CDN path).
    output: { assetPrefix: 'auto', cleanDistPath: true },
    source: { entry: { index: './src/index.ts' } },
  };
}
