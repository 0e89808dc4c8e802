// Guard rails against a real service and database: health read from an ingest over HTTP with the
// service token, a broken or a slow canary aborted by itself (everyone back on the stable version),
// the audit log saying why with the numbers, the owners mailed through SMTP; a healthy rollout keeps
// advancing by its schedule, and one without enough loads waits.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startSmtpSink } from '@gaido/dev-stack/smtp-sink';
import { readBuildDir, uploadBody } from '@gaido/release-core/build-files';
import { createReleaseClient } from '@gaido/release-core/client';
import { fakeBuild, hostRecord, startService } from './harness.mjs';

const TOKEN = 'health-token-for-the-release-service-tests';
const clock = { offset: 0, now: () => new Date(Date.now() + clock.offset) };

/**
 * An analytics ingest answering GET /ingest/remote-health as the API does, with the rows a test sets
 * per rollout; it refuses a request without the service token.
 */
async function startIngest() {
  const rowsByRollout = new Map();
  const requests = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://ingest');
    requests.push({ path: url.pathname, authorization: req.headers.authorization });
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ code: 'invalid_service_token', message: 'no' }));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: { versions: rowsByRollout.get(url.searchParams.get('rollout')) ?? [] } }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/api/v1`,
    requests,
    set: (rollout, rows) => rowsByRollout.set(rollout, rows),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const health = (version, channel, { loads, errored = 0, failed = 0, p75 = 200, reasons = {} }) => ({
  version,
  channel,
  loads,
  failed,
  errored,
  reasons,
  rendered: loads - errored,
  firstRenderP75Ms: p75,
  lcpP75Ms: null,
  inpP75Ms: null,
});

let svc;
let ingest;
let smtp;
let stable;
let canary;
const client = (who = 'admin') => createReleaseClient({ url: svc.url, token: svc.tokens[who] });
const ENV = 'staging';

before(async () => {
  ingest = await startIngest();
  smtp = await startSmtpSink();
  svc = await startService({
    now: clock.now,
    health: { url: ingest.url, token: TOKEN },
    smtpUrl: `smtp://127.0.0.1:${smtp.smtpPort}`,
  });
  await client().deployHost(ENV, hostRecord());
  const publish = async (label) =>
    (
      await client().publish(
        'mfe_tours',
        uploadBody({ files: readBuildDir(fakeBuild({ label })), packageVersion: '0.1.0', commit: 'c0ffee' }),
      )
    ).release.version;
  stable = await publish('stable');
  canary = await publish('canary');
  await client().pin(ENV, 'mfe_tours', { version: stable, expectedRevision: 0 });
});
after(async () => {
  await svc.close();
  await ingest.close();
  await smtp.close();
});
beforeEach(async () => {
  for (const running of await client().rollouts({ environments: [ENV] })) {
    await client().abortRollout(ENV, running.remote);
  }
});

/** The audit log's newest abort by the guard rails (entries come oldest first, details spread). */
async function lastGuardRailAbort() {
  return (await client().audit({ environment: ENV, remote: 'mfe_tours' }))
    .filter((item) => item.action === 'rollout-abort' && item.by === 'guard rail')
    .at(-1);
}

async function startRollout(options = {}) {
  return client('releaser').rollout(ENV, 'mfe_tours', {
    version: canary,
    percent: 50,
    guardRails: { minLoads: 10 },
    ...options,
  });
}

describe('guard rails judged by the service', () => {
  it('aborts a canary that errs, puts everyone back on stable, audits why with the numbers and mails the owners', async () => {
    const started = await startRollout();
    assert.deepEqual(started.guardRails, { maxErrorRateIncrease: 2, maxSlowdown: 25, minLoads: 10 });
    ingest.set(started.id, [
      health(canary, 'canary', { loads: 12, errored: 5, failed: 1, reasons: { render: 4, network: 1 } }),
      health(stable, 'stable', { loads: 11 }),
    ]);

    const before = await client().rolloutHealth(ENV, 'mfe_tours');
    assert.equal(before.verdict.state, 'breached');
    assert.equal(before.canary.errorRate, 41.67);
    // Both sides' numbers, as the guard rails judged them, and which version is the stable one.
    assert.equal(before.stable.version, stable);
    assert.equal(before.stable.loads, 11);
    assert.equal(before.stableVersion, stable);

    const aborted = await svc.service.evaluateGuardRails();
    assert.equal(aborted.length, 1);
    assert.equal(ingest.requests.at(-1).authorization, `Bearer ${TOKEN}`);
    const file = await client().remotesFile(ENV);
    assert.equal(file.remotes.mfe_tours.version, stable, 'the pin never moved');
    assert.deepEqual(file.rollouts, {}, 'no canary is served any more');

    const entry = await lastGuardRailAbort();
    assert.equal(entry.by, 'guard rail');
    assert.equal(entry.version, canary);
    assert.equal(entry.rollout, started.id);
    assert.equal(entry.stable, stable);
    assert.equal(entry.percent, 50);
    assert.match(
      entry.reason,
      /error rate 41\.67% \(5 of 12 loads\) against the stable version's 0% \(0 of 11\): \+41\.67 points, more than 2/,
    );
    assert.deepEqual(entry.health.canary, {
      version: canary,
      loads: 12,
      failed: 1,
      errored: 5,
      errorRate: 41.67,
      reasons: { render: 4, network: 1 },
      rendered: 7,
      firstRenderP75Ms: 200,
    });
    assert.equal(entry.breaches[0].guardRail, 'error-rate');

    const [ended] = (await client().rollouts({ environments: [ENV], all: true })).filter(
      (r) => r.id === started.id,
    );
    assert.deepEqual([ended.status, ended.endedBy], ['aborted', 'guard rail']);

    // rita owns mfe_tours (the tours squad): she gets the mail, through the SMTP server.
    const [mail] = smtp.messages.filter((message) => message.to === 'rita@gaido.test');
    assert.ok(mail, 'the owner was mailed');
    assert.match(
      mail.subject,
      new RegExp(`Rollout of mfe_tours@${canary} in staging aborted by its guard rails`),
    );
    assert.match(mail.text, /every traveller gets .* again on their next page load/);
    assert.match(mail.text, /12 loads, 1 failed, 5 with an error \(41\.67%\)/);
    const [kept] = await client().mail({ remote: 'mfe_tours' });
    assert.deepEqual([kept.status, kept.to, kept.rollout], ['sent', ['rita@gaido.test'], started.id]);

    assert.deepEqual(await svc.service.evaluateGuardRails(), [], 'an aborted rollout is aborted once');
  });

  it('aborts a canary that is only slower, naming the slowdown', async () => {
    const started = await startRollout();
    ingest.set(started.id, [
      health(canary, 'canary', { loads: 10, p75: 900 }),
      health(stable, 'stable', { loads: 10, p75: 300 }),
    ]);
    const [aborted] = await svc.service.evaluateGuardRails();
    assert.equal(aborted.id, started.id);
    assert.deepEqual(
      aborted.breaches.map(({ guardRail, canary: c, stable: s, slowdown }) => [guardRail, c, s, slowdown]),
      [['first-render', 900, 300, 200]],
    );
    const entry = await lastGuardRailAbort();
    assert.match(
      entry.reason,
      /p75 first render 900 ms \(10 loads\) against the stable version's 300 ms \(10\): 200% slower, more than 25%/,
    );
  });

  it('keeps a healthy rollout on its schedule, and a rollout short of min loads waiting', async () => {
    const started = await startRollout({ percent: undefined, steps: [10, 50], intervalMs: 1000 });
    ingest.set(started.id, [
      health(canary, 'canary', { loads: 40, errored: 0, p75: 210 }),
      health(stable, 'stable', { loads: 360, errored: 1, p75: 200 }),
    ]);
    assert.deepEqual(await svc.service.evaluateGuardRails(), []);
    const [running] = await client().rollouts({ environments: [ENV] });
    assert.equal(running.health.verdict.state, 'healthy');
    assert.equal(running.health.canary.loads, 40);
    clock.offset += 1000;
    const file = await client().remotesFile(ENV);
    assert.equal(file.rollouts.mfe_tours.percent, 50, 'the schedule took its next step');

    ingest.set(started.id, [health(canary, 'canary', { loads: 3, errored: 3 })]);
    assert.deepEqual(await svc.service.evaluateGuardRails(), []);
    const waiting = await client().rolloutHealth(ENV, 'mfe_tours');
    assert.equal(waiting.verdict.state, 'waiting');
  });

  it('refuses guard rails out of range, and new ones on a running rollout', async () => {
    await assert.rejects(startRollout({ guardRails: { minLoads: 0 } }), /minLoads/);
    await startRollout();
    await assert.rejects(startRollout({ guardRails: { minLoads: 5 } }), /set when a rollout starts/);
  });

  it('says health is unavailable when the ingest refuses the service', async () => {
    const other = await startService({ health: { url: ingest.url, token: 'a-wrong-token' } });
    try {
      const admin = createReleaseClient({ url: other.url, token: other.tokens.admin });
      await admin.deployHost(ENV, hostRecord());
      const build = uploadBody({
        files: readBuildDir(fakeBuild({ label: 'a' })),
        packageVersion: '0.1.0',
        commit: 'c',
      });
      const v1 = (await admin.publish('mfe_tours', build)).release.version;
      const v2 = (
        await admin.publish(
          'mfe_tours',
          uploadBody({
            files: readBuildDir(fakeBuild({ label: 'b' })),
            packageVersion: '0.1.0',
            commit: 'c',
          }),
        )
      ).release.version;
      await admin.pin(ENV, 'mfe_tours', { version: v1, expectedRevision: 0 });
      await admin.rollout(ENV, 'mfe_tours', { version: v2, percent: 10 });
      const answer = await admin.rolloutHealth(ENV, 'mfe_tours');
      assert.deepEqual(
        [answer.available, answer.reason],
        [false, 'health could not be read: the analytics ingest answered 401'],
      );
      assert.deepEqual(await other.service.evaluateGuardRails(), [], 'nothing is aborted on no data');
    } finally {
      await other.close();
    }
  });
});
