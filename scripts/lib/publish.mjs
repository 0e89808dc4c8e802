// Publishing a remote copies its build to an immutable, versioned path: <remote>/<version>/.
// The version carries a hash of the build's content, so the same path can never hold two builds.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { REMOTES } from '../../tooling/federation.mjs';
import { RELEASES_DIR, ROOT } from './paths.mjs';

function listFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...listFiles(path));
    else files.push(path);
  }
  return files.sort();
}

export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(relative(dir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function sri(path) {
  return `sha384-${createHash('sha384').update(readFileSync(path)).digest('base64')}`;
}

/** Precompressed copies let the static server answer gzip and brotli without compressing per request. */
function precompress(dir) {
  for (const file of listFiles(dir)) {
    if (!/\.(js|css|json|html|svg|map)$/.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body));
  }
}

export function precompressDir(dir) {
  precompress(dir);
}

/**
 * @param {keyof typeof REMOTES} remote
 * @returns {{ remote: string, version: string, dir: string, created: boolean, metadata: object }}
 */
export function publishRemote(remote) {
  const pkgDir = join(ROOT, REMOTES[remote]);
  const dist = join(pkgDir, 'dist');
  const manifestPath = join(dist, 'mf-manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${remote} has no build: run its build first (${manifestPath})`);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const version = `${pkg.version}-${contentHash(dist)}`;
  const target = join(RELEASES_DIR, remote, version);
  const metadataPath = join(target, 'release.json');
  if (existsSync(metadataPath)) {
    return {
      remote,
      version,
      dir: target,
      created: false,
      metadata: JSON.parse(readFileSync(metadataPath, 'utf8')),
    };
  }
  mkdirSync(target, { recursive: true });
  cpSync(dist, target, { recursive: true });
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryFiles = listFiles(target).filter((file) => /remoteEntry\.js$|mf-manifest\.json$/.test(file));
  const metadata = {
    remote,
    version,
    commit: gitCommit(),
    builtAt: new Date().toISOString(),
    shared: (manifest.shared ?? []).map((item) => ({
      name: item.name,
      version: item.version,
      requiredVersion: item.requiredVersion,
      singleton: item.singleton,
    })),
    exposes: (manifest.exposes ?? []).map((item) => item.path ?? `./${item.name}`),
    integrity: Object.fromEntries(entryFiles.map((file) => [relative(target, file), sri(file)])),
  };
  precompress(target);
  writeFileSync(metadataPath, `${JSON.stringify(metadata, null, 2)}\n`);
  return { remote, version, dir: target, created: true, metadata };
}
