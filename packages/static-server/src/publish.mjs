// A remote's build written straight into an artifact folder (`<remote>/<version>/`, with release.json
// and the record the CDN serves it by beside it), without the release service: how the benchmark serves its own CDN, and how the static
// servers' tests get a published build. Releases proper go through the release service
// (docs/releases.md); the identity of a build is the same in both (packages/release-core/src/buildFiles.mjs).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { assertPublishable, readBuildRecord } from '@gaido/build-tooling/platform-contract';
import { RECORD_FILE, recordText } from '@gaido/release-core/artifact-record';
import { describeManifest } from '@gaido/release-core/build-description';
import { contentHash, derivedVersion, readBuildDir, sri } from '@gaido/release-core/build-files';
import { REMOTES } from '@gaido/workspace/apps';
import { gitSource } from '@gaido/workspace/git-source';
import { ARTIFACTS_DIR, ROOT } from '@gaido/workspace/paths';

/**
 * describeManifest for a build directory (a remote's dist/ or a published copy of it): reads its
 * manifest and its build record.
 * @param {string} distDir
 */
export function describeBuild(distDir) {
  const manifestPath = join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${distDir} is not a build: ${manifestPath} is missing`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return describeManifest(manifest, readBuildRecord(distDir));
}

export function readRelease(remote, version, artifactsDir = ARTIFACTS_DIR) {
  const path = join(artifactsDir, remote, version, 'release.json');
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

/**
 * Publishes one build directory. Staged in a sibling folder and renamed into place, so a crash or a
 * concurrent publish never leaves a half-written version that later looks complete.
 * @param {{ remote: string, distDir: string, packageVersion: string, artifactsDir?: string,
 *   source?: { commit: string, dirty: boolean }, now?: Date }} options
 * @returns {{ remote: string, version: string, dir: string, created: boolean, metadata: any }}
 */
export function publishBuild({ remote, distDir, packageVersion, artifactsDir = ARTIFACTS_DIR, source, now }) {
  const manifestPath = join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${remote} has no build: ${manifestPath} is missing`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (manifest.name && manifest.name !== remote) {
    throw new Error(`${distDir} is a build of ${manifest.name}, not ${remote}`);
  }
  const files = readBuildDir(distDir);
  const hash = contentHash(files);
  const version = derivedVersion(packageVersion, hash);
  const target = join(artifactsDir, remote, version);
  const existing = readRelease(remote, version, artifactsDir);
  if (existing) return { remote, version, dir: target, created: false, metadata: existing };

  const entryName = manifest.metaData?.remoteEntry?.name || 'remoteEntry.js';
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
    ...describeManifest(manifest, readBuildRecord(distDir)),
    integrity: Object.fromEntries(
      ['mf-manifest.json', entryName]
        .filter((file) => files.has(file))
        .map((file) => [file, sri(files.get(file))]),
    ),
  };
  const staging = join(artifactsDir, remote, `.staging-${version}-${randomBytes(4).toString('hex')}`);
  try {
    for (const [path, bytes] of files) {
      mkdirSync(dirname(join(staging, path)), { recursive: true });
      writeFileSync(join(staging, path), bytes);
    }
    writeFileSync(join(staging, 'release.json'), `${JSON.stringify(metadata, null, 2)}\n`);
    // The files the CDN may serve, in the same rename as the files themselves.
    const hashes = Object.fromEntries([...files].map(([path, bytes]) => [path, sri(bytes)]));
    writeFileSync(join(staging, RECORD_FILE), recordText({ remote, version, files: hashes }));
    try {
      renameSync(staging, target);
    } catch (error) {
      // Someone published the same content at the same moment: theirs is identical, keep it.
      const raced = readRelease(remote, version, artifactsDir);
      if (!raced) throw error;
      return { remote, version, dir: target, created: false, metadata: raced };
    }
    return { remote, version, dir: target, created: true, metadata };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Publishes a remote's build (its `dist/`, or another directory such as a CI artifact), once its sources
 * and build record pass the platform contract (assertPublishable).
 * @param {keyof typeof REMOTES} remote
 * @param {{ distDir?: string, artifactsDir?: string }} [options]
 */
export function publishRemote(remote, { distDir, artifactsDir } = {}) {
  const pkgDir = join(ROOT, REMOTES[remote]);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const dist = distDir ?? join(pkgDir, 'dist');
  assertPublishable({ appDir: pkgDir, distDir: dist });
  return publishBuild({
    remote,
    distDir: dist,
    packageVersion: pkg.version,
    artifactsDir,
    source: gitSource(pkgDir),
  });
}
