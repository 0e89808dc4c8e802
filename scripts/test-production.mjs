#!/usr/bin/env node
// The production topology under test: `pnpm start:production --no-build` (PostgreSQL, API workers, the
// release service, two host servers with integrity required, mail to an SMTP sink), then the smoke
// journeys through the load balancer in front of both host servers (sign up and verify through the
// sink; book and pay; save a gem; a remote's fallback) and a short run of the mixed load test on its API. Stops the stack and
// exits non-zero if anything failed. Needs production builds (`pnpm build`).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { waitFor } from '@gaido/dev-stack/processes';
import { PORTS } from '@gaido/workspace/apps';
import { ROOT } from '@gaido/workspace/paths';
import { HOST_SERVER_PORTS, SMTP_SINK_PORTS } from './start-production.mjs';

export const SMOKE_JOURNEYS = [
  'journeys/sign-up-verify-and-change-password.spec.ts',
  'journeys/book-a-tour-after-signing-up.spec.ts',
  'journeys/save-gem-to-new-folder.spec.ts',
  'journeys/remote-down-shows-fallback.spec.ts',
];

const started = Date.now();
const stack = spawn(process.execPath, ['scripts/start-production.mjs', '--no-build'], {
  cwd: ROOT,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, JWT_SECRET: randomBytes(32).toString('base64url') },
  detached: true,
});
/** Asks the stack to stop (it stops its own children and its PostgreSQL), then ends its group if it has not. */
async function stop() {
  if (stack.exitCode === null && stack.signalCode === null) {
    const exited = new Promise((resolve) => stack.once('exit', resolve));
    stack.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
  try {
    process.kill(-stack.pid, 'SIGKILL');
  } catch {
    // the whole group is gone
  }
}

let status = 0;
try {
  const apiUrl = `http://localhost:${PORTS.api}/api/v1`;
  await waitFor(`${apiUrl}/health`, 'The production-mode stack', 300);
  for (const port of HOST_SERVER_PORTS)
    await waitFor(`http://localhost:${port}/remotes.json`, `The host server on ${port}`, 60);
  console.log(`Production-mode stack up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const journeys = spawnSync('pnpm', ['--filter', 'e2e', 'exec', 'playwright', 'test', ...SMOKE_JOURNEYS], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      GAIDO_APP_URL: `http://localhost:${PORTS.host}`,
      GAIDO_API_URL: apiUrl,
      GAIDO_CDN_URL: `http://localhost:${PORTS.cdn}`,
      GAIDO_RELEASE_URL: `http://localhost:${PORTS.releases}`,
      GAIDO_MAILBOX_URL: `http://localhost:${SMTP_SINK_PORTS.http}`,
    },
  });
  if (journeys.status !== 0) status = journeys.status ?? 1;
  const load = spawnSync(
    process.execPath,
    [
      'scripts/load-test.mjs',
      '--api',
      apiUrl,
      '--duration',
      '5',
      '--connections',
      '50',
      '--travellers',
      '20',
      '--mailbox',
      `http://localhost:${SMTP_SINK_PORTS.http}`,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (load.status !== 0) status = load.status ?? 1;
} catch (error) {
  console.error(error.message);
  status = 1;
} finally {
  await stop();
}
process.exit(status);
