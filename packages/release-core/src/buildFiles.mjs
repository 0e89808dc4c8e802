// A remote's build as a set of files: its identity (the content hash its version carries), the
// SHA-384 of every file, and the upload the CLI sends. Shared by the CLI and the service, so both
// compute the same identity; it uses nothing but Node's own modules.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Files a publish adds next to a build (compressed copies, the old release.json): never part of it. */
const PUBLISH_ARTIFACT = /(\.gz|\.br|^release\.json)$/;

/**
 * A compressed copy of a file (`x.js.br`, `x.js.gz`). Never part of a build: the CDN compresses the
 * recorded files itself, so no upload can choose the bytes a browser decompresses.
 */
export const isCompressedCopy = (path) => /\.(gz|br)$/i.test(path);

/** A path inside a build: relative, forward slashes, no `..`, nothing hidden, nothing odd. */
export const BUILD_PATH = /^(?!.*(^|\/)\.)[A-Za-z0-9_@~+-][A-Za-z0-9_.@~+/-]{0,299}$/;

/**
 * The file a host loads a remote by: the remoteEntry.js beside the version's mf-manifest.json (the host
 * never reads the manifest, host/src/platform/integrity.ts `remoteEntryUrl`). The service refuses a build
 * whose manifest names another entry, and the host server preloads this one.
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** A version: a path segment on the CDN, nothing that could climb out of the remote's folder. */
export const VERSION = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,99}$/;

function listFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...listFiles(path));
    else files.push(path);
  }
  return files;
}

/**
 * The files of a build folder, path -> bytes, in path order.
 * @param {string} dir
 * @returns {Map<string, Buffer>}
 */
export function readBuildDir(dir) {
  const files = new Map();
  for (const file of listFiles(dir)) {
    const path = relative(dir, file).split('\\').join('/');
    if (!PUBLISH_ARTIFACT.test(path)) files.set(path, readFileSync(file));
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
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
function identityBytes(path, bytes) {
  if (!path.endsWith('mf-stats.json')) return bytes;
  try {
    return JSON.stringify(sortStringArrays(JSON.parse(bytes.toString('utf8'))));
  } catch {
    return bytes;
  }
}

/**
 * SHA-256 over every file's path and content: the identity of a build.
 * @param {Map<string, Buffer>} files
 */
export function contentHash(files) {
  const hash = createHash('sha256');
  for (const path of [...files.keys()].sort()) {
    hash.update(path);
    hash.update('\0');
    hash.update(identityBytes(path, /** @type {Buffer} */ (files.get(path))));
  }
  return hash.digest('hex');
}

/** The Subresource Integrity string of some bytes (SHA-384, as browsers check it). */
export function sri(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The version a build gets unless one is named: the package version and the content hash. */
export function derivedVersion(packageVersion, hash) {
  return `${packageVersion}-${hash.slice(0, 10)}`;
}

/**
 * The body of a publish: every file with its size and SHA-384, so the service can tell a truncated or
 * altered upload from the build that was read.
 * @param {{ files: Map<string, Buffer>, packageVersion: string, version?: string, commit: string,
 *   dirty?: boolean, builtAt?: string }} build
 */
export function uploadBody({ files, packageVersion, version, commit, dirty = false, builtAt }) {
  return {
    packageVersion,
    ...(version ? { version } : {}),
    commit,
    dirty,
    ...(builtAt ? { builtAt } : {}),
    files: [...files].map(([path, bytes]) => ({
      path,
      size: bytes.length,
      sha384: sri(bytes),
      content: bytes.toString('base64'),
    })),
  };
}
