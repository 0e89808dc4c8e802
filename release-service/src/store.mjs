// Where build files live: an artifact store behind a small interface. The default is a folder, which
// the CDN server (or any static host) serves as it is; docs/releases.md says how an S3 bucket slots in.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { withCompressedCopies } from '@gaido/release-core/compression';

/**
 * @typedef {object} ArtifactStore
 * @property {(prefix: string, files: Map<string, Buffer>, options?: { replace?: boolean }) => Promise<void>} putVersion
 *   writes every file under `prefix/` (`<remote>/<version>`); a reader never sees a part of them
 * @property {(key: string) => Promise<Buffer | null>} get
 * @property {(prefix: string) => Promise<boolean>} hasVersion
 */

/**
 * A folder as the artifact store. A version is staged in a hidden sibling folder and renamed into place,
 * so a crash or two publishes at once never leave a half-written version that looks complete.
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
      for (const [path, bytes] of withCompressedCopies(files)) {
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

  async get(key) {
    const file = join(this.root, key);
    return existsSync(file) ? readFileSync(file) : null;
  }

  async hasVersion(prefix) {
    return existsSync(join(this.root, prefix));
  }
}
