// The host's release record (host/dist/host-release.json), written when the host is built: the
// versions of the singletons it provides, the exports it provides of each package shared cut down (those
// of the platform contract it was built with), and the remote modules its route table loads. The gate
// compares a remote build against this record, i.e. against the host that is actually deployed,
// rather than against whatever package.json says today. It also carries, for the static server's
// preload hints, the route table itself, each route with the remote modules its page renders, and the
// files of the host's own that each shared module it provides loads when a remote first asks for it.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST_RECORD_FILE } from '@gaido/release-core/host-record';
import { gitSource } from '@gaido/workspace/git-source';
import { sharedDependencies } from './federation.mjs';
import { readContract } from './platformContract.mjs';
import { compileRoutes } from './routeMatching.mjs';

/**
 * @typedef {import('@gaido/release-core/host-record').HostRecord} HostRecord
 * @typedef {import('@gaido/release-core/host-record').HostFederation} HostFederation
 * @typedef {import('@gaido/release-core/host-record').RouteModules} RouteModules
 * @typedef {import('@gaido/release-core/host-record').SharedChunks} SharedChunks
 */

function installedVersion(hostDir, name) {
  return JSON.parse(readFileSync(join(hostDir, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/**
 * @param {{ hostDir: string, requiredModules: Record<string, string[]>, routes?: RouteModules[], federation?: HostFederation, sharedChunks?: SharedChunks, now?: Date, contract?: import('./platformContract.mjs').PlatformContract }} options
 *   `contract`: the platform contract the host is built with (platform-contract.json unless given)
 * @returns {HostRecord}
 */
export function describeHost({
  hostDir,
  requiredModules,
  routes,
  federation,
  sharedChunks,
  now,
  contract = readContract(),
}) {
  // The static server matches paths against these as the host's router does: a path it could not
  // match the same way fails the build here rather than preloading the wrong page.
  if (routes) compileRoutes(routes);
  const shared = sharedDependencies(hostDir, { contract });
  const pkg = JSON.parse(readFileSync(join(hostDir, 'package.json'), 'utf8'));
  const singletons = Object.keys(contract.singletons);
  return {
    version: pkg.version,
    commit: gitSource(hostDir).commit,
    builtAt: (now ?? new Date()).toISOString(),
    singletons,
    singletonsWhereUsed: Object.keys(contract.singletonsWhereUsed),
    shared: Object.fromEntries(
      [...singletons.map((name) => [name, name]), ...Object.entries(contract.singletonsWhereUsed)].map(
        ([name, pkg]) => [
          name,
          { version: installedVersion(hostDir, pkg), requiredVersion: String(shared[name]?.requiredVersion) },
        ],
      ),
    ),
    // The host's shared copies are tree-shaken to the contract's lists, whoever uses what: this is all a
    // remote may import of those packages on a page this host serves.
    providesExports: contract.providedExports,
    requiredModules,
    ...(routes ? { routes } : {}),
    ...(federation ? { federation } : {}),
    ...(sharedChunks ? { sharedChunks } : {}),
  };
}

/** The federation runtime a built host provides its remotes (runtime-core), read from its manifest. */
export function describeHostFederation(distPath) {
  const manifestPath = join(distPath, 'mf-manifest.json');
  const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  return { runtime: manifest.metaData?.pluginVersion ?? null };
}

/**
 * The files each shared module the host provides loads when it is first used: the chunks its
 * provider loads, named in the compilation's stats as the origin of each chunk (a provided module is
 * `provide shared module (<scope>) <name>@<version> = <request>`). The federation manifest lists only
 * the chunk holding the module itself, not the chunks split off beside it that load with it. Only
 * files the host loads later than its document count: one the document already names is on its way.
 * @param {{ shared?: { name: string, version: string }[] }} manifest  the host's mf-manifest.json
 * @param {{ chunks?: { files?: string[], origins?: { moduleName?: string }[] }[] }} stats  the
 *   compilation's stats (chunks with their origins)
 * @param {{ publicPath: string, documentText?: string }} options
 * @returns {SharedChunks}
 */
export function describeSharedChunks(manifest, stats, { publicPath, documentText = '' }) {
  const prefix = publicPath === 'auto' || publicPath === '' ? '/' : publicPath;
  /** @type {SharedChunks} */
  const described = {};
  for (const { name, version } of manifest.shared ?? []) {
    const provider = new RegExp(
      `^provide shared module \\([^)]*\\) ${escapeRegExp(`${name}@${version}`)} = `,
    );
    const files = (stats.chunks ?? [])
      .filter((chunk) => (chunk.origins ?? []).some((origin) => provider.test(origin.moduleName ?? '')))
      .flatMap((chunk) => chunk.files ?? [])
      .filter((file) => file.endsWith('.js'))
      .map((file) => `${prefix}${file}`)
      .filter((href) => !documentText.includes(`"${href}"`));
    if (files.length > 0) described[name] = { version, files: [...new Set(files)].sort() };
  }
  return described;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function sourceFiles(dir, pattern = /\.tsx?$/) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path, pattern));
    else if (pattern.test(entry) && !/\.test\.tsx?$/.test(entry)) files.push(path);
  }
  return files;
}

/**
 * Remote modules the host renders outside its route table, written as literal JSX
 * (`<RemoteModule remote="mfe_tours" module="./FeaturedTours" />` on the home page). The route table
 * itself is imported, not parsed; this scan only adds those fixed placements.
 * @returns {Record<string, string[]>}
 */
export function findRemoteModuleUsages(srcDir) {
  /** @type {Record<string, string[]>} */
  const found = {};
  for (const file of sourceFiles(srcDir)) {
    for (const [, attributes] of readFileSync(file, 'utf8').matchAll(/<RemoteModule\b([^>]*)>/g)) {
      const remote = attributes.match(/\bremote="([\w-]+)"/)?.[1];
      const module = attributes.match(/\bmodule="([^"]+)"/)?.[1];
      if (remote && module) found[remote] = [...new Set([...(found[remote] ?? []), module])];
    }
  }
  return found;
}

/** @param {...Record<string, string[]>} lists */
export function mergeModuleLists(...lists) {
  /** @type {Record<string, string[]>} */
  const merged = {};
  for (const list of lists) {
    for (const [remote, modules] of Object.entries(list)) {
      merged[remote] = [...new Set([...(merged[remote] ?? []), ...modules])];
    }
  }
  return merged;
}

/**
 * Rsbuild plugin: writes the record into the build output, so it ships (and is served) with the host.
 * @param {{ requiredModules: Record<string, string[]>, routes?: RouteModules[] }} options  the route
 *   table's modules, and its routes with the modules each renders
 */
export function pluginHostReleaseRecord({ requiredModules, routes }) {
  return {
    name: 'gaido:host-release-record',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        const { rootPath, distPath } = api.context;
        const compiled = stats?.toJson({ all: false, chunks: true, chunkOrigins: true, publicPath: true });
        const manifestPath = join(distPath, 'mf-manifest.json');
        const documentPath = join(distPath, 'index.html');
        const record = describeHost({
          hostDir: rootPath,
          requiredModules: mergeModuleLists(requiredModules, findRemoteModuleUsages(join(rootPath, 'src'))),
          routes,
          federation: describeHostFederation(distPath),
          sharedChunks:
            compiled && existsSync(manifestPath)
              ? describeSharedChunks(JSON.parse(readFileSync(manifestPath, 'utf8')), compiled, {
                  publicPath: compiled.publicPath ?? '/',
                  documentText: existsSync(documentPath) ? readFileSync(documentPath, 'utf8') : '',
                })
              : undefined,
        });
        writeFileSync(join(distPath, HOST_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
      });
    },
  };
}
