import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/**
 * This machine's release folder (GAIDO_RELEASES_DIR). Its layout (docs/releases.md "The store"):
 * `artifacts/` the artifact store, the only folder the CDN reads; `service/` the release service's
 * database and the local admin's token; `host-cache/` the host servers' last pins.
 */
export const RELEASES_DIR = process.env.GAIDO_RELEASES_DIR ?? join(ROOT, '.releases');
/** The artifact store: `<remote>/<version>/<file>` and each version's record. Override with GAIDO_ARTIFACTS_DIR. */
export const ARTIFACTS_DIR = process.env.GAIDO_ARTIFACTS_DIR ?? join(RELEASES_DIR, 'artifacts');
/** The release service's own data (PGlite, the local admin token). Override with GAIDO_RELEASE_DATA_DIR. */
export const RELEASE_DATA_DIR = process.env.GAIDO_RELEASE_DATA_DIR ?? join(RELEASES_DIR, 'service');
/** Where a host server keeps the last pins it read, one folder per server. */
export const hostCacheDir = (name = 'host-cache') => join(RELEASES_DIR, name);
/** Where release/environments.json declares the environments (the release service loads it too). */
export const ENVIRONMENTS_DIR = join(ROOT, 'release');
/** This checkout's host build (host-release.json is written at build time). */
export const HOST_DIST = join(ROOT, 'host', 'dist');
