import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where published remote versions live (the CDN's origin). Override with GAIDO_RELEASES_DIR. */
export const RELEASES_DIR = process.env.GAIDO_RELEASES_DIR ?? join(ROOT, '.releases');
/**
 * The release registry of shared environments (staging, production): committed, so every pin is
 * reviewable in git. Override with GAIDO_REGISTRY_DIR (tests, or a checkout of a deploy repo).
 */
export const REGISTRY_DIR = process.env.GAIDO_REGISTRY_DIR ?? join(ROOT, 'release');
/**
 * Pins of machine environments (local, e2e-*): they point at builds that exist only on this
 * machine and change on every `pnpm start`, so they live beside those builds, not in git.
 */
export const MACHINE_REGISTRY_DIR = process.env.GAIDO_MACHINE_REGISTRY_DIR ?? join(RELEASES_DIR, 'registry');
/** The host build the compatibility gate checks against (host-release.json is written at build time). */
export const HOST_DIST = process.env.GAIDO_HOST_DIST ?? join(ROOT, 'host', 'dist');
