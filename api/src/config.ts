// Runtime configuration, read once from the environment. Everything has a default that runs
// on a laptop with no setup; production sets DATABASE_URL, JWT_SECRET, SMTP_URL and APP_URL.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MetricsListener, metricsListenerFrom } from '@gaido/observability/metrics-server';

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: Uint8Array;
  appUrl: string;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  devMailbox: boolean;
  /** Take the client IP from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  logRequests: boolean;
  /** Project keys the analytics ingest accepts; unset: the local default key only. */
  analyticsApiKeys?: string[];
  /** GET /dev/analytics/events for QA; on in development only (devAnalyticsEnabled). */
  devAnalytics?: boolean;
  /** The service token the release service reads real-user health with (GAIDO_HEALTH_TOKEN); unset: nobody. */
  healthToken?: string;
  /** Where /metrics is served (METRICS_PORT, METRICS_HOST, METRICS_TOKEN); never the public port. */
  metrics?: MetricsListener | null;
}

export const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Rate limits of the analytics ingest (api/README.md, "Analytics ingest rate limits"): a token bucket
 * per client IP and one per distinct_id, counted in events (a request costs one at least), each holding
 * `burst` and refilled at `perSecond`. Kept in the database, so they hold across API instances.
 */
export const ANALYTICS_INGEST_RATE_LIMITS = {
  /** An office or a household behind one address (the e2e journeys' browsers share 127.0.0.1). */
  perClientIp: { burst: 2000, perSecond: 50 },
  /** One browser: a device's whole offline queue (1000 events, shared's batcher) passes at once. */
  perDistinctId: { burst: 1000, perSecond: 10 },
} as const;

const appPorts = [3000, 3001, 3002, 3003, 3004];
export const defaultCorsOrigins = appPorts.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

function flag(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'yes';
}

/**
 * Dev-only endpoints (the mailbox shows live reset and verification tokens, the analytics list shows
 * visitors' browsing) answer without authentication, so they are on in development only (NODE_ENV
 * unset, `development` or `test`), elsewhere only when their flag is set on purpose, and never in
 * production, where setting the flag stops the start. A staging or preview deployment is not
 * development: it is reachable by people who are not its developers.
 */
function devOnlyEndpoint(
  env: NodeJS.ProcessEnv,
  flagName: 'GAIDO_DEV_MAILBOX' | 'GAIDO_DEV_ANALYTICS',
  what: string,
) {
  const mode = env.NODE_ENV || 'development';
  if (mode === 'production') {
    if (flag(env[flagName])) {
      throw new Error(`${flagName} must not be set when NODE_ENV=production: ${what}`);
    }
    return false;
  }
  return mode === 'development' || mode === 'test' || flag(env[flagName]);
}

export function devMailboxEnabled(env: NodeJS.ProcessEnv): boolean {
  return devOnlyEndpoint(env, 'GAIDO_DEV_MAILBOX', 'the dev mailbox shows live account tokens');
}

export function devAnalyticsEnabled(env: NodeJS.ProcessEnv): boolean {
  return devOnlyEndpoint(env, 'GAIDO_DEV_ANALYTICS', "the dev event list shows visitors' browsing");
}

/**
 * The dev secret is generated once and kept in the data folder so tokens survive restarts.
 * In production a JWT_SECRET shared by every instance is required.
 */
function loadJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(env.JWT_SECRET);
  }
  if (env.NODE_ENV === 'production') throw new Error('JWT_SECRET is required when NODE_ENV=production');
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** A service token long enough not to be guessed. */
function healthTokenFrom(value: string): string {
  if (value.length < 32) throw new Error('GAIDO_HEALTH_TOKEN must be at least 32 characters');
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.GAIDO_DATA_DIR ?? path.join(apiRoot, '.data'));
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  const extraOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: loadJwtSecret(env, dataDir),
    appUrl: (env.APP_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    corsOrigins: [...defaultCorsOrigins, ...extraOrigins],
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Gaido <no-reply@gaido.local>',
    devMailbox: devMailboxEnabled(env),
    trustProxy: flag(env.TRUST_PROXY),
    logRequests: env.NODE_ENV !== 'test',
    ...(env.ANALYTICS_API_KEYS
      ? {
          analyticsApiKeys: env.ANALYTICS_API_KEYS.split(',')
            .map((key) => key.trim())
            .filter(Boolean),
        }
      : {}),
    devAnalytics: devAnalyticsEnabled(env),
    ...(env.GAIDO_HEALTH_TOKEN ? { healthToken: healthTokenFrom(env.GAIDO_HEALTH_TOKEN) } : {}),
    metrics: metricsListenerFrom(env),
  };
}
