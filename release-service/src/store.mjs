// Where build files live: an artifact store behind a small interface. The default is a folder, whose
// files the CDN serves only as each version's record names them (packages/static-server/src/cdn.mjs);
// docs/releases.md "The store" gives its layout and says how an S3 bucket slots in.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readRecord, writeRecord } from '@gaido/release-core/artifact-record';
import { REMOTES } from '@gaido/workspace/apps';

/**
 * @typedef {object} ArtifactStore
 * @property {(prefix: string, files: Map<string, Buffer>, options?: { replace?: boolean }) => Promise<void>} putVersion
 *   writes every file under `prefix/` (`<remote>/<version>`); a reader never sees a part of them
 * @property {(remote: string, version: string, files: Record<string, string>) => Promise<void>} record
 *   records a published version's files (path -> SHA-384): from then on the CDN serves them
 * @property {(remote: string, version: string) => Promise<boolean>} isRecorded
 * @property {(remote: string, version: string) => Promise<Map<string, string> | null>} readRecord
 *   the recorded files (path -> SHA-384) as the store holds them, or null
 * @property {(prefix: string, files: Map<string, Buffer>) => Promise<void>} putFiles
 *   writes (or replaces) some files of an existing version, each atomically: how a republish repairs one
 * @property {(key: string) => Promise<Buffer | null>} get
 * @property {(prefix: string) => Promise<boolean>} hasVersion
 */

/**
 * A folder as the artifact store. A version is staged in a hidden sibling folder and renamed into place,
 * so a crash or two publishes at once never leave a half-written version that looks complete. The
 * files are stored exactly as uploaded and recorded; compressed forms are the CDN's to make.
 * @implements {ArtifactStore}
 */
export class DirectoryStore {
  /** @param {string} root */
  constructor(root) {
    this.root = root;
  }

  /**
   * A folder left by an upload that failed before the service recorded it is replaced (`replace`);
   * otherwise an existing version is kept as it is.
   */
  async putVersion(prefix, files, { replace = false } = {}) {
    const target = join(this.root, prefix);
    if (existsSync(target)) {
      if (!replace) return;
      rmSync(target, { recursive: true, force: true });
    }
    const staging = join(dirname(target), `.staging-${randomBytes(6).toString('hex')}`);
    try {
      for (const [path, bytes] of files) {
        const file = join(staging, path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, bytes);
      }
      try {
        renameSync(staging, target);
      } catch (error) {
        // The same version written at the same moment by another instance: identical, keep theirs.
        if (!existsSync(target)) throw error;
      }
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }

  async record(remote, version, files) {
    writeRecord(this.root, { remote, version, files });
  }

  async isRecorded(remote, version) {
    return readRecord(this.root, remote, version) !== null;
  }

  async readRecord(remote, version) {
    return readRecord(this.root, remote, version);
  }

  async putFiles(prefix, files) {
    for (const [path, bytes] of files) {
      const file = join(this.root, prefix, path);
      const staging = `${file}.staging-${randomBytes(6).toString('hex')}`;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(staging, bytes);
      renameSync(staging, file);
    }
  }

  async get(key) {
    const file = join(this.root, key);
    return existsSync(file) ? readFileSync(file) : null;
  }

  async hasVersion(prefix) {
    return existsSync(join(this.root, prefix));
  }
}

/**
 * Moves the builds of a release folder laid out the old way (`<releasesDir>/<remote>/<version>/`, with
 * the service's data and the host caches beside them, all within the CDN's reach) into the artifact
 * store folder. Run when the service starts; a folder already in place is left alone.
 * @param {{ releasesDir: string, artifactsDir: string, remotes?: Record<string, string> }} options
 * @returns {string[]} the remotes' folders moved
 */
export function migrateStoreLayout({ releasesDir, artifactsDir, remotes = REMOTES }) {
  if (!existsSync(releasesDir) || releasesDir === artifactsDir) return [];
  const moved = [];
  for (const remote of readdirSync(releasesDir)) {
    if (!Object.hasOwn(remotes, remote)) continue;
    const from = join(releasesDir, remote);
    const to = join(artifactsDir, remote);
    mkdirSync(to, { recursive: true });
    for (const version of readdirSync(from)) {
      if (version.startsWith('.') || existsSync(join(to, version))) continue;
      renameSync(join(from, version), join(to, version));
    }
    rmSync(from, { recursive: true, force: true });
    moved.push(remote);
  }
  return moved;
}

/**
 * Records every published release the store has no record of: the versions of a store from before
 * records existed, and one whose publish stopped between its row and its record. The record is the
 * hashes the service holds, so a file altered on disk since is still not served.
 * @param {ArtifactStore} store
 * @param {{ remote: string, version: string, files: Record<string, string> }[]} releases
 */
export async function recordPublished(store, releases) {
  let recorded = 0;
  for (const release of releases) {
    if (!release.files || (await store.isRecorded(release.remote, release.version))) continue;
    await store.record(release.remote, release.version, release.files);
    recorded += 1;
  }
  return recorded;
}
