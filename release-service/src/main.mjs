#!/usr/bin/env node
// Entry point of the release service: open (and on first start create) its database, make sure this
// machine has its local admin token, and serve the HTTP API until SIGINT/SIGTERM.
import { readFileSync } from 'node:fs';
import { parseEnvironments, withHostServers } from '@gaido/release-core/environments';
import { loadConfig } from './config.mjs';
import { keepLocalAdminToken } from './localToken.mjs';
import { observeReleaseService } from './observability.mjs';
import { serveReleaseService } from './serve.mjs';
import { openReleaseService } from './service.mjs';

const config = loadConfig();
const started = performance.now();
// Where this deployment's host servers are, when it is not where release/environments.json says.
const environments = withHostServers(
  parseEnvironments(JSON.parse(readFileSync(config.environmentsFile, 'utf8'))),
  process.env.GAIDO_RELEASE_HOST_SERVERS,
);
const { service, app, close } = await openReleaseService({ ...config, environments }).catch((error) => {
  console.error(`[release service] could not start: ${error.message}`);
  process.exit(1);
});

await keepLocalAdminToken({
  file: config.localTokenFile,
  authenticate: (token) => service.accounts.authenticate(token),
  issue: () => service.localAdminToken(),
});

const server = serveReleaseService({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(
    `Release service on http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${info.port}/v1 (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}; ready in ${Math.round(performance.now() - started)} ms)`,
  );
});
const metricsServer = await observeReleaseService(server).catch((error) => {
  console.error(`[release service] metrics: ${error.message}`);
  process.exit(1);
});
server.on('error', async (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `[release service] port ${config.port} is already in use (set PORT)`
      : error.message,
  );
  await close();
  process.exit(1);
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 5000).unref();
    metricsServer?.close();
    await new Promise((resolve) => server.close(resolve));
    await close();
    process.exit(0);
  });
}
