#!/usr/bin/env node
// `pnpm start`: production builds of host and remotes, the release service (which holds the builds,
// the pins and the audit log), the API with its embedded database, and the static servers. The local
// environment gets what was just built: the host is recorded as deployed there and each remote is
// published and pinned through the service, as a release manager would. Prints the URL when ready.
//   --no-build   reuse existing builds (used by the e2e run after a build)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readBuildDir, uploadBody } from '../release-service/src/buildFiles.mjs';
import { createReleaseClient } from '../release-service/src/client.mjs';
import { PORTS, REMOTES } from '../tooling/federation.mjs';
import { gitSource } from './lib/gitSource.mjs';
import { RELEASES_DIR, ROOT } from './lib/paths.mjs';
import { LOCAL_TOKEN_FILE, releaseConnection } from './lib/release/connection.mjs';
import { loadEnvironments } from './lib/release/environments.mjs';
import { createPinsCache } from './lib/release/pinsCache.mjs';
import { startCdnServer, startHostServer } from './lib/servers.mjs';

const args = new Set(process.argv.slice(2));
const environment = process.env.GAIDO_ENV ?? 'local';
const apiPort = Number(process.env.API_PORT ?? PORTS.api);
const apiBaseUrl = process.env.API_BASE_URL ?? `http://localhost:${apiPort}/api/v1`;
const assetsHost = process.env.ASSETS_HOST ?? `http://localhost:${apiPort}`;
const cdnOrigin = process.env.CDN_ORIGIN ?? `http://localhost:${PORTS.cdn}`;
const connection = releaseConnection();
const started = Date.now();
const children = [];

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * `essential`: the app cannot work without it, so everything stops with it. The release service is
 * not: host servers keep serving the last pins they read from it.
 */
function startChild(name, command, commandArgs, env, { essential = true } = {}) {
  const child = spawn(command, commandArgs, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    if (stopping) return;
    if (!essential) {
      console.error(`${name} exited with code ${code}; the app keeps serving the last pins it read`);
      return;
    }
    console.error(`${name} exited with code ${code}`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

async function waitFor(url, what, seconds = 150) {
  for (let attempt = 0; attempt < seconds * 4; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not become healthy within ${seconds} s`);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

if (!args.has('--no-build')) {
  console.log('Building host and remotes (production)…');
  run('pnpm', ['build']);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// This machine's release service, unless GAIDO_RELEASE_URL names a shared one.
if (connection.local) {
  startChild(
    'The release service',
    process.execPath,
    [join(ROOT, 'release-service', 'src', 'main.mjs')],
    {
      PORT: String(new URL(connection.url).port),
      GAIDO_RELEASES_DIR: RELEASES_DIR,
    },
    { essential: false },
  );
  await waitFor(`${connection.url}/v1/health`, 'The release service', 60);
}
const token =
  process.env.GAIDO_RELEASE_TOKEN ||
  (existsSync(LOCAL_TOKEN_FILE) ? readFileSync(LOCAL_TOKEN_FILE, 'utf8').trim() : null);
const service = createReleaseClient({ url: connection.url, token });

// The local environment runs what was just built; other environments' pins belong to `pnpm release`.
if (environment === 'local') {
  // This host serves every environment of this machine (local, and the e2e ones a browser may choose).
  const hostRecord = JSON.parse(readFileSync(join(ROOT, 'host', 'dist', 'host-release.json'), 'utf8'));
  for (const policy of loadEnvironments().values()) {
    if (policy.local) await service.deployHost(policy.name, hostRecord);
  }
  for (const remote of Object.keys(REMOTES)) {
    const pkgDir = join(ROOT, REMOTES[remote]);
    const distDir = join(pkgDir, 'dist');
    const source = gitSource(pkgDir);
    const { created, release } = await service.publish(
      remote,
      uploadBody({
        files: readBuildDir(distDir),
        packageVersion: JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).version,
        commit: source.commit,
        dirty: source.dirty,
        builtAt: statSync(join(distDir, 'mf-manifest.json')).mtime.toISOString(),
      }),
    );
    const revision = await service.revisionOf(environment, remote);
    const pinned = await service.pin(environment, remote, {
      version: release.version,
      expectedRevision: revision,
    });
    console.log(
      `${created ? 'Published' : 'Already published'} ${remote}@${release.version}${pinned.changed ? ', pinned in local' : ''}`,
    );
  }
}

startChild('The API', 'pnpm', ['--filter', 'api', 'start'], { PORT: String(apiPort) });
await startCdnServer();
const pins = createPinsCache({ client: service, cacheDir: join(RELEASES_DIR, 'host-cache') });
await startHostServer({ environment, cdnOrigin, apiBaseUrl, assetsHost, pins, releaseService: service });
await waitFor(`${apiBaseUrl}/health`, 'The API');
console.log(`\nGaido is ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`  App:              http://localhost:${PORTS.host}`);
console.log(`  API:              ${apiBaseUrl}`);
console.log(`  Release service:  ${connection.url}/v1 (environment "${environment}"; pnpm release status)`);
console.log(`  CDN:              ${cdnOrigin}\n`);
