#!/usr/bin/env node
// The upgrade job: does the platform still work on the newest published Module Federation and Rsbuild?
// In a temporary copy of the repository (this checkout's files, not its node_modules or builds) it moves
// every @module-federation/* and @rsbuild/* dependency to its newest version (`pnpm update --latest`,
// which rewrites the ranges and the lockfile), builds the host and the remotes, and runs the journeys
// that load remotes across the host's federation runtime. It prints a log, also written to
// upgrade-results/, and exits non-zero when any step fails. It is not part of `pnpm test`: CI runs it on
// a schedule (.ci/upgrade, docs/dependencies.md).
//
//   pnpm test:upgrade              the newest versions
//   pnpm test:upgrade --keep       keep the temporary copy (its path is printed)
//   pnpm test:upgrade --current    the same steps on the versions the lockfile pins (a control run)
//
// The journeys start the stack on the fixed ports; on a shared machine set PORTS_LOCK to a lock file and
// only the journeys run under `flock` on it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '@gaido/workspace/paths';

/** The journeys that load remotes through the host's federation runtime, and one that runs a remote alone. */
export const UPGRADE_JOURNEYS = [
  'journeys/one-react-one-session.spec.ts',
  'journeys/browse-each-remote.spec.ts',
  'journeys/remote-down-shows-fallback.spec.ts',
  'journeys/integrity-refuses-tampered-remotes.spec.ts',
  'journeys/qa-override.spec.ts',
  'journeys/remote-production-build-runs-standalone.spec.ts',
];

/** The packages the job moves to their newest versions. */
export const UPGRADED_PACKAGES = ['@module-federation/*', '@rsbuild/*'];

const APPS = ['host', 'mfe-tours', 'mfe-gems', 'mfe-account', 'mfe-onboarding'];

const keep = process.argv.includes('--keep');
const current = process.argv.includes('--current');
const lines = [];

function log(line = '') {
  lines.push(line);
  console.log(line);
}

/** Runs a command in `cwd`, its output passed through; returns whether it succeeded and how long it took. */
function step(title, command, args, { cwd, env = {} }) {
  log(`\n== ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  log(`== ${title}: ${ok ? 'passed' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds} s`);
  return ok;
}

/** The files git would commit here (tracked and new, ignored ones left out), copied into `dir`. */
function copyCheckout(dir) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  let copied = 0;
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = join(ROOT, file);
    // A file deleted in the work tree and not yet committed is still listed as tracked.
    if (!existsSync(from)) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(from, join(dir, file));
    copied += 1;
  }
  return copied;
}

/** Each app's upgraded dependencies: the range its package.json asks for and the version installed. */
function upgradedVersions(dir) {
  const matches = (name) => UPGRADED_PACKAGES.some((pattern) => name.startsWith(pattern.replace(/\*$/, '')));
  const rows = [];
  for (const app of APPS) {
    const pkg = JSON.parse(readFileSync(join(dir, app, 'package.json'), 'utf8'));
    for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      if (!matches(name)) continue;
      const installed = join(dir, app, 'node_modules', name, 'package.json');
      const version = existsSync(installed) ? JSON.parse(readFileSync(installed, 'utf8')).version : '-';
      rows.push({ app, name, range, version });
    }
  }
  return rows;
}

function versionTable(rows) {
  const byPackage = new Map();
  for (const { name, range, version } of rows) {
    const seen = byPackage.get(name) ?? new Set();
    seen.add(`${version} (${range})`);
    byPackage.set(name, seen);
  }
  return [...byPackage].map(([name, seen]) => `  ${name}: ${[...seen].join(', ')}`);
}

const startedAt = new Date();
const dir = mkdtempSync(join(tmpdir(), 'gaido-upgrade-'));
// The journeys' stack keeps its databases and releases here, apart from this checkout's.
const dataDir = mkdtempSync(join(tmpdir(), 'gaido-upgrade-data-'));
log(
  `Upgrade job ${startedAt.toISOString()}: ${current ? 'the pinned versions (control run)' : 'the newest'} ${UPGRADED_PACKAGES.join(', ')}`,
);
log(`copy of ${ROOT}: ${dir} (${copyCheckout(dir)} files)`);
log(`versions the lockfile pins:\n${versionTable(upgradedVersions(ROOT)).join('\n')}`);

const results = [];
const run = (title, command, args, options = {}) => {
  const ok = step(title, command, args, { cwd: dir, ...options });
  results.push({ title, ok });
  return ok;
};

let ok = current
  ? run('install', 'pnpm', ['install', '--frozen-lockfile'])
  : run('install the newest', 'pnpm', ['update', '--recursive', '--latest', ...UPGRADED_PACKAGES]);
if (ok) {
  log(`versions installed:\n${versionTable(upgradedVersions(dir)).join('\n')}`);
  ok = run('build', 'pnpm', ['build']);
}
if (ok) {
  const manifest = JSON.parse(readFileSync(join(dir, 'host', 'dist', 'mf-manifest.json'), 'utf8'));
  log(`the host's federation runtime: ${manifest.metaData?.pluginVersion ?? 'unknown'}`);
  const lock = process.env.PORTS_LOCK;
  const playwright = ['pnpm', '--filter', 'e2e', 'exec', 'playwright', 'test', ...UPGRADE_JOURNEYS];
  const [command, ...args] = lock ? ['flock', lock, ...playwright] : playwright;
  ok = run('journeys', command, args, {
    env: { CI: 'true', GAIDO_DATA_DIR: dataDir },
  });
}

log('\nSummary');
for (const result of results) log(`  ${result.ok ? 'passed' : 'FAILED'}  ${result.title}`);
log(
  ok
    ? 'The platform builds and its cross-remote journeys pass on these versions.'
    : 'The upgrade breaks the platform.',
);

const resultsDir = join(ROOT, 'upgrade-results');
mkdirSync(resultsDir, { recursive: true });
const logFile = join(resultsDir, `upgrade-${startedAt.toISOString().replace(/[:.]/g, '-')}.log`);
writeFileSync(logFile, `${lines.join('\n')}\n`);
writeFileSync(join(resultsDir, 'latest.log'), `${lines.join('\n')}\n`);
console.log(`log: ${logFile}`);
if (keep) console.log(`kept: ${dir} and ${dataDir}`);
else for (const path of [dir, dataDir]) rmSync(path, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
