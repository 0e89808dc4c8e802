// Canary rollouts against a real service: started, widened, promoted and aborted, under each
// environment's rules (the gate, ownership, production's second release-admin), audited with the
// numbers, and a schedule the service advances by itself.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createReleaseClient } from '@gaido/release-core/client';
import { fakeUpload, hostRecord, refusal, startService } from './harness.mjs';

const clock = { offset: 0, now: () => new Date(Date.now() + clock.offset) };
let svc;
const client = (who) => createReleaseClient({ url: svc.url, token: who ? svc.tokens[who] : null });
const upload = fakeUpload;

/** Publishes a build of mfe_tours and returns its version. */
async function publish(label, options = {}) {
  return (await client('admin').publish('mfe_tours', upload({ label, ...options }))).release.version;
}

async function pin(environment, version, who = 'admin') {
  const revision = await client().revisionOf(environment, 'mfe_tours');
  return client(who).pin(environment, 'mfe_tours', { version, expectedRevision: revision });
}

const rolloutActions = async (environment) =>
  (await client('admin').audit({ environment, remote: 'mfe_tours' })).filter((entry) =>
    entry.action.startsWith('rollout'),
  );

let stable;
let canary;
before(async () => {
  svc = await startService({ now: clock.now });
  for (const env of ['production', 'staging', 'local']) await client('admin').deployHost(env, hostRecord());
  stable = await publish('stable');
  canary = await publish('canary');
  for (const env of ['production', 'staging', 'local']) await pin(env, stable);
});
after(() => svc.close());

describe('a rollout in a non-protected environment', () => {
  it('starts at a percent, serves the canary beside the pin, changes its share, and is promoted to the pin', async () => {
    const started = await client('releaser').rollout('staging', 'mfe-tours', {
      version: canary,
      percent: 10,
    });
    assert.deepEqual(
      [started.pending, started.action, started.percent, started.stable],
      [false, 'rollout-start', 10, stable],
    );
    const file = await client().remotesFile('staging');
    assert.equal(file.remotes.mfe_tours.version, stable, 'the pin stays the stable version');
    assert.equal(file.rollouts.mfe_tours.version, canary);
    assert.equal(file.rollouts.mfe_tours.percent, 10);
    assert.equal(file.rollouts.mfe_tours.id, started.id);
    assert.ok(file.rollouts.mfe_tours.commit, 'the canary comes with what loading it needs');

    const widened = await client('releaser').rollout('staging', 'mfe_tours', {
      version: canary,
      percent: 50,
    });
    assert.deepEqual(
      [widened.action, widened.from, widened.percent, widened.id],
      ['rollout-percent', 10, 50, started.id],
    );
    const [status] = await client('releaser').rollouts({ environments: ['staging'] });
    assert.deepEqual(
      [status.remote, status.version, status.percent, status.stable, status.status, status.startedBy],
      ['mfe_tours', canary, 50, stable, 'active', 'rita@gaido.test'],
    );

    const other = await publish('another');
    const busy = await refusal(
      client('releaser').rollout('staging', 'mfe_tours', { version: other, percent: 5 }),
    );
    assert.deepEqual([busy.status, busy.code], [409, 'rollout-active']);
    assert.match(busy.message, /is rolling out .* \(50%\): promote or abort it first/);

    const promoted = await client('releaser').promoteRollout('staging', 'mfe_tours');
    assert.deepEqual([promoted.pending, promoted.version, promoted.previous], [false, canary, stable]);
    const after = await client().remotesFile('staging');
    assert.equal(after.remotes.mfe_tours.version, canary, 'the canary is the pin for everyone');
    assert.deepEqual(after.rollouts, {});
    assert.deepEqual(await client('releaser').rollouts({ environments: ['staging'] }), []);
    const ended = await client('releaser').rollouts({ environments: ['staging'], all: true });
    assert.equal(ended[0].status, 'promoted');

    const audit = await rolloutActions('staging');
    assert.deepEqual(
      audit.map((entry) => [entry.action, entry.by, entry.percent]),
      [
        ['rollout-start', 'rita@gaido.test', 10],
        ['rollout-percent', 'rita@gaido.test', 50],
        ['rollout-promote', 'rita@gaido.test', 50],
      ],
    );
    assert.equal(audit[0].stable, stable);
    assert.equal(audit[1].from, 10);
    assert.equal(audit[2].from, stable);
    // A rollback after a promote returns to the stable version, as after any pin.
    await client('releaser').rollback('staging', 'mfe_tours', {
      expectedRevision: await client().revisionOf('staging', 'mfe_tours'),
    });
    assert.equal((await client().remotesFile('staging')).remotes.mfe_tours.version, stable);
  });

  it('aborts: everyone is back on the pin, and the abort is audited with the share it had', async () => {
    await client('local').rollout('local', 'mfe_tours', { version: canary, percent: 50 });
    assert.equal((await client().remotesFile('local')).rollouts.mfe_tours.percent, 50);
    const aborted = await client('local').abortRollout('local', 'mfe_tours');
    assert.deepEqual([aborted.percent, aborted.stable, aborted.version], [50, stable, canary]);
    const file = await client().remotesFile('local');
    assert.deepEqual(file.rollouts, {});
    assert.equal(file.remotes.mfe_tours.version, stable);
    const [entry] = (await rolloutActions('local')).filter((e) => e.action === 'rollout-abort');
    assert.deepEqual(
      [entry.by, entry.percent, entry.stable, entry.version],
      ['local-admin@gaido.localhost', 50, stable, canary],
    );
    const nothing = await refusal(client('local').abortRollout('local', 'mfe_tours'));
    assert.deepEqual([nothing.status, nothing.code], [404, 'no-rollout']);
  });

  it('refuses a canary the gate refuses, a share out of range, a remote with no pin, and the pin itself', async () => {
    const incompatible = await publish('no-detail-page', { exposes: ['./ToursPage'] });
    const gate = await refusal(
      client('local').rollout('local', 'mfe_tours', { version: incompatible, percent: 5 }),
    );
    assert.deepEqual([gate.status, gate.code], [422, 'incompatible']);
    assert.ok(
      gate.details.some((line) => line.includes('./TourDetailPage')),
      gate.details.join('\n'),
    );
    for (const percent of [-1, 101, 12.345, 'lots']) {
      const error = await refusal(
        client('local').rollout('local', 'mfe_tours', { version: canary, percent }),
      );
      assert.deepEqual([error.status, error.code], [400, 'bad-input'], String(percent));
    }
    const gemsVersion = (
      await client('gems').publish('mfe_gems', upload({ remote: 'mfe_gems', label: 'g', exposes: [] }))
    ).release.version;
    const unpinned = await refusal(
      client('local').rollout('local', 'mfe_gems', { version: gemsVersion, percent: 5 }),
    );
    assert.deepEqual([unpinned.status, unpinned.code], [409, 'no-pin']);
    const same = await refusal(
      client('local').rollout('local', 'mfe_tours', { version: stable, percent: 5 }),
    );
    assert.deepEqual([same.status, same.code], [409, 'already-pinned']);
    assert.deepEqual((await client().remotesFile('local')).rollouts, {});
  });

  it("refuses another squad's account rolling out, promoting or aborting a remote it does not own, naming the owners", async () => {
    const refused = await refusal(
      client('gems').rollout('staging', 'mfe_tours', { version: stable, percent: 5 }),
    );
    assert.deepEqual([refused.status, refused.code], [403, 'not-owner']);
    assert.match(
      refused.message,
      /gus@gaido\.test \(releaser\) may not roll out mfe_tours: its owners are tours-squad/,
    );
    await client('releaser').rollout('staging', 'mfe_tours', { version: canary, percent: 20 });
    for (const attempt of [
      () => client('gems').promoteRollout('staging', 'mfe_tours'),
      () => client('gems').abortRollout('staging', 'mfe_tours'),
      () => client('gems').rollout('staging', 'mfe_tours', { version: canary, percent: 100 }),
    ]) {
      const error = await refusal(attempt());
      assert.deepEqual([error.status, error.code], [403, 'not-owner']);
    }
    assert.equal((await client().remotesFile('staging')).rollouts.mfe_tours.percent, 20);
    // The local account may not touch a shared environment at all.
    const local = await refusal(client('local').abortRollout('staging', 'mfe_tours'));
    assert.deepEqual([local.status, local.code], [403, 'forbidden']);
    await client('admin').abortRollout('staging', 'mfe_tours');
  });

  it('refuses recording a host that breaks a running canary, naming it', async () => {
    const gated = await publish('uses-use-match', {
      usesExports: { 'react-router-dom': ['Link', 'useParams', 'useMatch'] },
    });
    svc.serveHost(
      'local',
      hostRecord({
        providesExports: {
          'react-router-dom': ['Link', 'useNavigate', 'useParams', 'useMatch'],
          '@tanstack/react-query': ['useQuery'],
        },
      }),
    );
    await client('admin').deployHost(
      'local',
      hostRecord({
        providesExports: {
          'react-router-dom': ['Link', 'useNavigate', 'useParams', 'useMatch'],
          '@tanstack/react-query': ['useQuery'],
        },
      }),
    );
    await client('local').rollout('local', 'mfe_tours', { version: gated, percent: 5 });
    svc.serveHost('local', hostRecord());
    const error = await refusal(client('admin').deployHost('local', hostRecord()));
    assert.deepEqual([error.status, error.code], [409, 'breaks-pins']);
    assert.ok(
      error.details.some((line) => line.startsWith(`mfe_tours@${gated}`)),
      error.details.join('\n'),
    );
    await client('local').abortRollout('local', 'mfe_tours');
    await client('admin').deployHost('local', hostRecord());
  });
});

describe('a rollout in production', () => {
  it('waits for a second release-admin at every step but the abort, which applies at once', async () => {
    const forbidden = await refusal(
      client('releaser').rollout('production', 'mfe_tours', { version: canary, percent: 5 }),
    );
    assert.deepEqual([forbidden.status, forbidden.code], [403, 'forbidden']);

    const filed = await client('admin').rollout('production', 'mfe_tours', { version: canary, percent: 5 });
    assert.deepEqual([filed.pending, filed.action, filed.percent], [true, 'rollout-start', 5]);
    assert.deepEqual((await client().remotesFile('production')).rollouts, {}, 'nothing runs before approval');
    const listed = (await client('admin2').forceRequests()).find((r) => r.id === filed.requestId);
    assert.deepEqual([listed.action, listed.percent], ['rollout-start', 5]);
    const self = await refusal(client('admin').approve(filed.requestId));
    assert.deepEqual([self.status, self.code], [403, 'same-person']);
    const approved = await client('admin2').approve(filed.requestId);
    assert.deepEqual(
      [approved.action, approved.requestedBy, approved.approvedBy],
      ['rollout-start', 'ana@gaido.test', 'bo@gaido.test'],
    );
    assert.equal((await client().remotesFile('production')).rollouts.mfe_tours.percent, 5);

    const widen = await client('admin').rollout('production', 'mfe_tours', { version: canary, percent: 25 });
    assert.equal(widen.pending, true);
    assert.equal((await client().remotesFile('production')).rollouts.mfe_tours.percent, 5);
    await client('admin2').approve(widen.requestId);
    assert.equal((await client().remotesFile('production')).rollouts.mfe_tours.percent, 25);

    const promote = await client('admin').promoteRollout('production', 'mfe_tours');
    assert.equal(promote.pending, true);
    assert.equal((await client().remotesFile('production')).remotes.mfe_tours.version, stable);
    await client('admin2').approve(promote.requestId);
    const file = await client().remotesFile('production');
    assert.equal(file.remotes.mfe_tours.version, canary);
    assert.deepEqual(file.rollouts, {});

    // Back the other way, and aborted by one person at once.
    const again = await client('admin').rollout('production', 'mfe_tours', { version: stable, percent: 50 });
    await client('admin2').approve(again.requestId);
    const aborted = await client('admin').abortRollout('production', 'mfe_tours');
    assert.equal(aborted.pending, false);
    assert.deepEqual((await client().remotesFile('production')).rollouts, {});

    const audit = await rolloutActions('production');
    assert.deepEqual(
      audit.map((entry) => [entry.action, entry.percent, entry.approvedBy ?? null]),
      [
        ['rollout-requested', 5, null],
        ['rollout-start', 5, 'bo@gaido.test'],
        ['rollout-requested', 25, null],
        ['rollout-percent', 25, 'bo@gaido.test'],
        ['rollout-requested', 25, null],
        ['rollout-promote', 25, 'bo@gaido.test'],
        ['rollout-requested', 50, null],
        ['rollout-start', 50, 'bo@gaido.test'],
        ['rollout-abort', 50, null],
      ],
    );
  });
});

describe('a scheduled rollout', () => {
  it('advances by its steps as time passes, audited as the schedule, and a step set by hand ends the schedule', async () => {
    const minute = 60_000;
    const started = await client('local').rollout('local', 'mfe_tours', {
      version: canary,
      steps: [5, 25, 50, 100],
      intervalMs: minute,
    });
    assert.equal(started.percent, 5);
    const share = async () => (await client().remotesFile('local')).rollouts.mfe_tours.percent;
    assert.equal(await share(), 5);
    clock.offset += minute - 1000;
    assert.equal(await share(), 5, 'not before the interval');
    clock.offset += 2000;
    assert.equal(await share(), 25);
    clock.offset += 2 * minute;
    assert.equal(await share(), 100, 'two steps due at once: both taken, never past the last');
    const [status] = await client('local').rollouts({ environments: ['local'] });
    assert.deepEqual([status.step, status.steps, status.nextStepAt], [3, [5, 25, 50, 100], null]);
    const advances = (await rolloutActions('local')).filter((entry) => entry.action === 'rollout-advance');
    assert.deepEqual(
      advances.map((entry) => [entry.by, entry.from, entry.percent]),
      [
        ['rollout schedule', 5, 25],
        ['rollout schedule', 25, 100],
      ],
    );
    await client('local').abortRollout('local', 'mfe_tours');

    await client('local').rollout('local', 'mfe_tours', {
      version: canary,
      steps: [10, 50],
      intervalMs: minute,
    });
    await client('local').rollout('local', 'mfe_tours', { version: canary, percent: 1 });
    clock.offset += 2 * minute;
    assert.equal(await share(), 1, 'a share set by hand is kept');
    await client('local').abortRollout('local', 'mfe_tours');

    const bad = await refusal(
      client('local').rollout('local', 'mfe_tours', { version: canary, steps: [50, 25], intervalMs: minute }),
    );
    assert.deepEqual([bad.status, bad.code], [400, 'bad-input']);
  });
});
