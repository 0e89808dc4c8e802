import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, it } from 'node:test';
import { publishBuild, readRelease } from '../../publish.mjs';
import { parseEnvironments } from '../environments.mjs';
import { ReleaseError } from '../errors.mjs';
import { createRoutedRegistry, FileRegistry } from '../registry.mjs';
import { createReleaseManager } from '../releaseManager.mjs';
import { fakeBuild, HOST, sharedOf, tempDir } from './fixtures.mjs';

const REMOTES = { mfe_tours: 'mfe-tours', mfe_gems: 'mfe-gems' };
const environments = parseEnvironments({
  environments: {
    production: { store: 'repo' },
    staging: { store: 'repo', overrides: true },
    local: { store: 'machine', overrides: true },
  },
});

let releasesDir;
let repoDir;
let manager;
let clock;

/** Each step happens later than the one before, so ordering by time is unambiguous. */
function tick(ms) {
  clock += ms;
  return new Date(clock);
}

function publish(options) {
  return publishBuild({
    remote: 'mfe_tours',
    distDir: fakeBuild(options),
    packageVersion: '0.1.0',
    releasesDir,
    source: { commit: 'c0ffee', dirty: false },
    now: tick(1000),
  });
}

beforeEach(() => {
  releasesDir = tempDir();
  repoDir = tempDir();
  clock = Date.parse('2026-03-01T10:00:00.000Z');
  manager = createReleaseManager({
    remotes: REMOTES,
    environments,
    registry: createRoutedRegistry({
      environments,
      repo: new FileRegistry(repoDir),
      machine: new FileRegistry(tempDir()),
    }),
    readRelease: (remote, version) => readRelease(remote, version, releasesDir),
    releasesDir,
    readHost: () => HOST,
    actor: 'Rita Release <rita@gaido.test>',
    now: () => tick(60_000),
  });
});

async function refusal(promise) {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ReleaseError, `expected a ReleaseError, got ${error}`);
    return error;
  }
  assert.fail('expected the operation to be refused');
}

describe('publishing', () => {
  it('gives identical content the same version and never rewrites it', () => {
    const first = publish({ label: 'v1' });
    const marker = readFileSync(join(first.dir, 'release.json'), 'utf8');
    const again = publish({ label: 'v1' });
    assert.equal(first.created, true);
    assert.equal(again.created, false);
    assert.equal(again.version, first.version);
    assert.equal(readFileSync(join(first.dir, 'release.json'), 'utf8'), marker);
    assert.match(first.version, /^0\.1\.0-[0-9a-f]{10}$/);
  });

  it('ignores the order mf-stats.json happens to list modules in, so a rebuild is the same version', () => {
    const stats = (usedIn) => JSON.stringify({ shared: [{ name: 'react', usedIn }] });
    const first = fakeBuild({ label: 'v1' });
    const second = fakeBuild({ label: 'v1' });
    writeFileSync(join(first, 'mf-stats.json'), stats(['./ToursPage', './TourDetailPage']));
    writeFileSync(join(second, 'mf-stats.json'), stats(['./TourDetailPage', './ToursPage']));
    const a = publishBuild({ remote: 'mfe_tours', distDir: first, packageVersion: '0.1.0', releasesDir });
    const b = publishBuild({ remote: 'mfe_tours', distDir: second, packageVersion: '0.1.0', releasesDir });
    assert.equal(b.version, a.version);
    assert.equal(b.created, false);
    writeFileSync(join(second, 'mf-stats.json'), stats(['./ToursPage', './CityToursPage']));
    const c = publishBuild({ remote: 'mfe_tours', distDir: second, packageVersion: '0.1.0', releasesDir });
    assert.notEqual(c.version, a.version);
  });

  it('gives different content a new version beside the old one', () => {
    const v1 = publish({ label: 'v1' });
    const v2 = publish({ label: 'v2' });
    assert.notEqual(v1.version, v2.version);
    assert.deepEqual(readdirSync(join(releasesDir, 'mfe_tours')).sort(), [v1.version, v2.version].sort());
  });

  it('records commit, build time, shared singletons with their ranges, exposes and SHA-384 of the entry files', () => {
    const { metadata, dir } = publish({ label: 'v1' });
    assert.equal(metadata.commit, 'c0ffee');
    assert.ok(Date.parse(metadata.builtAt));
    assert.deepEqual(
      metadata.shared.find((item) => item.name === '@gaido/shared'),
      {
        name: '@gaido/shared',
        version: '0.1.0',
        requiredVersion: '^0.1.0',
        singleton: true,
      },
    );
    assert.deepEqual(metadata.exposes, ['./ToursPage', './CityToursPage', './TourDetailPage']);
    // The federation runtime it was built with, and whether it runs on the host's bundler runtime.
    assert.deepEqual(metadata.federation, { runtime: '2.9.2', hostBundlerRuntime: false });
    assert.deepEqual(publish({ label: 'v2', hostBundlerRuntime: true }).metadata.federation, {
      runtime: '2.9.2',
      hostBundlerRuntime: true,
    });
    assert.deepEqual(Object.keys(metadata.integrity).sort(), ['mf-manifest.json', 'remoteEntry.js']);
    assert.match(metadata.integrity['remoteEntry.js'], /^sha384-[A-Za-z0-9+/]{64}$/);
    // Precompressed copies for the CDN, and no staging folder left behind.
    assert.ok(existsSync(join(dir, 'static', 'js', 'page.js.br')));
    assert.deepEqual(
      readdirSync(join(releasesDir, 'mfe_tours')).filter((name) => name.startsWith('.')),
      [],
    );
  });

  it('republishing a published folder (e.g. a CI artifact) yields the same version', () => {
    const v1 = publish({ label: 'v1' });
    const again = publishBuild({
      remote: 'mfe_tours',
      distDir: v1.dir,
      packageVersion: '0.1.0',
      releasesDir,
    });
    assert.equal(again.version, v1.version);
    assert.equal(again.created, false);
  });

  it('lists published versions newest first', () => {
    const v1 = publish({ label: 'v1' });
    const v2 = publish({ label: 'v2' });
    assert.deepEqual(
      manager.listReleases('mfe_tours').map((release) => release.version),
      [v2.version, v1.version],
    );
  });
});

describe('pinning', () => {
  it('pins a compatible version and logs who did it', async () => {
    const v1 = publish({ label: 'v1' });
    const result = await manager.pin({ remote: 'mfe-tours', version: v1.version, environment: 'staging' });
    assert.equal(result.changed, true);
    assert.equal(result.remote, 'mfe_tours');
    const [entry] = await manager.audit();
    assert.equal(entry.action, 'pin');
    assert.equal(entry.environment, 'staging');
    assert.equal(entry.version, v1.version);
    assert.equal(entry.by, 'Rita Release <rita@gaido.test>');
    assert.ok(Date.parse(entry.at));
    // Shared environments are files in the repo's release folder.
    const file = JSON.parse(readFileSync(join(repoDir, 'environments', 'staging.json'), 'utf8'));
    assert.equal(file.remotes.mfe_tours.version, v1.version);
  });

  it('changes nothing when the version is already pinned', async () => {
    const v1 = publish({ label: 'v1' });
    await manager.pin({ remote: 'mfe_tours', version: v1.version, environment: 'staging' });
    const again = await manager.pin({ remote: 'mfe_tours', version: v1.version, environment: 'staging' });
    assert.equal(again.changed, false);
    assert.equal((await manager.audit()).length, 1);
  });

  it('refuses unknown remotes, versions and environments with what exists instead', async () => {
    const v1 = publish({ label: 'v1' });
    const remote = await refusal(
      manager.pin({ remote: 'mfe_hotels', version: v1.version, environment: 'staging' }),
    );
    assert.equal(remote.code, 'unknown-remote');
    assert.match(remote.message, /Unknown remote "mfe_hotels"\. Remotes: mfe_tours, mfe_gems/);
    const version = await refusal(
      manager.pin({ remote: 'mfe_tours', version: '9.9.9', environment: 'staging' }),
    );
    assert.equal(version.code, 'unknown-version');
    assert.match(version.message, new RegExp(`no published version "9\\.9\\.9"\\. Newest: ${v1.version}`));
    const traversal = await refusal(
      manager.pin({ remote: 'mfe_tours', version: '../mfe_gems/x', environment: 'staging' }),
    );
    assert.equal(traversal.code, 'unknown-version');
    const environment = await refusal(
      manager.pin({ remote: 'mfe_tours', version: v1.version, environment: 'prod' }),
    );
    assert.equal(environment.code, 'unknown-environment');
    assert.match(environment.message, /Declared environments: production, staging, local/);
    assert.deepEqual(await manager.audit(), []);
  });

  it('refuses an incompatible build, listing each mismatch, and pins nothing', async () => {
    const bad = publish({
      label: 'bad',
      shared: sharedOf({ '@gaido/shared': { requiredVersion: '^1.0.0' } }),
      exposes: ['./ToursPage'],
    });
    const error = await refusal(
      manager.pin({ remote: 'mfe_tours', version: bad.version, environment: 'production' }),
    );
    assert.equal(error.code, 'incompatible');
    assert.match(
      error.message,
      /Refusing to pin mfe_tours@.* in production: it is not compatible with the host/,
    );
    assert.deepEqual(error.details.slice(0, 3), [
      '@gaido/shared: mfe_tours requires ^1.0.0, the host provides 0.1.0',
      "./CityToursPage: not exposed by this build, but the host's route table loads it",
      "./TourDetailPage: not exposed by this build, but the host's route table loads it",
    ]);
    assert.match(error.details.at(-1), /--force/);
    assert.deepEqual((await manager.status({ environments: ['production'] }))[0].pinned, false);
  });

  it('pins an incompatible build with --force and records it as forced with the mismatches', async () => {
    const bad = publish({ label: 'bad', shared: sharedOf({ react: { requiredVersion: '^20.0.0' } }) });
    const result = await manager.pin({
      remote: 'mfe_tours',
      version: bad.version,
      environment: 'staging',
      force: true,
    });
    assert.equal(result.forced, true);
    const [entry] = await manager.audit();
    assert.equal(entry.forced, true);
    assert.deepEqual(entry.mismatches, ['react: mfe_tours requires ^20.0.0, the host provides 19.3.1']);
    const [row] = await manager.status({ environments: ['staging'] });
    assert.equal(row.forced, true);
    assert.equal(row.compatible, false);
  });

  it('refuses to pin when the host has no record, unless forced', async () => {
    const v1 = publish({ label: 'v1' });
    const blind = createReleaseManager({
      remotes: REMOTES,
      environments,
      registry: new FileRegistry(tempDir()),
      readRelease: (remote, version) => readRelease(remote, version, releasesDir),
      releasesDir,
      readHost: () => {
        throw new ReleaseError('The host has no release record');
      },
      actor: 'ci',
    });
    const error = await refusal(
      blind.pin({ remote: 'mfe_tours', version: v1.version, environment: 'staging' }),
    );
    assert.match(error.message, /compatibility could not be checked/);
    assert.equal(
      (await blind.pin({ remote: 'mfe_tours', version: v1.version, environment: 'staging', force: true }))
        .forced,
      true,
    );
  });
});

describe('rollback', () => {
  it('returns to the previous pin, then the one before, and stops at the first', async () => {
    const [v1, v2, v3] = ['v1', 'v2', 'v3'].map((label) => publish({ label }).version);
    for (const version of [v1, v2, v3])
      await manager.pin({ remote: 'mfe_tours', version, environment: 'staging' });
    assert.equal((await manager.rollback({ remote: 'mfe_tours', environment: 'staging' })).version, v2);
    assert.equal((await manager.rollback({ remote: 'mfe_tours', environment: 'staging' })).version, v1);
    const error = await refusal(manager.rollback({ remote: 'mfe_tours', environment: 'staging' }));
    assert.equal(error.code, 'no-history');
    const audit = await manager.audit();
    assert.deepEqual(
      audit.map((entry) => [entry.action, entry.version, entry.from]),
      [
        ['pin', v1, undefined],
        ['pin', v2, v1],
        ['pin', v3, v2],
        ['rollback', v2, v3],
        ['rollback', v1, v2],
      ],
    );
  });

  it('says so when the remote was never pinned there', async () => {
    const error = await refusal(manager.rollback({ remote: 'mfe_tours', environment: 'production' }));
    assert.equal(error.code, 'no-pin');
  });

  it('is never blocked by the gate, but reports what no longer passes', async () => {
    const ok = publish({ label: 'ok' }).version;
    const bad = publish({
      label: 'bad',
      shared: sharedOf({ zustand: { requiredVersion: '^6.0.0' } }),
    }).version;
    await manager.pin({ remote: 'mfe_tours', version: bad, environment: 'staging', force: true });
    await manager.pin({ remote: 'mfe_tours', version: ok, environment: 'staging' });
    const result = await manager.rollback({ remote: 'mfe_tours', environment: 'staging' });
    assert.equal(result.version, bad);
    assert.equal(result.forced, false);
    assert.deepEqual(result.mismatches, ['zustand: mfe_tours requires ^6.0.0, the host provides 5.1.0']);
  });
});

describe('promote', () => {
  it('pins in production what staging pins, through the gate, and logs where it came from', async () => {
    const v1 = publish({ label: 'v1' }).version;
    await manager.pin({ remote: 'mfe_tours', version: v1, environment: 'staging' });
    const result = await manager.promote({ remote: 'mfe_tours', from: 'staging', to: 'production' });
    assert.equal(result.version, v1);
    const last = (await manager.audit()).at(-1);
    assert.equal(last.action, 'promote');
    assert.equal(last.sourceEnvironment, 'staging');
    assert.equal(last.environment, 'production');
  });

  it('refuses to promote what staging does not pin, or what the gate rejects', async () => {
    assert.equal(
      (await refusal(manager.promote({ remote: 'mfe_tours', from: 'staging', to: 'production' }))).code,
      'no-pin',
    );
    const bad = publish({ label: 'bad', exposes: [] }).version;
    await manager.pin({ remote: 'mfe_tours', version: bad, environment: 'staging', force: true });
    const error = await refusal(manager.promote({ remote: 'mfe_tours', from: 'staging', to: 'production' }));
    assert.equal(error.code, 'incompatible');
    assert.equal(error.details.length, 4);
    assert.equal(
      (await refusal(manager.promote({ remote: 'mfe_tours', from: 'staging', to: 'staging' }))).code,
      'usage',
    );
  });
});

describe('status', () => {
  it('answers environment x remote with version, commit, times and the gate’s verdict', async () => {
    const v1 = publish({ label: 'v1' });
    await manager.pin({ remote: 'mfe_tours', version: v1.version, environment: 'production' });
    const rows = await manager.status({ environments: ['production', 'staging'] });
    assert.equal(rows.length, 4);
    const [tours, gems, stagingTours] = rows;
    assert.equal(tours.version, v1.version);
    assert.equal(tours.commit, 'c0ffee');
    assert.equal(tours.compatible, true);
    assert.equal(tours.pinnedBy, 'Rita Release <rita@gaido.test>');
    assert.ok(tours.pinnedAt && tours.builtAt);
    assert.deepEqual([gems.remote, gems.pinned], ['mfe_gems', false]);
    assert.equal(stagingTours.pinned, false);
  });

  it('leaves unlisted (test) environments out unless asked for all', async () => {
    const withTests = parseEnvironments({
      environments: { production: {}, 'e2e-release': { store: 'machine', listed: false } },
    });
    const quiet = createReleaseManager({
      remotes: REMOTES,
      environments: withTests,
      registry: new FileRegistry(tempDir()),
      readRelease: () => null,
      releasesDir,
      readHost: () => HOST,
      actor: 'x',
    });
    assert.deepEqual([...new Set((await quiet.status()).map((row) => row.environment))], ['production']);
    assert.deepEqual(
      [...new Set((await quiet.status({ all: true })).map((row) => row.environment))],
      ['production', 'e2e-release'],
    );
  });

  it('shows a pin whose build is missing from this CDN instead of failing', async () => {
    await new FileRegistry(repoDir).recordPin('production', 'mfe_tours', {
      version: '0.1.0-gone',
      action: 'pin',
      at: 'x',
      by: 'y',
    });
    const [row] = await manager.status({ environments: ['production'] });
    assert.equal(row.published, false);
    assert.equal(row.compatible, null);
  });

  it('marks a pinned build that no longer passes the gate as incompatible', async () => {
    const v1 = publish({ label: 'v1' });
    await manager.pin({ remote: 'mfe_tours', version: v1.version, environment: 'production' });
    const path = join(v1.dir, 'release.json');
    const metadata = JSON.parse(readFileSync(path, 'utf8'));
    metadata.exposes = ['./ToursPage'];
    writeFileSync(path, JSON.stringify(metadata));
    const [row] = await manager.status({ environments: ['production'] });
    assert.equal(row.compatible, false);
    assert.equal(row.mismatches.length, 2);
  });
});
