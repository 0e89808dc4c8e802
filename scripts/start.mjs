#!/usr/bin/env node
// `pnpm start`: production builds of host and remotes, remotes published to versioned paths,
// the API with its embedded database, and the static servers. Prints the URL when all is ready.
//   --no-build   reuse existing builds (used by the e2e run after a build)
import { spawn, spawnSync } from 'node:child_process';
import { PORTS, REMOTES } from '../tooling/federation.mjs';
import { ROOT } from './lib/paths.mjs';
import { publishRemote } from './lib/publish.mjs';
import { whoAmI } from './lib/release/actor.mjs';
import { createDefaultRegistry } from './lib/release/defaults.mjs';
import { startCdnServer, startHostServer } from './lib/servers.mjs';

const args = new Set(process.argv.slice(2));
const environment = process.env.GAIDO_ENV ?? 'local';
const apiPort = Number(process.env.API_PORT ?? PORTS.api);
const apiBaseUrl = process.env.API_BASE_URL ?? `http://localhost:${apiPort}/api/v1`;
const assetsHost = process.env.ASSETS_HOST ?? `http://localhost:${apiPort}`;
const cdnOrigin = process.env.CDN_ORIGIN ?? `http://localhost:${PORTS.cdn}`;
const started = Date.now();

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!args.has('--no-build')) {
  console.log('Building host and remotes (production)…');
  run('pnpm', ['build']);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Local start pins the versions just built; staging and production pins belong to `pnpm release`.
if (environment === 'local') {
  const registry = createDefaultRegistry();
  const current = (await registry.readEnvironment(environment)).remotes;
  const by = whoAmI();
  for (const remote of Object.keys(REMOTES)) {
    const release = publishRemote(remote);
    console.log(`${release.created ? 'Published' : 'Already published'} ${remote}@${release.version}`);
    if (current[remote]?.version === release.version) continue;
    const pin = {
      version: release.version,
      at: new Date().toISOString(),
      by,
      action: 'start',
      ...(current[remote] ? { from: current[remote].version } : {}),
    };
    await registry.recordPin(environment, remote, pin);
    await registry.appendAudit({ ...pin, environment, remote });
  }
}

const api = spawn('pnpm', ['--filter', 'api', 'start'], {
  cwd: ROOT,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: String(apiPort) },
});
api.on('exit', (code) => {
  console.error(`API exited with code ${code}`);
  process.exit(code ?? 1);
});

async function waitForApi() {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(`${apiBaseUrl}/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The API did not become healthy within 150 s');
}

await startCdnServer();
await startHostServer({ environment, cdnOrigin, apiBaseUrl, assetsHost });
await waitForApi();
console.log(`\nGaido is ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`  App:  http://localhost:${PORTS.host}`);
console.log(`  API:  ${apiBaseUrl}`);
console.log(`  CDN:  ${cdnOrigin} (published remotes, environment "${environment}")\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    api.kill('SIGTERM');
    process.exit(0);
  });
}
