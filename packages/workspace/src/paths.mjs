import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The artifact store's folder on this machine (what the CDN serves). Override with GAIDO_RELEASES_DIR. */
export const RELEASES_DIR = process.env.GAIDO_RELEASES_DIR ?? join(ROOT, '.releases');
/** Where release/environments.json declares the environments (the release service loads it too). */
export const ENVIRONMENTS_DIR = join(ROOT, 'release');
/** This checkout's host build (host-release.json is written at build time). */
export const HOST_DIST = join(ROOT, 'host', 'dist');
