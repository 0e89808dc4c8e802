// The release service's settings, from the environment; every one has a default that runs on a laptop.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTS } from '../../packages/workspace/src/apps.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The port the service listens on unless PORT says otherwise. */
export const RELEASE_SERVICE_PORT = PORTS.releases;

export function loadConfig(env = process.env) {
  const releasesDir = env.GAIDO_RELEASES_DIR ?? join(ROOT, '.releases');
  const dataDir = env.GAIDO_RELEASE_DATA_DIR ?? join(releasesDir, 'service');
  return {
    port: Number(env.PORT ?? RELEASE_SERVICE_PORT),
    host: env.HOST ?? '127.0.0.1',
    /** A PostgreSQL server for the service's data (GAIDO_RELEASE_DATABASE_URL); PGlite in dataDir otherwise. */
    databaseUrl: env.GAIDO_RELEASE_DATABASE_URL || undefined,
    dataDir,
    /** The artifact store's folder: what the CDN serves (`<remote>/<version>/<file>`). */
    artifactsDir: releasesDir,
    /** Where a fresh install's local admin token is kept for `pnpm start` and the CLI on this machine. */
    localTokenFile: join(dataDir, 'local-admin.token'),
    environmentsFile: join(ROOT, 'release', 'environments.json'),
  };
}
