#!/usr/bin/env node
// How long a pin takes to reach a running host server: against a running stack (`pnpm start`), pins the
// two newest compatible published versions of a remote in turn and times each until the host server's
// /remotes.json serves it. Prints the figures; restores the pin it found.
//   node scripts/bench-pin-propagation.mjs [--env local] [--remote mfe_tours] [--runs 10] [--host http://localhost:3000]
import { parseArgs } from 'node:util';
import { connectReleaseService } from '@gaido/release-cli/connection';

const { values } = parseArgs({
  options: {
    env: { type: 'string', default: 'local' },
    remote: { type: 'string', default: 'mfe_tours' },
    runs: { type: 'string', default: '10' },
    host: { type: 'string', default: process.env.GAIDO_APP_URL ?? 'http://localhost:3000' },
  },
});
const service = connectReleaseService();
const served = async () => {
  const response = await fetch(`${values.host}/remotes.json`, {
    headers: { cookie: `gaido-env=${values.env}` },
  });
  return (await response.json()).remotes?.[values.remote]?.version;
};
const pin = async (version) =>
  service.pin(values.env, values.remote, {
    version,
    expectedRevision: await service.revisionOf(values.env, values.remote),
  });

// The two newest versions the gate lets into this environment.
const releases = [];
for (const release of await service.listReleases(values.remote)) {
  const verdict = await service.verdict(values.env, values.remote, release.version);
  if (verdict.mismatches.length === 0) releases.push(release);
  if (releases.length === 2) break;
}
if (releases.length < 2) {
  console.error(
    `${values.remote} needs two published versions (pnpm release publish ${values.remote} --dist …)`,
  );
  process.exit(1);
}
const original = (await service.remotesFile(values.env)).remotes?.[values.remote]?.version;
const [a, b] = releases.slice(0, 2).map((release) => release.version);
const times = [];
for (let run = 0; run < Number(values.runs); run++) {
  const target = (await served()) === a ? b : a;
  await pin(target);
  const started = performance.now();
  while ((await served()) !== target) await new Promise((resolve) => setTimeout(resolve, 10));
  times.push(performance.now() - started);
}
if (original) await pin(original);
times.sort((x, y) => x - y);
const ms = (value) => `${Math.round(value)} ms`;
console.log(
  `pin -> host server (${values.env}, ${values.remote}, ${times.length} pins): min ${ms(times[0])}, median ${ms(times[Math.floor(times.length / 2)])}, max ${ms(times.at(-1))}`,
);
