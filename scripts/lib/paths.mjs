import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where published remote versions live (the CDN's origin). Override with GAIDO_RELEASES_DIR. */
export const RELEASES_DIR = process.env.GAIDO_RELEASES_DIR ?? join(ROOT, '.releases');
