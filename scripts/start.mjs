#!/usr/bin/env node
// `pnpm start`: production builds of host and remotes, the release service (which holds the builds,
// the pins and the audit log), the API with its embedded database, and the static servers. The local
// environment gets what was just built: the host is recorded as deployed there and each remote is
// published and pinned through the service, as a release manager would. Prints the URL when ready.
//   --no-build   reuse existing builds (used by the e2e run after a build)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiCommand, createProcessGroup, waitFor } from '@gaido/dev-stack/processes';
import { LOCAL_TOKEN_FILE, releaseConnection } from '@gaido/release-cli/connection';
import { releaseThisCheckout } from '@gaido/release-cli/release-builds';
import { createReleaseClient } from '@gaido/release-core/client';
import { loadEnvironments } from '@gaido/release-core/environments';
import { startCdnServer } from '@gaido/static-server/cdn';
import { observeStaticServers } from '@gaido/static-server/observability';
import { createPinsCache } from '@gaido/static-server/pins-cache';
import { startHostServer } from '@gaido/static-server/servers';
import { METRICS_PORTS, PORTS } from '@gaido/workspace/apps';
import { hostCacheDir, RELEASES_DIR, ROOT } from '@gaido/workspace/paths';

const args = new Set(process.argv.slice(2));
const environment = process.env.GAIDO_ENV ?? 'local';
const apiPort = Number(process.env.API_PORT ?? PORTS.api);
const apiBaseUrl = process.env.API_BASE_URL ?? `http://localhost:${apiPort}/api/v1`;
const assetsHost = process.env.ASSETS_HOST ?? `http://localhost:${apiPort}`;
const cdnOrigin = process.env.CDN_ORIGIN ?? `http://localhost:${PORTS.cdn}`;
const connection = releaseConnection();
const started = Date.now();
const processes = createProcessGroup();

if (!args.has('--no-build')) {
  console.log('Building host and remotes (production)…');
  const build = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// The release service reads real-user health per remote version from the API's ingest with a service
// token only the two share (docs/releases.md "Real-user health"): one per start unless given.
const healthToken = process.env.GAIDO_HEALTH_TOKEN || randomBytes(32).toString('base64url');

// This machine's release service, unless GAIDO_RELEASE_URL names a shared one.
if (connection.local) {
  processes.start(
    'The release service',
    process.execPath,
    [join(ROOT, 'release-service', 'src', 'main.mjs')],
    {
      PORT: String(new URL(connection.url).port),
      METRICS_PORT: String(METRICS_PORTS.releases),
      GAIDO_RELEASES_DIR: RELEASES_DIR,
      GAIDO_HEALTH_URL: process.env.GAIDO_HEALTH_URL || apiBaseUrl,
      GAIDO_HEALTH_TOKEN: healthToken,
    },
    { essential: false },
  );
  await waitFor(`${connection.url}/v1/health`, 'The release service', 60);
}
const token =
  process.env.GAIDO_RELEASE_TOKEN ||
  (existsSync(LOCAL_TOKEN_FILE) ? readFileSync(LOCAL_TOKEN_FILE, 'utf8').trim() : null);
const service = createReleaseClient({ url: connection.url, token });

const api = apiCommand();
processes.start(
  'The API',
  api.command,
  api.args,
  { PORT: String(apiPort), METRICS_PORT: String(METRICS_PORTS.api), GAIDO_HEALTH_TOKEN: healthToken },
  { cwd: api.cwd },
);
// The host server first: the release service records the host of an environment from what its host
// servers serve (release/environments.json hostServers), not from a file handed to it.
const cdn = await startCdnServer();
const pins = createPinsCache({ client: service, cacheDir: hostCacheDir() });
const host = await startHostServer({
  environment,
  cdnOrigin,
  apiBaseUrl,
  assetsHost,
  pins,
  releaseService: service,
});

// The local environment runs what was just built; other environments' pins belong to `pnpm release`.
// This host serves every environment of this machine (local, and the e2e ones a browser may choose).
if (environment === 'local') {
  const local = [...loadEnvironments().values()]
    .filter((policy) => policy.local)
    .map((policy) => policy.name);
  await releaseThisCheckout(service, { hostEnvironments: local, pinEnvironment: 'local' });
}
await observeStaticServers({
  hosts: { host },
  cdn,
  listener: { port: METRICS_PORTS.servers, host: '127.0.0.1' },
});
await waitFor(`${apiBaseUrl}/health`, 'The API');
console.log(`\nGaido is ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`  App:              http://localhost:${PORTS.host}`);
console.log(`  API:              ${apiBaseUrl}`);
console.log(
  `  Metrics:          http://127.0.0.1:{${METRICS_PORTS.api},${METRICS_PORTS.releases},${METRICS_PORTS.servers}}/metrics (API, release service, host and CDN servers)`,
);
console.log(`  Release service:  ${connection.url}/v1 (environment "${environment}"; pnpm release status)`);
console.log(`  CDN:              ${cdnOrigin}\n`);
