// The CLI as a release manager runs it, against temp folders (paths.mjs reads GAIDO_* at start).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { fakeBuild, HOST, sharedOf, tempDir } from './fixtures.mjs';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const env = {
  ...process.env,
  GAIDO_RELEASES_DIR: tempDir(),
  GAIDO_REGISTRY_DIR: tempDir(),
  GAIDO_MACHINE_REGISTRY_DIR: tempDir(),
  GAIDO_HOST_DIST: tempDir(),
  GAIDO_RELEASE_ACTOR: 'Rita Release',
};

function release(...args) {
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'release.mjs'), ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

before(() => {
  copyFileSync(join(root, 'release', 'environments.json'), join(env.GAIDO_REGISTRY_DIR, 'environments.json'));
  mkdirSync(env.GAIDO_HOST_DIST, { recursive: true });
  writeFileSync(join(env.GAIDO_HOST_DIST, 'host-release.json'), JSON.stringify(HOST));
});

describe('pnpm release', () => {
  let good;
  let bad;

  it('publishes a prebuilt folder and prints the version as JSON', () => {
    const result = release('publish', 'mfe_tours', '--dist', fakeBuild({ label: 'cli' }), '--json');
    assert.equal(result.status, 0, result.stderr);
    good = JSON.parse(result.stdout);
    assert.equal(good.created, true);
    assert.equal(good.compatible, true);
    const again = JSON.parse(
      release('publish', 'mfe-tours', '--dist', fakeBuild({ label: 'cli' }), '--json').stdout,
    );
    assert.equal(again.version, good.version);
    assert.equal(again.created, false);
  });

  it('pins it and shows it in the status table', () => {
    const pinned = release('pin', 'mfe_tours', good.version, '--env', 'staging');
    assert.equal(pinned.status, 0, pinned.stderr);
    assert.match(pinned.stdout, /Pinned mfe_tours@.* in staging\. Live on the next page load\./);
    const status = release('status', '--env', 'staging');
    assert.equal(status.status, 0, status.stderr);
    const lines = status.stdout.split('\n');
    assert.match(lines[0], /^ENVIRONMENT\s+REMOTE\s+VERSION\s+COMMIT\s+BUILT\s+PINNED\s+BY\s+COMPATIBILITY$/);
    assert.ok(
      lines.some((line) => line.startsWith('staging') && line.includes(good.version) && line.endsWith('ok')),
    );
    assert.ok(lines.some((line) => /staging\s+mfe_gems\s+\(not pinned\)/.test(line)));
  });

  it('refuses an incompatible build with a non-zero exit and names the mismatch', () => {
    const built = release(
      'publish',
      'mfe_tours',
      '--dist',
      fakeBuild({ label: 'major', shared: sharedOf({ '@gaido/shared': { requiredVersion: '^1.0.0' } }) }),
      '--json',
    );
    bad = JSON.parse(built.stdout);
    assert.equal(bad.compatible, false);
    const refused = release('pin', 'mfe_tours', bad.version, '--env', 'production');
    assert.equal(refused.status, 1);
    assert.match(
      refused.stderr,
      /✖ Refusing to pin mfe_tours@.* in production: it is not compatible with the host/,
    );
    assert.match(refused.stderr, /- @gaido\/shared: mfe_tours requires \^1\.0\.0, the host provides 0\.1\.0/);
  });

  it('pins it anyway with --force, loudly, and the audit log says so', () => {
    const forced = release('pin', 'mfe_tours', bad.version, '--env', 'staging', '--force');
    assert.equal(forced.status, 0, forced.stderr);
    assert.match(
      forced.stderr,
      /!! FORCED: mfe_tours@.* is pinned in staging DESPITE the compatibility gate/,
    );
    const audit = release('audit', '--env', 'staging');
    assert.match(audit.stdout, /Rita Release\s+pin\s+staging\s+mfe_tours.*FORCED: @gaido\/shared/);
  });

  it('rolls back to the previous pin', () => {
    const result = release('rollback', 'mfe_tours', '--env', 'staging', '--json');
    assert.equal(result.status, 0, result.stderr);
    assert.equal(JSON.parse(result.stdout).version, good.version);
  });

  it('promotes from staging to production', () => {
    const result = release('promote', 'mfe_tours', '--from', 'staging', '--to', 'production');
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /Promoted from staging: mfe_tours@/);
  });

  it('lists versions with where each is pinned', () => {
    const result = release('list', 'mfe_tours');
    assert.ok(
      result.stdout
        .split('\n')
        .some((line) => line.startsWith(good.version) && line.includes('production, staging')),
    );
    assert.ok(result.stdout.includes('INCOMPATIBLE (1)'));
  });

  it('exits non-zero with a clear message for unknown remotes, versions and environments', () => {
    const remote = release('list', 'mfe_hotels');
    assert.equal(remote.status, 1);
    assert.match(
      remote.stderr,
      /Unknown remote "mfe_hotels"\. Remotes: mfe_tours, mfe_gems, mfe_account, mfe_onboarding/,
    );
    const version = release('pin', 'mfe_tours', '0.0.0-nope', '--env', 'staging');
    assert.equal(version.status, 1);
    assert.match(version.stderr, /mfe_tours has no published version "0\.0\.0-nope"/);
    const environment = release('pin', 'mfe_tours', good.version, '--env', 'prod');
    assert.equal(environment.status, 1);
    assert.match(
      environment.stderr,
      /Unknown environment "prod"\. Declared environments: production, staging/,
    );
    const usage = release('pin', 'mfe_tours', good.version);
    assert.equal(usage.status, 2);
    assert.match(usage.stderr, /Say which environment: --env/);
  });
});
