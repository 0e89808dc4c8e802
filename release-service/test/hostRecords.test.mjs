// The host record the gate judges pins against, attacked: a token holder who may record the host sends
// a record that no host server serves, and a host is recorded that breaks what is already pinned.
// The service records only what the environment's host servers serve (harness startHostServers).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createReleaseClient } from '@gaido/release-core/client';
import { fakeUpload, hostRecord, refusal, startService } from './harness.mjs';

let svc;
const client = (who) => createReleaseClient({ url: svc.url, token: who ? svc.tokens[who] : null });
const upload = fakeUpload;

const USE_MATCH = { 'react-router-dom': ['Link', 'useMatch'] };
/** A host whose record says it provides useMatch, which the real one does not. */
const withUseMatch = (commit) =>
  hostRecord({
    commit,
    providesExports: {
      'react-router-dom': ['Link', 'useMatch', 'useNavigate', 'useParams'],
      '@tanstack/react-query': ['useQuery'],
    },
  });

before(async () => {
  svc = await startService();
  for (const env of ['production', 'staging', 'local']) await client('admin').deployHost(env, hostRecord());
});
after(() => svc.close());

describe('a forged host record', () => {
  it('never lets an incompatible pin through: a made-up record claiming useMatch is refused, and the useMatch build is refused', async () => {
    const { release } = await client('releaser').publish(
      'mfe_tours',
      upload({ label: 'forged-use-match', usesExports: USE_MATCH }),
    );
    // rita owns the host (platform group); ana is a release-admin. Neither can make the service believe
    // a host the host servers of staging do not serve.
    for (const who of ['releaser', 'admin']) {
      const refused = await refusal(client(who).deployHost('staging', withUseMatch('made-up')));
      assert.deepEqual([refused.status, refused.code], [409, 'host-not-served'], who);
      assert.match(
        refused.message,
        /serve another build \(commit abc123, .*\) than the record you sent \(commit made-up/,
      );
      assert.deepEqual(refused.details, [
        `${svc.hostServers.staging[0]}: commit abc123, built 2026-11-01T00:00:00.000Z`,
      ]);
    }
    assert.deepEqual((await client().host('staging')).record, hostRecord());

    const pin = await refusal(
      client('releaser').pin('staging', 'mfe_tours', {
        version: release.version,
        expectedRevision: await client().revisionOf('staging', 'mfe_tours'),
      }),
    );
    assert.deepEqual([pin.status, pin.code], [422, 'incompatible']);
    assert.ok(
      pin.details.includes(
        "react-router-dom useMatch: used by mfe_tours, not provided by this environment's host (add it to platform-contract.json, deploy the host, then pin)",
      ),
      pin.details.join('\n'),
    );
    assert.equal((await client().remotesFile('staging')).remotes.mfe_tours?.version, undefined);
    const audit = await client('admin').audit({ environment: 'staging' });
    assert.equal(
      audit.filter((entry) => entry.action === 'deploy-host' && entry.commit === 'made-up').length,
      0,
    );
  });

  it('is not taken from a host server either while the others serve another build (a rollout half done)', async () => {
    svc.serveHost('production', withUseMatch('rolling-out'), { server: 1 });
    try {
      const refused = await refusal(client('admin').deployHost('production', withUseMatch('rolling-out')));
      assert.deepEqual([refused.status, refused.code], [409, 'host-servers-disagree']);
      assert.deepEqual(refused.details, [
        `${svc.hostServers.production[0]}: commit abc123, built 2026-11-01T00:00:00.000Z`,
        `${svc.hostServers.production[1]}: commit rolling-out, built 2026-11-01T00:00:00.000Z`,
      ]);
      assert.equal((await client().host('production')).record.commit, 'abc123');
    } finally {
      svc.serveHost('production', hostRecord());
    }
  });

  it('records the host its servers serve once it is rolled out; until it is recorded no pin is judged against the old record', async () => {
    const { release } = await client('releaser').publish(
      'mfe_tours',
      upload({ label: 'rolled-out-use-match', usesExports: USE_MATCH }),
    );
    const revision = await client().revisionOf('local', 'mfe_tours');
    const rolledOut = withUseMatch('new-host');
    svc.serveHost('local', rolledOut);
    try {
      // The servers run a host nobody recorded: the gate cannot vouch for anything against the old one.
      const drift = await refusal(
        client('local').pin('local', 'mfe_tours', { version: release.version, expectedRevision: revision }),
      );
      assert.deepEqual([drift.status, drift.code], [409, 'host-drift']);
      assert.match(drift.message, /serve commit new-host, .*not the host recorded there \(commit abc123/);
      const host = await client('local').deployHost('local', rolledOut);
      assert.equal(host.record.commit, 'new-host');
      const pinned = await client('local').pin('local', 'mfe_tours', {
        version: release.version,
        expectedRevision: revision,
      });
      assert.equal(pinned.changed, true);
      const entry = (await client('admin').audit({ environment: 'local' })).findLast(
        (item) => item.action === 'deploy-host',
      );
      assert.deepEqual(entry.servedBy, svc.hostServers.local);
    } finally {
      await client('local')
        .rollback('local', 'mfe_tours', {
          expectedRevision: await client().revisionOf('local', 'mfe_tours'),
        })
        .catch(() => {});
    }
  });
});

describe('recording a host that breaks live pins', () => {
  it('is refused, naming each pin it breaks and why; a release-admin may force it outside protected environments only', async () => {
    // Live in staging and production: a tours build using useParams, a gems build using Link only.
    const tours = (await client('releaser').publish('mfe_tours', upload({ label: 'live-tours' }))).release;
    const gems = (
      await client('gems').publish(
        'mfe_gems',
        upload({
          remote: 'mfe_gems',
          label: 'live-gems',
          exposes: [],
          usesExports: { 'react-router-dom': ['Link'] },
        }),
      )
    ).release;
    for (const env of ['staging', 'production']) {
      for (const [remote, version] of [
        ['mfe_tours', tours.version],
        ['mfe_gems', gems.version],
      ]) {
        await client('admin').pin(env, remote, {
          version,
          expectedRevision: await client().revisionOf(env, remote),
        });
      }
    }
    // The next host build provides no useParams.
    const narrowed = hostRecord({
      commit: 'no-use-params',
      providesExports: { 'react-router-dom': ['Link', 'useNavigate'], '@tanstack/react-query': ['useQuery'] },
    });
    const reason = `mfe_tours@${tours.version} (pinned by ana@gaido.test): react-router-dom useParams: used by mfe_tours, not provided by this environment's host (add it to platform-contract.json, deploy the host, then pin)`;

    // Asked before the rollout: the same answer, nothing recorded.
    const check = await client('releaser').checkHost('staging', narrowed);
    assert.deepEqual(check.details, [reason]);

    svc.serveHost('staging', narrowed);
    svc.serveHost('production', narrowed);
    try {
      for (const [who, force] of [
        ['releaser', false],
        ['releaser', true],
        ['admin', false],
      ]) {
        const refused = await refusal(client(who).deployHost('staging', narrowed, { force }));
        assert.deepEqual([refused.status, refused.code], [409, 'breaks-pins'], `${who} force=${force}`);
        assert.match(
          refused.message,
          new RegExp(`1 live pin would be incompatible with it \\(mfe_tours@${tours.version}\\)`),
        );
        assert.equal(refused.details[0], reason);
        assert.doesNotMatch(refused.details.join('\n'), /mfe_gems/);
      }
      assert.equal((await client().host('staging')).record.commit, 'abc123');

      // Production is protected: not even a release-admin forces it; the pins move first.
      const protectedRefusal = await refusal(
        client('admin').deployHost('production', narrowed, { force: true }),
      );
      assert.deepEqual([protectedRefusal.status, protectedRefusal.code], [409, 'breaks-pins']);
      assert.match(protectedRefusal.details.at(-1), /rollback is always allowed/);
      assert.equal((await client().host('production')).record.commit, 'abc123');

      const forced = await client('admin').deployHost('staging', narrowed, { force: true });
      assert.equal(forced.record.commit, 'no-use-params');
      const entry = (await client('admin').audit({ environment: 'staging' })).findLast(
        (item) => item.action === 'deploy-host',
      );
      assert.deepEqual([entry.forced, entry.breaks], [true, [reason]]);
      const row = (await client('admin').status({ environments: ['staging'] })).find(
        (item) => item.remote === 'mfe_tours',
      );
      assert.equal(row.compatible, false);
    } finally {
      svc.serveHost('staging', hostRecord());
      svc.serveHost('production', hostRecord());
    }
  });
});
