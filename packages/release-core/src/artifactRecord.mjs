// The record of one published version in the artifact store: the list of its files, each with the
// SHA-384 the platform recorded when it was published. The CDN serves a path only when this record
// names it, and only bytes whose hash matches (packages/static-server/src/cdn.mjs); nothing an upload
// sends can write or replace it, because a build's paths never start with a dot (BUILD_PATH).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_PATH, isCompressedCopy, VERSION } from './buildFiles.mjs';

/** Beside a version's files, under a name no build path can take. */
export const RECORD_FILE = '.record.json';

/** A remote's name: a path segment on the CDN. */
export const REMOTE_NAME = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * The text of a record. Only paths a build may have are recorded, and never a compressed copy (only
 * the CDN makes those).
 * @param {{ remote: string, version: string, files: Record<string, string> }} record  path -> `sha384-…`
 */
export function recordText({ remote, version, files }) {
  if (!REMOTE_NAME.test(remote) || !VERSION.test(version)) {
    throw new Error(`${remote}/${version} is not a remote and a version`);
  }
  const recorded = Object.fromEntries(
    Object.entries(files)
      .filter(
        ([path, hash]) =>
          BUILD_PATH.test(path) && !isCompressedCopy(path) && /^sha384-[A-Za-z0-9+/]+=*$/.test(hash),
      )
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return `${JSON.stringify({ remote, version, files: recorded }, null, 2)}\n`;
}

/**
 * Writes the record of `<remote>/<version>` in the store folder `artifactsDir`, atomically (a reader
 * sees the whole record or none).
 * @param {string} artifactsDir
 * @param {{ remote: string, version: string, files: Record<string, string> }} record
 */
export function writeRecord(artifactsDir, record) {
  const text = recordText(record);
  const dir = join(artifactsDir, record.remote, record.version);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, RECORD_FILE);
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/**
 * The recorded files of `<remote>/<version>`, path -> SHA-384, or null when nothing is recorded (not
 * published, or not yet). The names are checked before they reach the file system.
 * @param {string} artifactsDir
 * @param {string} remote
 * @param {string} version
 * @returns {Map<string, string> | null}
 */
export function readRecord(artifactsDir, remote, version) {
  if (!REMOTE_NAME.test(remote) || !VERSION.test(version)) return null;
  const file = join(artifactsDir, remote, version, RECORD_FILE);
  if (!existsSync(file)) return null;
  try {
    const record = JSON.parse(readFileSync(file, 'utf8'));
    if (record?.remote !== remote || record?.version !== version || typeof record.files !== 'object') {
      return null;
    }
    return new Map(
      Object.entries(record.files).filter(
        ([path, hash]) => BUILD_PATH.test(path) && !isCompressedCopy(path) && typeof hash === 'string',
      ),
    );
  } catch {
    return null;
  }
}
