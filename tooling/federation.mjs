// The one definition of what host and remotes share at runtime (platform.md "Decisions taken").
// Every app builds its `shared` map from here so a squad cannot drift from the host's singletons.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Names of the singletons the release gate checks (issue 8) and every app shares. `react-router` is not
 * shared on its own: every app imports `react-router-dom` (Biome forbids importing `react-router`), whose
 * shared chunk then carries react-router inside it, tree-shaken with it (issue 9).
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  '@gaido/shared',
];

/**
 * Subpaths of @gaido/shared that are singletons of their own (issue 9), each with the package that
 * gives its version. The other subpaths (`/tours`, `/gems`, `/analytics`) hold no state and are bundled
 * into the apps that import them; `@gaido/shared/favorites` holds the favorites service (its sync in
 * flight), so host and remotes must run one copy of it, yet pages without favorites (the home page's
 * featured gems included) should not load it with the root or with the gem catalogue. Only
 * the apps that import it list it in their manifest, so the release gate checks it where a remote
 * shares it rather than asking every remote for it.
 */
export const SUBPATH_SINGLETONS = { '@gaido/shared/favorites': '@gaido/shared' };

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

/**
 * Shared packages tree-shaken to what the platform uses (issue 9). A shared module is otherwise built
 * whole, because the build cannot know what other apps will ask of it: react-router-dom cost 59 KB gzip
 * on every page against 29 KB in one app. Every app declares the same list, the union of what the
 * host, the remotes and @gaido/shared import from the package (usedExportsAcrossApps), so the copy
 * the host loads first serves every remote. A remote that starts using another export needs a host
 * build that includes it: the union is read from the whole repository at build time.
 */
export const TREE_SHAKEN_SHARED = ['react-router-dom', '@tanstack/react-query'];

const APP_SOURCES = ['host/src', ...Object.values(REMOTES).map((dir) => `${dir}/src`), 'shared/src'];

function sourceFiles(dir) {
  const files = [];
  let entries = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return files;
  }
  for (const entry of entries) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'test' && entry !== 'node_modules') files.push(...sourceFiles(path));
    } else if (/\.(ts|tsx|mts|mjs|js|jsx)$/.test(entry) && !/\.(test|spec)\./.test(entry)) {
      files.push(path);
    }
  }
  return files;
}

/** Every source file of the host, the remotes and @gaido/shared that goes into a build (tests excluded). */
export function appSourceFiles(roots = APP_SOURCES.map((dir) => join(root, dir))) {
  return roots.flatMap((dir) => sourceFiles(dir));
}

/** The named value imports of `pkg` across every app's sources (tests excluded), sorted. */
export function usedExportsAcrossApps(pkg, roots = APP_SOURCES.map((dir) => join(root, dir))) {
  const used = new Set();
  const quoted = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const named = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${quoted}['"]`, 'g');
  const reexport = new RegExp(`export\\s+\\{([^}]*)\\}\\s+from\\s+['"]${quoted}['"]`, 'g');
  const whole = new RegExp(`(import\\s+\\*|export\\s+\\*)[^;]*from\\s+['"]${quoted}['"]`);
  for (const file of roots.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    if (whole.test(text)) throw new Error(`${file}: import named exports of ${pkg}, not the whole package`);
    for (const match of [...text.matchAll(named)]
      .filter((m) => !m[1])
      .map((m) => m[2])
      .concat([...text.matchAll(reexport)].map((m) => m[1]))) {
      for (const item of match.split(',')) {
        const name = item
          .trim()
          .split(/\s+as\s+/)[0]
          .trim();
        if (name && !name.startsWith('type ')) used.add(name);
      }
    }
  }
  return [...used].sort();
}

/**
 * Libraries shared (not as singletons: they hold no state) so that a page loads one copy, cut to the
 * members every app uses. zod/mini is imported as a namespace (`import * as z from 'zod/mini'`), so its
 * used members are the `z.<member>` names read across the apps' sources that are runtime exports (types
 * such as `z.infer` are not). Without sharing, `/` loaded the host's zod and a second copy inside
 * mfe-tours' `@gaido/shared/tours` (issue 9).
 *
 * What is shared under the key is `module` (`file`), which re-exports exactly those members: Module
 * Federation keeps every export of a shared module but leaves what the module imports to the build's
 * ordinary tree shaking. Its own shared tree shaking (`treeShaking: runtime-infer` with the same
 * members) kept zod's whole core: 14.9 KB gzip on every page, against 10.1 KB now (issue 9). Apps import
 * it only as a namespace (`import * as z from 'zod/mini'`), so the members they read are known: the
 * build stops on any other import of it (nonNamespaceImports).
 */
export const TREE_SHAKEN_NAMESPACES = {
  // `module` is named by a package request, not a path: the build writes it into every remoteEntry.js,
  // whose content must not depend on where the repository is checked out (tooling/reproducibleBuild.mjs).
  'zod/mini': {
    versionOf: 'zod',
    module: '@gaido/shared/zod-mini',
    file: join(root, 'shared', 'src', 'zodMini.ts'),
  },
};

/** The members read from a package imported as a namespace across every app's sources, sorted. */
export function namespaceMembersAcrossApps(pkg, roots = APP_SOURCES.map((dir) => join(root, dir))) {
  const quoted = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const namespace = new RegExp(
    `import\\s+\\*\\s+as\\s+([A-Za-z_$][\\w$]*)\\s+from\\s+['"]${quoted}['"]`,
    'g',
  );
  const runtimeExports = new Set(Object.keys(createRequire(join(root, 'shared', 'package.json'))(pkg)));
  const used = new Set();
  for (const file of roots.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const [, alias] of text.matchAll(namespace)) {
      for (const [, member] of text.matchAll(new RegExp(`(?<![\\w$.])${alias}\\.([A-Za-z_$][\\w$]*)`, 'g'))) {
        if (runtimeExports.has(member)) used.add(member);
      }
    }
  }
  return [...used].sort();
}

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
 * Files that import `pkg` other than as a namespace (`import { email } from 'zod/mini'`, a default import,
 * a re-export), type-only imports aside. Such an import reads members `namespaceMembersAcrossApps` cannot
 * see, which the shared stand-in may lack: `undefined` at runtime, with TypeScript content.
 */
export function nonNamespaceImports(pkg, roots = APP_SOURCES.map((dir) => join(root, dir))) {
  const quoted = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const anyImport = new RegExp(`(import|export)\\s+([^;]*?)\\s*from\\s+['"]${quoted}['"]`, 'g');
  const files = [];
  for (const file of roots.flatMap(sourceFiles)) {
    for (const [, keyword, clause] of readFileSync(file, 'utf8').matchAll(anyImport)) {
      const namespace = keyword === 'import' && /^\*\s+as\s+[A-Za-z_$][\w$]*$/.test(clause);
      const typeOnly = keyword === 'import' && /^type\s/.test(clause);
      if (!namespace && !typeOnly) {
        files.push(file);
        break;
      }
    }
  }
  return files;
}

/** Members of `pkg` the apps read that `file` (its shared stand-in) does not re-export. */
export function missingNamespaceMembers(pkg, file, roots = APP_SOURCES.map((dir) => join(root, dir))) {
  const exported = new Set(reexportedNames(file));
  return namespaceMembersAcrossApps(pkg, roots).filter((member) => !exported.has(member));
}

/**
 * The key a cut-down namespace is shared under: its name and a digest of the members it carries. A
 * remote built when the apps read other members (a member added, say) then finds no copy under its key
 * on the page and loads its own, instead of taking the host's copy that lacks the member.
 */
export function namespaceShareKey(pkg, members) {
  const digest = createHash('sha256')
    .update([...members].sort().join(','))
    .digest('hex')
    .slice(0, 8);
  return `${pkg}-${digest}`;
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
      // Production builds only: the dev servers gain nothing from it and its extra builds of the
      // shared fallbacks break React Refresh in `pnpm --filter <remote> dev`.
      ...(TREE_SHAKEN_SHARED.includes(name) && process.env.NODE_ENV === 'production'
        ? { treeShaking: { mode: 'runtime-infer', usedExports: usedExportsAcrossApps(name) } }
        : {}),
    };
  }
  for (const [name, pkg] of Object.entries(SUBPATH_SINGLETONS)) {
    shared[name] = { singleton: true, requiredVersion: requiredVersionOf(appDir, pkg), strictVersion: true };
  }
  for (const [name, { versionOf, module, file }] of Object.entries(TREE_SHAKEN_NAMESPACES)) {
    const stray = nonNamespaceImports(name);
    if (stray.length > 0) {
      throw new Error(
        `${stray.join(', ')}: import ${name} as a namespace (import * as z from '${name}'), which is shared cut to the members read that way (${file})`,
      );
    }
    const missing = missingNamespaceMembers(name, file);
    if (missing.length > 0) {
      throw new Error(
        `${file} does not re-export ${missing.join(', ')} of ${name}, which the apps read: add ${missing.length > 1 ? 'them' : 'it'} there`,
      );
    }
    const version = readJson(join(root, 'shared', 'node_modules', versionOf, 'package.json')).version;
    shared[name] = {
      singleton: false,
      // The file, not the package: `version` has to be named, or the federation would read shared's.
      import: module,
      version,
      requiredVersion: `^${version}`,
      shareKey: namespaceShareKey(name, reexportedNames(file)),
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
 * runs standalone and a QA override can point the host at a dev server. A production build runs alone
 * too: its dist/index.html first loads a runtime of its own, which nothing the host loads carries
 * (tooling/standaloneRuntime.mjs; `pnpm --filter <remote> preview`).
 */
export function remoteExperiments(mode = process.env.NODE_ENV) {
  return { externalRuntime: mode === 'production', optimization: BROWSER_ONLY };
}

/** Browser-only builds: the runtime's Node.js loading paths are left out (ENV_TARGET=web). */
const BROWSER_ONLY = { target: 'web' };

/** The host provides its federation runtime to the remotes (see remoteExperiments). */
export const HOST_FEDERATION_EXPERIMENTS = { provideExternalRuntime: true, optimization: BROWSER_ONLY };

/**
 * The files the federation plugin bundles as every container's runtime, resolved as Rspack and the plugin
 * do (through @module-federation/runtime-tools, with `require.resolve`: the CommonJS builds).
 */
function federationRuntimePaths(appDir) {
  const fromPlugin = createRequire(
    createRequire(join(appDir, 'package.json')).resolve('@module-federation/rsbuild-plugin'),
  );
  const fromRuntimeTools = createRequire(fromPlugin.resolve('@module-federation/runtime-tools'));
  return {
    bundlerRuntime: fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime'),
    runtime: fromRuntimeTools.resolve('@module-federation/runtime'),
    injectRuntimeCore: createRequire(fromPlugin.resolve('@module-federation/rspack')).resolve(
      '@module-federation/inject-external-runtime-core-plugin',
    ),
  };
}

/**
 * The federation runtime's packages as ES modules rather than the CommonJS builds the plugin picks, so that
 * the parts of @module-federation/sdk and error-codes nothing calls are left out (issue 9).
 */
function esmAliases(files) {
  const alias = {};
  for (const file of files) {
    if (file.endsWith('.cjs')) alias[`${file}$`] = file.replace(/\.cjs$/, '.js');
  }
  return alias;
}

/**
 * The ES module files of runtime-core and the bundler runtime a remote builds with: what its standalone
 * page provides itself in place of the host's (tooling/standaloneRuntime.mjs).
 */
export function standaloneRuntimeFiles(appDir) {
  const paths = federationRuntimePaths(appDir);
  const esm = (file) => file.replace(/\.cjs$/, '.js');
  return {
    runtimeCore: esm(createRequire(paths.runtime).resolve('@module-federation/runtime-core')),
    bundlerRuntime: esm(paths.bundlerRuntime),
    version: readJson(join(dirname(paths.runtime), '..', 'package.json')).version,
  };
}

/**
 * CommonJS packages that react-router imports only for its server runtime (createCookie, sessions,
 * request handlers), which no app uses. A plain build leaves them out, but the federation's shared tree
 * shaking of react-router-dom keeps every module the package reaches and can only empty the ES modules
 * among them: these two stayed whole in the router chunk of every page (1.7 KB gzip, issue 9). Production
 * browser builds resolve them to an empty module.
 */
export const SERVER_ONLY_PACKAGES = ['cookie', 'set-cookie-parser'];

function serverOnlyAliases() {
  return Object.fromEntries(SERVER_ONLY_PACKAGES.map((name) => [`${name}$`, false]));
}

/** Resolve settings of the host: its federation runtime as ES modules (production builds). */
export function hostResolveSettings(appDir, mode = process.env.NODE_ENV) {
  if (mode !== 'production') return {};
  const paths = federationRuntimePaths(appDir);
  return {
    alias: {
      ...esmAliases([paths.bundlerRuntime, paths.runtime, paths.injectRuntimeCore]),
      ...serverOnlyAliases(),
    },
  };
}

/**
 * One bundler runtime on the page (issue 9): in production a remote's remoteEntry.js takes the host's
 * @module-federation/webpack-bundler-runtime (and with it @module-federation/sdk and error-codes) instead of
 * bundling a copy; the host publishes it (tooling/mfProvideBundlerRuntime.mjs, HOST_RUNTIME_PLUGINS).
 * The container's own @module-federation/runtime wrapper stays (it holds the container's instance).
 */
export function remoteResolveSettings(name, mode = process.env.NODE_ENV) {
  if (mode !== 'production') return {};
  const paths = federationRuntimePaths(join(root, REMOTES[name]));
  return {
    alias: {
      [`${paths.bundlerRuntime}$`]: join(root, 'tooling', 'mfHostBundlerRuntime.mjs'),
      // The one bundler runtime function the host's build leaves out (mfHostBundlerRuntime.mjs).
      '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js$': join(
        dirname(paths.bundlerRuntime),
        'initContainerEntry.js',
      ),
      ...esmAliases([paths.runtime]),
      ...serverOnlyAliases(),
    },
  };
}

/** Runtime plugins of the host: it provides its bundler runtime to the remotes (remoteResolveSettings). */
export const HOST_RUNTIME_PLUGINS = [join(root, 'tooling', 'mfProvideBundlerRuntime.mjs')];

/** The icon a remote's standalone page links, the host's own (browsers otherwise ask for /favicon.ico). */
export const STANDALONE_FAVICON = join(root, 'host', 'public', 'favicon.svg');

/**
 * The document every app builds its index.html from: Rsbuild's own template with the page's language
 * (`<html lang="en">`), which screen readers need to pronounce it and which Rsbuild's default leaves out.
 */
export const DOCUMENT_TEMPLATE = join(root, 'tooling', 'document.html');

/** Rsbuild settings every remote shares: fixed port, CORS for the host, relative asset URLs. */
export function remoteRsbuildSettings(name) {
  return {
    resolve: remoteResolveSettings(name),
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
