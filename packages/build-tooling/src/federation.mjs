// The one definition of how host and remotes share at runtime. What they share (singletons, version
// ranges, the exports of each cut-down package) is the platform contract, platform-contract.json; every app
// builds its `shared` map from here and that file, so a squad cannot drift from the host's singletons.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTS, REMOTES } from '@gaido/workspace/apps';
import semver from 'semver';
import { assertAppWithinContract, readContract, STAND_INS, sourceFiles } from './platformContract.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The platform contract (platform-contract.json): the singletons with their version ranges, and the
 * exports the host provides of each package shared cut down (packages/build-tooling/src/platformContract.mjs).
 */
const CONTRACT = readContract();

/**
 * Names of the singletons the release gate checks and every app shares, from the contract.
 * `react-router` is not shared on its own: every app imports `react-router-dom`, whose shared chunk then
 * carries react-router inside it, tree-shaken with it. A build that imports react-router's code by any other
 * request fails (moduleIdentity in platformContract.mjs).
 */
export const SINGLETONS = Object.keys(CONTRACT.singletons);

/**
 * Subpaths of @gaido/shared that are singletons of their own, each with the package that
 * gives its version (the contract's `singletonsWhereUsed`). The other subpaths (`/tours`, `/gems`,
 * `/analytics`) hold no state and are bundled into the apps that import them; `@gaido/shared/favorites`
 * holds the favorites service (its sync in flight), so host and remotes must run one copy of it, yet pages
 * without favorites (the home page's featured gems included) should not load it with the root or with the
 * gem catalogue. Only the apps that import it list it in their manifest, so the release gate checks it
 * where a remote shares it rather than asking every remote for it.
 */
export const SUBPATH_SINGLETONS = CONTRACT.singletonsWhereUsed;

export { PORTS, REMOTES } from '@gaido/workspace/apps';

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The version of a contract singleton installed for the app (@gaido/shared: the workspace package). */
export function installedVersion(appDir, name) {
  const dir = name === '@gaido/shared' ? join(root, 'shared') : join(appDir, 'node_modules', name);
  try {
    return readJson(join(dir, 'package.json')).version;
  } catch {
    return null;
  }
}

/**
 * Each singleton the app installs must fall in the contract's range: with 'loaded-first' a remote runs
 * on the host's copy, and the contract's range is what both are built against. A squad that upgrades
 * one changes the contract first (docs/platform-contract.md).
 */
function singletonVersionProblems(appDir, contract) {
  const problems = [];
  for (const [name, range] of Object.entries(contract.singletons)) {
    const version = installedVersion(appDir, name);
    if (!semver.validRange(range)) {
      problems.push(`  ${name}: the contract's range ${JSON.stringify(range)} is not a semver range`);
    } else if (!version) {
      problems.push(`  ${name}: not installed (the contract shares it as a singleton in ${range})`);
    } else if (!semver.satisfies(version, range)) {
      problems.push(`  ${name}: ${version} installed, outside the contract's ${range}`);
    }
  }
  return problems;
}

/**
 * Shared packages tree-shaken to the exports the platform contract lists. A shared module is
 * otherwise built whole, because the build cannot know what other apps will ask of it: react-router-dom
 * cost 59 KB gzip on every page against 29 KB in one app. Every app declares the same list, the
 * contract's, so the copy the host loads first serves every remote built against it. An app that imports
 * another export does not build (packages/build-tooling/src/platformContract.mjs).
 */
export const TREE_SHAKEN_SHARED = SINGLETONS.filter((name) => name in CONTRACT.providedExports);

const APP_SOURCES = [
  'host/src',
  ...Object.values(REMOTES).map((dir) => `${dir}/src`),
  'shared/src',
  'packages/contracts/src',
];

/**
 * Every source file of the host, the remotes, @gaido/shared and @gaido/contracts (tests excluded), for tests that look at
 * the whole repository. A build reads only its own app's (appSourceRoots in packages/build-tooling/src/platformContract.mjs).
 */
export function appSourceFiles(roots = APP_SOURCES.map((dir) => join(root, dir))) {
  return roots.flatMap((dir) => sourceFiles(dir));
}

/**
 * Libraries shared (not as singletons: they hold no state) so that a page loads one copy, cut to the
 * members the contract lists. zod/mini is imported as a namespace (`import * as z from 'zod/mini'`), so
 * the members an app reads are the `z.<member>` names in its sources; a build that reads one the contract
 * lacks, or imports zod/mini another way, fails (packages/build-tooling/src/platformContract.mjs). Without sharing, `/`
 * loaded the host's zod and a second copy inside mfe-tours' `@gaido/shared/tours`.
 *
 * What is shared under the key is `module` (`file`), which re-exports exactly those members: Module
 * Federation keeps every export of a shared module but leaves what the module imports to the build's
 * ordinary tree shaking. Its own shared tree shaking (`treeShaking: runtime-infer` with the same
 * members) kept zod's whole core: 14.9 KB gzip on every page, against 10.1 KB now. The build
 * fails when `file` and the contract disagree.
 */
export const TREE_SHAKEN_NAMESPACES = {
  // `module` is named by a package request, not a path: the build writes it into every remoteEntry.js,
  // whose content must not depend on where the repository is checked out (packages/build-tooling/src/reproducibleBuild.mjs).
  'zod/mini': {
    versionOf: 'zod',
    module: '@gaido/contracts/zod-mini',
    file: STAND_INS['zod/mini'],
  },
};

/** The names a file re-exports with `export { a, b } from '...'`, sorted. */
export function reexportedNames(file) {
  const names = [];
  for (const [, list] of readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.push(name);
    }
  }
  return names.sort();
}

/**
 * Where a namespace's stand-in (`file`) and the contract's members disagree, one line each: a member the
 * contract lists and the file lacks would be undefined on the page; one the file adds would cost bytes and
 * change the share key without the contract saying so.
 */
export function standInProblems(pkg, file, members) {
  const exported = reexportedNames(file);
  const missing = members.filter((member) => !exported.includes(member));
  const extra = exported.filter((member) => !members.includes(member));
  const where = relative(root, file);
  return [
    ...(missing.length > 0
      ? [`  ${where} does not re-export ${missing.join(', ')}, which platform-contract.json lists for ${pkg}`]
      : []),
    ...(extra.length > 0
      ? [`  ${where} re-exports ${extra.join(', ')}, which platform-contract.json does not list for ${pkg}`]
      : []),
  ];
}

/**
 * The key a cut-down namespace is shared under: its name and a digest of the members it carries. A
 * remote built against another contract (a member added, say) then finds no copy under its key on the
 * page and loads its own, instead of taking the host's copy that lacks the member.
 */
export function namespaceShareKey(pkg, members) {
  const digest = createHash('sha256')
    .update([...members].sort().join(','))
    .digest('hex')
    .slice(0, 8);
  return `${pkg}-${digest}`;
}

/**
 * The `shared` map of the app at `appDir`, from the platform contract. Fails, naming what to change, when
 * the app's sources (its own and @gaido/shared's) import a shared export the contract does not provide,
 * when an installed singleton is outside the contract's range, or when a namespace stand-in disagrees
 * with the contract.
 * @param {string} appDir absolute path of the app (host or a remote)
 * @param {{ contract?: import('./platformContract.mjs').PlatformContract }} [options]
 */
export function sharedDependencies(appDir, { contract = CONTRACT } = {}) {
  assertAppWithinContract(appDir, { contract });
  const problems = singletonVersionProblems(appDir, contract);
  for (const pkg of Object.keys(contract.providedExports)) {
    if (!(pkg in contract.singletons) && !(pkg in TREE_SHAKEN_NAMESPACES)) {
      problems.push(
        `  providedExports names ${pkg}, which is shared neither as a singleton of the contract nor cut down as a namespace (TREE_SHAKEN_NAMESPACES in packages/build-tooling/src/federation.mjs)`,
      );
    }
  }
  for (const [name, { file }] of Object.entries(TREE_SHAKEN_NAMESPACES)) {
    problems.push(...standInProblems(name, file, contract.providedExports[name] ?? []));
  }
  if (problems.length > 0) {
    throw new Error(
      `The platform contract (platform-contract.json) and ${relative(root, appDir) || appDir} disagree:\n${problems.join('\n')}`,
    );
  }
  const range = (name) => contract.singletons[name];
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of Object.keys(contract.singletons)) {
    const exports = contract.providedExports[name];
    shared[name] = {
      singleton: true,
      requiredVersion: range(name),
      // Our own package must match exactly by semver: two session stores would split the user's session.
      strictVersion: name === '@gaido/shared',
      // Production builds only: the dev servers gain nothing from it and its extra builds of the
      // shared fallbacks break React Refresh in `pnpm --filter <remote> dev`.
      ...(exports && process.env.NODE_ENV === 'production'
        ? { treeShaking: { mode: 'runtime-infer', usedExports: [...exports] } }
        : {}),
    };
  }
  for (const [name, pkg] of Object.entries(contract.singletonsWhereUsed)) {
    shared[name] = { singleton: true, requiredVersion: range(pkg), strictVersion: true };
  }
  for (const [name, { versionOf, module }] of Object.entries(TREE_SHAKEN_NAMESPACES)) {
    const version = readJson(join(root, 'shared', 'node_modules', versionOf, 'package.json')).version;
    shared[name] = {
      singleton: false,
      // The file, not the package: `version` has to be named, or the federation would read shared's.
      import: module,
      version,
      requiredVersion: `^${version}`,
      shareKey: namespaceShareKey(name, contract.providedExports[name] ?? []),
    };
  }
  // Subpath imports (react/jsx-runtime, react-dom/client, zustand/vanilla...) must resolve to the same copy.
  for (const name of ['react', 'react-dom', 'zustand']) {
    shared[`${name}/`] = { singleton: true, requiredVersion: range(name) };
  }
  return shared;
}

/**
 * The singletons a production remote takes from the host alone (`import: false`): the third-party
 * libraries of the contract that the host shares whole (React, React DOM, zustand, with their subpaths).
 * The remote then carries neither fallback copies of them nor their share and fallback maps: about
 * 0.9 KB gzip less in every remoteEntry.js. The host provides each (the release gate checks its version
 * against the remote's range, and the build record names them, since the remote's manifest leaves out one
 * the remote does not import itself); the remote's standalone page provides them too
 * (standalonePage.mjs). Kept with their fallbacks: `@gaido/shared` and its subpaths, and the packages
 * the host shares cut down (TREE_SHAKEN_SHARED): taking one of those alone, the runtime loads the host's
 * cut-down build of it as a copy of its own (a second router, a second query client, and the page
 * fails). The dev servers keep every fallback, so a squad's dev server runs alone.
 * @param {Record<string, { singleton?: boolean; import?: string | false }>} shared  sharedDependencies' map
 * @returns {string[]}
 */
export function singletonsTakenFromHost(shared, mode = process.env.NODE_ENV) {
  if (mode !== 'production') return [];
  return Object.entries(shared)
    .filter(
      ([name, config]) =>
        config.singleton && !name.startsWith('@gaido/') && !TREE_SHAKEN_SHARED.includes(name),
    )
    .map(([name]) => name);
}

/** A remote's `shared` map: sharedDependencies, with the singletons it takes from the host alone. */
export function remoteSharedDependencies(appDir, mode = process.env.NODE_ENV) {
  const shared = sharedDependencies(appDir);
  for (const name of singletonsTakenFromHost(shared, mode)) shared[name] = { ...shared[name], import: false };
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
    shared: remoteSharedDependencies(appDir),
    shareStrategy: 'loaded-first',
    // Remotes are registered at runtime; types are shared through the workspace instead.
    dts: false,
    experiments: remoteExperiments(),
    // Shared fallbacks are tree-shaken by compilers of their own, without `output.crossOriginLoading`:
    // Rspack's subresource integrity plugin (security.sri in the remotes) fails there, and those
    // files are loaded by the host's share scope, not by the remote's chunk loader.
    treeShakingSharedExcludePlugins: ['SubresourceIntegrityPlugin'],
  };
}

/**
 * One federation runtime-core on the page: in production a remote is built with Module Federation's
 * `externalRuntime`, so its remoteEntry.js leaves runtime-core out and uses the one the host publishes
 * (`provideExternalRuntime`, HOST_FEDERATION_EXPERIMENTS). Each container keeps its own bundler runtime, as
 * Module Federation requires. The dev server keeps its own copy, so `pnpm --filter <remote> dev` still
 * runs standalone and a QA override can point the host at a dev server. A production build runs alone
 * too: its dist/index.html first loads a provider of its own, which nothing the host loads carries
 * (packages/build-tooling/src/standalonePage.mjs; `pnpm --filter <remote> preview`).
 */
export function remoteExperiments(mode = process.env.NODE_ENV) {
  return { externalRuntime: mode === 'production', optimization: BROWSER_ONLY };
}

/** Browser-only builds: the runtime's Node.js loading paths are left out (ENV_TARGET=web). */
const BROWSER_ONLY = { target: 'web' };

/**
 * The host provides its federation runtime to the remotes (see remoteExperiments). It registers every
 * remote by its remoteEntry.js (host/src/platform/federationRuntime.ts), so the runtime's manifest
 * ("snapshot") plugins, which fetch a remote's mf-manifest.json and preload from it, are left out:
 * 1.5 KB gzip less on every page, and no manifest request and hash before a remote's entry. The
 * document's preload hints fetch the page's remote files instead (packages/static-server/src/preloadHints.mjs).
 */
export const HOST_FEDERATION_EXPERIMENTS = {
  provideExternalRuntime: true,
  optimization: { ...BROWSER_ONLY, disableSnapshot: true },
};

/**
 * An Rspack module rule: what the federation packages require of each other resolves to their ES module
 * builds, through each package's own `exports` map (the `import` condition), rather than the CommonJS
 * builds a `require` picks. Rspack bundles the bundler runtime the plugin resolves with `require.resolve`,
 * and the requests it makes from there would otherwise take the CommonJS builds of runtime-core, the SDK
 * and the error codes, which keep every export: 9.8 KB gzip more on every page. Scoped to requests made by
 * files of those packages; which files they are is the packages' own business.
 */
export const FEDERATION_PACKAGES_AS_ES_MODULES = {
  issuer: /[\\/]node_modules[\\/]@module-federation[\\/]/,
  resolve: { byDependency: { commonjs: { conditionNames: ['import', 'module', 'browser', '...'] } } },
};

/**
 * CommonJS packages that react-router imports only for its server runtime (createCookie, sessions,
 * request handlers), which no app uses. A plain build leaves them out, but the federation's shared tree
 * shaking of react-router-dom keeps every module the package reaches and can only empty the ES modules
 * among them: these two stayed whole in the router chunk of every page (1.7 KB gzip). Production
 * browser builds resolve them to an empty module.
 */
export const SERVER_ONLY_PACKAGES = ['cookie', 'set-cookie-parser'];

function serverOnlyAliases() {
  return Object.fromEntries(SERVER_ONLY_PACKAGES.map((name) => [`${name}$`, false]));
}

/** Resolve settings of every production browser build: react-router's server-only packages left out. */
export function browserResolveSettings(mode = process.env.NODE_ENV) {
  if (mode !== 'production') return {};
  return { alias: serverOnlyAliases() };
}

/** The icon a remote's standalone page links, the host's own (browsers otherwise ask for /favicon.ico). */
export const STANDALONE_FAVICON = join(root, 'host', 'public', 'favicon.svg');

/**
 * The document every app builds its index.html from: Rsbuild's own template with the page's language
 * (`<html lang="en">`), which screen readers need to pronounce it and which Rsbuild's default leaves out.
 */
export const DOCUMENT_TEMPLATE = join(root, 'packages', 'build-tooling', 'src', 'document.html');

/** Rsbuild settings every remote shares: fixed port, CORS for the host, relative asset URLs. */
export function remoteRsbuildSettings(name) {
  return {
    resolve: browserResolveSettings(),
    // Rsbuild 2 compiles dynamic imports lazily in dev; with Module Federation the standalone page then
    // asked for chunks that did not exist yet ("Cannot read properties of undefined (reading 'call')").
    dev: { lazyCompilation: false },
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
