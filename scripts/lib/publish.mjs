// Publishing a remote copies its build to an immutable, versioned path: <remote>/<version>/.
// The version carries a hash of the build's content, so the same path can never hold two builds and a
// rebuild with identical content is the same version (release/README.md "Versions").

import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { REMOTES } from '../../tooling/federation.mjs';
import { BUNDLER_RUNTIME_GLOBAL } from '../../tooling/mfProvideBundlerRuntime.mjs';
import { readBuildRecord } from '../../tooling/platformContract.mjs';
import { gitSource } from './gitSource.mjs';
import { RELEASES_DIR, ROOT } from './paths.mjs';

/** Files a publish adds next to the build: never part of the build's identity. */
const PUBLISH_ARTIFACT = /(\.gz|\.br|^release\.json)$/;

function listFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...listFiles(path));
    else files.push(path);
  }
  return files.sort();
}

function buildFiles(dir) {
  return listFiles(dir).filter((file) => !PUBLISH_ARTIFACT.test(relative(dir, file)));
}

/** Sorts every array of strings, recursively: order that carries no meaning. */
function sortStringArrays(value) {
  if (Array.isArray(value)) {
    const items = value.map(sortStringArrays);
    return items.every((item) => typeof item === 'string') ? items.sort() : items;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sortStringArrays(item)]));
  }
  return value;
}

/**
 * The bytes that identify a file. mf-stats.json lists which exposes use a module in whatever order the
 * compiler's threads finished, so two builds of the same sources differ there only; its string lists
 * are sorted before hashing so that a rebuild of unchanged sources is the same version.
 */
function identityBytes(file) {
  const bytes = readFileSync(file);
  if (!file.endsWith('mf-stats.json')) return bytes;
  try {
    return JSON.stringify(sortStringArrays(JSON.parse(bytes.toString('utf8'))));
  } catch {
    return bytes;
  }
}

/** SHA-256 over every build file's path and content: the identity of a build. */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of buildFiles(dir)) {
    // Forward slashes so the same build hashes the same on every OS.
    hash.update(relative(dir, file).split('\\').join('/'));
    hash.update('\0');
    hash.update(identityBytes(file));
  }
  return hash.digest('hex');
}

function sri(path) {
  return `sha384-${createHash('sha384').update(readFileSync(path)).digest('base64')}`;
}

/** Precompressed copies let the static server answer gzip and brotli without compressing per request. */
export function precompressDir(dir) {
  for (const file of listFiles(dir)) {
    if (!/\.(js|css|json|html|svg|map)$/.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    // Quality 9 is within a few percent of 11 and several times faster on a 2-core machine.
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
    );
  }
}

/**
 * What the registry and the compatibility gate need to know about a build, from its manifest, its
 * scripts and its build record (tooling/platformContract.mjs, gaido-build.json): the shared modules, the
 * exposes, the federation runtime it was built for, and the shared exports it uses of each package the
 * host shares cut down (`usesExports`; absent for a build from before builds recorded them).
 * @param {any} manifest  its mf-manifest.json
 * @param {string} [scriptSources]  its scripts' text, concatenated
 * @param {{ usesExports: Record<string, string[]> } | null} [buildRecord]  its gaido-build.json
 */
export function describeManifest(manifest, scriptSources = '', buildRecord = null) {
  return {
    federation: {
      runtime: manifest.metaData?.pluginVersion ?? null,
      hostBundlerRuntime: scriptSources.includes(BUNDLER_RUNTIME_GLOBAL),
    },
    shared: (manifest.shared ?? []).map((item) => ({
      name: item.name,
      version: item.version,
      requiredVersion: item.requiredVersion,
      singleton: Boolean(item.singleton),
      ...(item.strictVersion ? { strictVersion: true } : {}),
    })),
    exposes: (manifest.exposes ?? []).map((item) => item.path ?? `./${item.name}`),
    ...(buildRecord ? { usesExports: buildRecord.usesExports } : {}),
  };
}

/**
 * describeManifest for a build directory (a remote's dist/ or a published copy of it): reads its
 * manifest, its scripts and its build record.
 * @param {string} distDir
 */
export function describeBuild(distDir) {
  const manifestPath = join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${distDir} is not a build: ${manifestPath} is missing`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const scriptSources = buildFiles(distDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return describeManifest(manifest, scriptSources, readBuildRecord(distDir));
}

export function readRelease(remote, version, releasesDir = RELEASES_DIR) {
  const path = join(releasesDir, remote, version, 'release.json');
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

/**
 * Publishes one build directory. Staged in a sibling folder and renamed into place, so a crash or a
 * concurrent publish never leaves a half-written version that later looks complete.
 * @param {{ remote: string, distDir: string, packageVersion: string, releasesDir?: string,
 *   source?: { commit: string, dirty: boolean }, now?: Date }} options
 * @returns {{ remote: string, version: string, dir: string, created: boolean, metadata: any }}
 */
export function publishBuild({ remote, distDir, packageVersion, releasesDir = RELEASES_DIR, source, now }) {
  const manifestPath = join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${remote} has no build: ${manifestPath} is missing`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (manifest.name && manifest.name !== remote) {
    throw new Error(`${distDir} is a build of ${manifest.name}, not ${remote}`);
  }
  const hash = contentHash(distDir);
  const version = `${packageVersion}-${hash.slice(0, 10)}`;
  const target = join(releasesDir, remote, version);
  const existing = readRelease(remote, version, releasesDir);
  if (existing) return { remote, version, dir: target, created: false, metadata: existing };

  const staging = join(releasesDir, remote, `.staging-${version}-${randomBytes(4).toString('hex')}`);
  mkdirSync(staging, { recursive: true });
  try {
    for (const file of buildFiles(distDir)) {
      const to = join(staging, relative(distDir, file));
      mkdirSync(join(to, '..'), { recursive: true });
      cpSync(file, to);
    }
    const entryName = manifest.metaData?.remoteEntry?.name || 'remoteEntry.js';
    const entryFiles = ['mf-manifest.json', entryName].filter((file) => existsSync(join(staging, file)));
    // The stand-in that takes the host's bundler runtime may sit in remoteEntry.js or in any chunk.
    const scriptSources = buildFiles(staging)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const metadata = {
      remote,
      version,
      packageVersion,
      contentHash: `sha256-${hash}`,
      commit: source?.commit ?? 'unknown',
      ...(source?.dirty ? { dirty: true } : {}),
      // The build's own time (its manifest's mtime), not the publish time: a re-publish elsewhere keeps it.
      builtAt: statSync(manifestPath).mtime.toISOString(),
      publishedAt: (now ?? new Date()).toISOString(),
      ...describeManifest(manifest, scriptSources, readBuildRecord(staging)),
      integrity: Object.fromEntries(entryFiles.map((file) => [file, sri(join(staging, file))])),
    };
    precompressDir(staging);
    writeFileSync(join(staging, 'release.json'), `${JSON.stringify(metadata, null, 2)}\n`);
    try {
      renameSync(staging, target);
    } catch (error) {
      // Someone published the same content at the same moment: theirs is identical, keep it.
      const raced = readRelease(remote, version, releasesDir);
      if (!raced) throw error;
      rmSync(staging, { recursive: true, force: true });
      return { remote, version, dir: target, created: false, metadata: raced };
    }
    return { remote, version, dir: target, created: true, metadata };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Publishes a remote's build (its `dist/`, or another directory such as a CI artifact).
 * @param {keyof typeof REMOTES} remote
 * @param {{ distDir?: string, releasesDir?: string }} [options]
 */
export function publishRemote(remote, { distDir, releasesDir } = {}) {
  const pkgDir = join(ROOT, REMOTES[remote]);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  return publishBuild({
    remote,
    distDir: distDir ?? join(pkgDir, 'dist'),
    packageVersion: pkg.version,
    releasesDir,
    source: gitSource(pkgDir),
  });
}
