// The release service's settings, from the environment; every one has a default that runs on a laptop.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTS } from '@gaido/workspace/apps';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The port the service listens on unless PORT says otherwise. */
export const RELEASE_SERVICE_PORT = PORTS.releases;

export function loadConfig(env = process.env) {
  // The release folder's layout (docs/releases.md "The store"): the artifact store and the service's
  // own data are siblings, so nothing of the service is within what the CDN reads.
  const releasesDir = env.GAIDO_RELEASES_DIR ?? join(ROOT, '.releases');
  const artifactsDir = env.GAIDO_ARTIFACTS_DIR ?? join(releasesDir, 'artifacts');
  const dataDir = env.GAIDO_RELEASE_DATA_DIR ?? join(releasesDir, 'service');
  return {
    port: Number(env.PORT ?? RELEASE_SERVICE_PORT),
    host: env.HOST ?? '127.0.0.1',
    /** A PostgreSQL server for the service's data (GAIDO_RELEASE_DATABASE_URL); PGlite in dataDir otherwise. */
    databaseUrl: env.GAIDO_RELEASE_DATABASE_URL || undefined,
    /** Behind a proxy of ours: the client address for sign-in throttling is X-Forwarded-For's last entry. */
    trustProxy: env.GAIDO_RELEASE_TRUST_PROXY === '1',
    dataDir,
    /** The folder that held the artifact store before it moved to artifactsDir (migrated on start). */
    releasesDir,
    /** The artifact store's folder: `<remote>/<version>/<file>`, served by the CDN as each record names. */
    artifactsDir,
    /** Where a fresh install's local admin token is kept for `pnpm start` and the CLI on this machine. */
    localTokenFile: join(dataDir, 'local-admin.token'),
    environmentsFile: join(ROOT, 'release', 'environments.json'),
    /** The API the real-user health of rollouts is read from (its /api/v1), with the service token it was given. */
    healthUrl: env.GAIDO_HEALTH_URL || undefined,
    healthToken: env.GAIDO_HEALTH_TOKEN || undefined,
    /** How often running rollouts are judged by their guard rails. */
    guardRailIntervalMs: positiveInteger(
      'GAIDO_GUARD_RAIL_INTERVAL_MS',
      env.GAIDO_GUARD_RAIL_INTERVAL_MS,
      10_000,
    ),
    /** Mail to owners (an automatic abort): delivered through this SMTP server, kept in the mail table either way. */
    smtpUrl: env.GAIDO_RELEASE_SMTP_URL || undefined,
    mailFrom: env.GAIDO_RELEASE_MAIL_FROM || undefined,
  };
}

function positiveInteger(name, value, fallback) {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 100)
    throw new Error(`${name} is a number of milliseconds, at least 100`);
  return parsed;
}
