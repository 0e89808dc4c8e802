#!/usr/bin/env node
// `pnpm start:production`: the stack as production runs it, on one machine. PostgreSQL (a throwaway
// Debian cluster unless DATABASE_URL and GAIDO_RELEASE_DATABASE_URL are given), the API as several
// worker processes, the release service, the CDN, two host servers of the `production` environment
// (integrity required, QA overrides off) behind a round-robin load balancer, the dev mailbox off and mail captured by a local SMTP sink.
// Secrets come from the environment: it refuses to start without them or with a placeholder.
//   --no-build   reuse existing builds
// docs/deploy.md describes each piece and every variable.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startLoadBalancer } from '@gaido/dev-stack/load-balancer';
import { apiCommand, createProcessGroup, waitFor } from '@gaido/dev-stack/processes';
import { startSmtpSink } from '@gaido/dev-stack/smtp-sink';
import { startThrowawayPostgres } from '@gaido/dev-stack/throwaway-postgres';
import { releaseThisCheckout } from '@gaido/release-cli/release-builds';
import { createReleaseClient } from '@gaido/release-core/client';
import { startCdnServer } from '@gaido/static-server/cdn';
import { observeStaticServers } from '@gaido/static-server/observability';
import { createPinsCache } from '@gaido/static-server/pins-cache';
import { startHostServer } from '@gaido/static-server/servers';
import { METRICS_PORTS, PORTS } from '@gaido/workspace/apps';
import { hostCacheDir, RELEASES_DIR, ROOT } from '@gaido/workspace/paths';

/** Values people paste from examples: never a production secret. */
const PLACEHOLDERS = /^(change-?me|changeme|secret|password|dev|test|example|x+|0+|1234.*)$/i;

/** The two host servers' own ports; the load balancer in front of them answers on PORTS.host. */
export const HOST_SERVER_PORTS = [3011, 3012];
export const SMTP_SINK_PORTS = { smtp: 2525, http: 2526 };

export function requireSecrets(env = process.env) {
  const problems = [];
  const secret = env.JWT_SECRET ?? '';
  if (!secret)
    problems.push(
      'JWT_SECRET is not set: every API worker signs and checks tokens with it (at least 32 characters)',
    );
  else if (secret.length < 32) problems.push('JWT_SECRET is shorter than 32 characters');
  else if (PLACEHOLDERS.test(secret) || new Set(secret).size < 8)
    problems.push('JWT_SECRET is a placeholder, not a secret');
  if (env.GAIDO_DEV_MAILBOX)
    problems.push('GAIDO_DEV_MAILBOX is set: production never serves the dev mailbox');
  if (Boolean(env.DATABASE_URL) !== Boolean(env.GAIDO_RELEASE_DATABASE_URL)) {
    problems.push(
      'Give both DATABASE_URL and GAIDO_RELEASE_DATABASE_URL, or neither (a throwaway cluster holds both)',
    );
  }
  return problems;
}

async function main() {
  const problems = requireSecrets();
  if (problems.length) {
    console.error(`Refusing to start in production mode:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  const started = Date.now();
  const processes = createProcessGroup();
  const workers = process.env.API_WORKERS ?? '2';
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  let databaseUrl = process.env.DATABASE_URL;
  let releaseDatabaseUrl = process.env.GAIDO_RELEASE_DATABASE_URL;
  if (!databaseUrl) {
    const postgres = await startThrowawayPostgres();
    process.on('exit', () => postgres.stop());
    databaseUrl = postgres.createDatabase('gaido');
    releaseDatabaseUrl = postgres.createDatabase('gaido_releases');
    console.log(`PostgreSQL: a throwaway cluster at ${postgres.url}`);
  }
  const sink = await startSmtpSink({ smtpPort: SMTP_SINK_PORTS.smtp, httpPort: SMTP_SINK_PORTS.http });
  console.log(`Mail: captured by the SMTP sink, read at http://localhost:${sink.httpPort}/messages`);

  // The release-admin who deploys this checkout to production.
  const grant = spawnSync(
    process.execPath,
    [
      join(ROOT, 'release-service', 'src', 'accountCli.mjs'),
      'grant',
      'ops@gaido.localhost',
      'release-admin',
      '--name',
      'Operations',
      '--token',
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, GAIDO_RELEASE_DATABASE_URL: releaseDatabaseUrl } },
  );
  if (grant.status !== 0) throw new Error(`Could not create the release-admin: ${grant.stderr}`);
  const token = grant.stdout.trim().split('\n').at(-1);
  const releaseUrl = `http://localhost:${PORTS.releases}`;
  processes.start(
    'The release service',
    process.execPath,
    [join(ROOT, 'release-service', 'src', 'main.mjs')],
    {
      PORT: String(PORTS.releases),
      METRICS_PORT: String(METRICS_PORTS.releases),
      GAIDO_RELEASE_DATABASE_URL: releaseDatabaseUrl,
      GAIDO_RELEASES_DIR: RELEASES_DIR,
      // Production's host servers here are these two, each read directly (not through the balancer).
      GAIDO_RELEASE_HOST_SERVERS: JSON.stringify({
        production: HOST_SERVER_PORTS.map((port) => `http://127.0.0.1:${port}`),
      }),
    },
    { essential: false },
  );
  await waitFor(`${releaseUrl}/v1/health`, 'The release service', 60);
  const service = createReleaseClient({ url: releaseUrl, token });

  const appUrl = `http://localhost:${PORTS.host}`;
  const api = apiCommand();
  processes.start(
    'The API',
    api.command,
    api.args,
    {
      NODE_ENV: 'production',
      PORT: String(PORTS.api),
      API_WORKERS: workers,
      METRICS_PORT: String(METRICS_PORTS.api),
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`,
      APP_URL: appUrl,
    },
    { cwd: api.cwd },
  );
  const apiBaseUrl = `http://localhost:${PORTS.api}/api/v1`;
  const cdnOrigin = `http://localhost:${PORTS.cdn}`;
  const cdn = await startCdnServer();
  const hosts = {};
  for (const port of HOST_SERVER_PORTS) {
    const pins = createPinsCache({ client: service, cacheDir: hostCacheDir(`host-cache-${port}`) });
    hosts[`host-${port}`] = await startHostServer({
      environment: 'production',
      port,
      cdnOrigin,
      apiBaseUrl,
      assetsHost: `http://localhost:${PORTS.api}`,
      pins,
    });
  }
  // Recorded once both host servers serve this checkout's host: the service reads the record from them.
  await releaseThisCheckout(service, { hostEnvironments: ['production'], pinEnvironment: 'production' });
  await observeStaticServers({ hosts, cdn, listener: { port: METRICS_PORTS.servers, host: '127.0.0.1' } });
  await startLoadBalancer({ port: PORTS.host, backends: HOST_SERVER_PORTS });
  await waitFor(`${apiBaseUrl}/health`, 'The API');
  console.log(`\nGaido (production mode) is ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(
    `  App:              ${appUrl} (a load balancer over host servers on ${HOST_SERVER_PORTS.join(' and ')})`,
  );
  console.log(`  API:              ${apiBaseUrl} (${workers} workers, PostgreSQL)`);
  console.log(`  Release service:  ${releaseUrl}/v1 (PostgreSQL; release-admin ops@gaido.localhost)`);
  console.log(`  CDN:              ${cdnOrigin}`);
  console.log(`  Mail:             http://localhost:${sink.httpPort}/messages\n`);
}

// Imported by the production test for its ports; run as a script, it starts the stack.
if (import.meta.url === `file://${process.argv[1]}`) await main();
