import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readBuildDir, uploadBody } from '@gaido/release-core/build-files';
import { createReleaseClient } from '@gaido/release-core/client';
import { sql } from 'drizzle-orm';
import { fakeBuild, hostRecord, refusal, startService } from './harness.mjs';

let svc;
const client = (who) => createReleaseClient({ url: svc.url, token: who ? svc.tokens[who] : null });
const upload = (options = {}, extra = {}) =>
  uploadBody({
    files: readBuildDir(fakeBuild(options)),
    packageVersion: '0.1.0',
    commit: 'c0ffee',
    ...extra,
  });

/** The refusal a call ends with. */
before(async () => {
  svc = await startService();
  for (const env of ['production', 'staging', 'local']) await client('admin').deployHost(env, hostRecord());
});
after(() => svc.close());

describe('publishing', () => {
  it('stores a build under a version derived from its content, and the same bytes again change nothing', async () => {
    const body = upload({ label: 'publish-once' });
    const first = await client('releaser').publish('mfe_tours', body);
    assert.equal(first.created, true);
    assert.match(first.release.version, /^0\.1\.0-[0-9a-f]{10}$/);
    assert.ok(existsSync(join(svc.artifactsDir, 'mfe_tours', first.release.version, 'mf-manifest.json')));
    assert.equal(first.release.files['static/js/page.js'].slice(0, 7), 'sha384-');
    assert.deepEqual(Object.keys(first.release.integrity).sort(), ['mf-manifest.json', 'remoteEntry.js']);
    const again = await client('releaser').publish('mfe-tours', body);
    assert.deepEqual([again.created, again.release.version], [false, first.release.version]);
  });

  it('refuses the same version with other bytes', async () => {
    await client('releaser').publish('mfe_tours', upload({ label: 'named-a' }, { version: '2.0.0' }));
    const error = await refusal(
      client('releaser').publish('mfe_tours', upload({ label: 'named-b' }, { version: '2.0.0' })),
    );
    assert.equal(error.status, 409);
    assert.match(error.message, /mfe_tours@2\.0\.0 is already published with other content/);
  });

  it('refuses a truncated upload and a file that does not match its hash, writing nothing', async () => {
    const truncated = upload({ label: 'truncated' });
    truncated.files[0].content = truncated.files[0].content.slice(0, 8);
    const error = await refusal(client('releaser').publish('mfe_tours', truncated));
    assert.equal(error.status, 400);
    assert.match(error.details.join('\n'), /bytes arrived/);
    const altered = upload({ label: 'altered' });
    const page = altered.files.find((file) => file.path === 'static/js/page.js');
    page.content = Buffer.from(
      Buffer.from(page.content, 'base64').toString().replace('altered', 'ALTERED'),
    ).toString('base64');
    const mismatch = await refusal(client('releaser').publish('mfe_tours', altered));
    assert.match(mismatch.details.join('\n'), /static\/js\/page\.js: its content does not match its SHA-384/);
    const versions = readdirSync(join(svc.artifactsDir, 'mfe_tours')).filter((name) => !name.startsWith('.'));
    const listed = (await client().listReleases('mfe_tours')).map((release) => release.version);
    assert.deepEqual(versions.sort(), listed.sort());
  });

  it('refuses a path that climbs out of the build, a build without a manifest, and an unknown remote', async () => {
    const climbing = upload({ label: 'climb' });
    climbing.files[0].path = '../../etc/passwd';
    assert.equal((await refusal(client('releaser').publish('mfe_tours', climbing))).status, 400);
    const noManifest = upload({ label: 'nomanifest' });
    noManifest.files = noManifest.files.filter((file) => file.path !== 'mf-manifest.json');
    assert.match(
      (await refusal(client('releaser').publish('mfe_tours', noManifest))).message,
      /no mf-manifest\.json/,
    );
    const unknown = await refusal(client('releaser').publish('mfe_nope', upload()));
    assert.deepEqual([unknown.status, unknown.code], [404, 'unknown-remote']);
    const wrongRemote = await refusal(client('gems').publish('mfe_gems', upload({ label: 'wrong' })));
    assert.match(wrongRemote.message, /This is a build of mfe_tours, not mfe_gems/);
  });

  it('refuses a build whose manifest names a remote entry other than the remoteEntry.js beside it, which the host loads', async () => {
    for (const [remoteEntry, named] of [
      [{ name: 'mfe_tours.js', path: '' }, 'mfe_tours.js'],
      [{ name: 'remoteEntry.js', path: 'entry/' }, 'entry/remoteEntry.js'],
    ]) {
      const error = await refusal(
        client('releaser').publish('mfe_tours', upload({ label: `entry-${named}`, remoteEntry })),
      );
      assert.deepEqual([error.status, error.code], [400, 'bad-upload']);
      assert.ok(
        error.message.startsWith(
          `The host loads remoteEntry.js beside mf-manifest.json; this build's manifest names ${named}:`,
        ),
        error.message,
      );
    }
    const listed = (await client().listReleases('mfe_tours')).map((release) => release.version);
    const versions = readdirSync(join(svc.artifactsDir, 'mfe_tours')).filter((name) => !name.startsWith('.'));
    assert.deepEqual(versions.sort(), listed.sort());
  });

  it('needs a valid token: missing, unknown and expired are each a 401 that says so', async () => {
    const missing = await refusal(client().publish('mfe_tours', upload()));
    assert.deepEqual([missing.status, missing.code], [401, 'no-token']);
    const unknown = await refusal(
      createReleaseClient({ url: svc.url, token: 'grs_nope' }).publish('mfe_tours', upload()),
    );
    assert.deepEqual([unknown.status, unknown.code], [401, 'bad-token']);
    const account = await svc.service.accounts.byEmail('rita@gaido.test');
    const { token } = await svc.service.accounts.issueToken(account.id, { ttlMs: -1000 });
    const expired = await refusal(
      createReleaseClient({ url: svc.url, token }).publish('mfe_tours', upload()),
    );
    assert.deepEqual([expired.status, expired.code], [401, 'expired-token']);
  });
});

describe('who may pin production', () => {
  it('refuses an anonymous pin (401) and a releaser (403), and applies a release-admin pin audited with that account', async () => {
    const { release } = await client('releaser').publish('mfe_tours', upload({ label: 'roles' }));
    const revision = await client().revisionOf('production', 'mfe_tours');
    const anonymous = await refusal(
      client().pin('production', 'mfe_tours', { version: release.version, expectedRevision: revision }),
    );
    assert.equal(anonymous.status, 401);
    const releaser = await refusal(
      client('releaser').pin('production', 'mfe_tours', {
        version: release.version,
        expectedRevision: revision,
      }),
    );
    assert.equal(releaser.status, 403);
    assert.match(
      releaser.message,
      /rita@gaido\.test \(releaser\) may not change production: it needs the release-admin role/,
    );
    const applied = await client('admin').pin('production', 'mfe_tours', {
      version: release.version,
      expectedRevision: revision,
    });
    assert.equal(applied.changed, true);
    const [entry] = (await client('admin').audit({ environment: 'production', remote: 'mfe_tours' })).slice(
      -1,
    );
    assert.deepEqual([entry.action, entry.version, entry.by], ['pin', release.version, 'ana@gaido.test']);
  });

  it('lets the local admin change the local environment only', async () => {
    const { release } = await client('local').publish('mfe_tours', upload({ label: 'local-admin' }));
    await client('local').pin('local', 'mfe_tours', {
      version: release.version,
      expectedRevision: await client().revisionOf('local', 'mfe_tours'),
    });
    const staging = await refusal(
      client('local').pin('staging', 'mfe_tours', { version: release.version, expectedRevision: 0 }),
    );
    assert.equal(staging.status, 403);
  });
});

describe('conditional changes', () => {
  it('of two pins made against the same revision, applies one and answers the other 409 naming the winner; the audit log holds the winner only', async () => {
    const a = (await client('gems').publish('mfe_gems', upload({ remote: 'mfe_gems', label: 'race-a' })))
      .release.version;
    const b = (await client('gems').publish('mfe_gems', upload({ remote: 'mfe_gems', label: 'race-b' })))
      .release.version;
    const seen = await client().revisionOf('staging', 'mfe_gems');
    const results = await Promise.allSettled([
      client('gems').pin('staging', 'mfe_gems', { version: a, expectedRevision: seen }),
      client('admin').pin('staging', 'mfe_gems', { version: b, expectedRevision: seen }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    assert.equal(won.length, 1);
    assert.equal(lost.length, 1);
    const winner = won[0].value;
    const error = lost[0].reason;
    assert.equal(error.status, 409);
    assert.equal(error.current.version, winner.version);
    assert.match(error.message, new RegExp(`was changed by (gus|ana)@gaido\\.test to ${winner.version}`));
    const entries = (await client('admin').audit({ environment: 'staging', remote: 'mfe_gems' })).filter(
      (e) => e.action === 'pin',
    );
    assert.deepEqual(
      entries.map((e) => e.version),
      [winner.version],
    );
    assert.equal((await client().remotesFile('staging')).remotes.mfe_gems.version, winner.version);
  });

  it('refuses a change without the revision its caller saw', async () => {
    const { release } = await client('releaser').publish('mfe_tours', upload({ label: 'no-revision' }));
    const error = await refusal(client('releaser').pin('staging', 'mfe_tours', { version: release.version }));
    assert.equal(error.status, 400);
    assert.match(error.message, /expectedRevision/);
  });
});

describe('the gate against the host deployed in the environment', () => {
  it('refuses a release the deployed host cannot run, naming why, and a forced production pin waits for a second release-admin', async () => {
    const { release } = await client('releaser').publish(
      'mfe_tours',
      upload({ label: 'no-detail', exposes: ['./ToursPage'] }),
    );
    const revision = await client().revisionOf('production', 'mfe_tours');
    const refused = await refusal(
      client('admin').pin('production', 'mfe_tours', {
        version: release.version,
        expectedRevision: revision,
      }),
    );
    assert.equal(refused.status, 422);
    assert.match(refused.details.join('\n'), /\.\/TourDetailPage: not exposed by this build/);
    const pending = await client('admin').pin('production', 'mfe_tours', {
      version: release.version,
      expectedRevision: revision,
      force: true,
    });
    assert.equal(pending.pending, true);
    assert.notEqual((await client().remotesFile('production')).remotes.mfe_tours?.version, release.version);
    const self = await refusal(client('admin').approve(pending.requestId));
    assert.deepEqual([self.status, self.code], [403, 'same-person']);
    const byReleaser = await refusal(client('releaser').approve(pending.requestId));
    assert.equal(byReleaser.status, 403);
    const approved = await client('admin2').approve(pending.requestId);
    assert.deepEqual(
      [approved.forced, approved.approvedBy, approved.requestedBy],
      [true, 'bo@gaido.test', 'ana@gaido.test'],
    );
    assert.equal((await client().remotesFile('production')).remotes.mfe_tours.version, release.version);
    const [entry] = (await client('admin').audit({ environment: 'production', remote: 'mfe_tours' })).slice(
      -1,
    );
    assert.deepEqual([entry.by, entry.forced, entry.approvedBy], ['ana@gaido.test', true, 'bo@gaido.test']);
  });

  it('forces a pin in a non-protected environment at once, recorded as forced', async () => {
    const { release } = await client('releaser').publish(
      'mfe_tours',
      upload({ label: 'forced-staging', exposes: ['./ToursPage'] }),
    );
    const result = await client('releaser').pin('staging', 'mfe_tours', {
      version: release.version,
      expectedRevision: await client().revisionOf('staging', 'mfe_tours'),
      force: true,
    });
    assert.equal(result.forced, true);
    const row = (await client('releaser').status({ environments: ['staging'] })).find(
      (r) => r.remote === 'mfe_tours',
    );
    assert.deepEqual([row.forced, row.compatible], [true, false]);
  });

  it('refuses a release that uses a shared export the deployed host does not provide, naming it, until a host that provides it is deployed', async () => {
    const usesExports = { 'react-router-dom': ['Link', 'useMatch'] };
    const { release } = await client('releaser').publish(
      'mfe_tours',
      upload({ label: 'use-match', usesExports }),
    );
    const revision = await client().revisionOf('staging', 'mfe_tours');
    const refused = await refusal(
      client('releaser').pin('staging', 'mfe_tours', {
        version: release.version,
        expectedRevision: revision,
      }),
    );
    assert.equal(refused.status, 422);
    assert.ok(
      refused.details.includes(
        "react-router-dom useMatch: used by mfe_tours, not provided by this environment's host (add it to platform-contract.json, deploy the host, then pin)",
      ),
      refused.details.join('\n'),
    );
    const verdict = await client().verdict('staging', 'mfe_tours', release.version);
    assert.equal(verdict.mismatches.length, 1);
    const extended = hostRecord({
      providesExports: { 'react-router-dom': ['Link', 'useMatch', 'useNavigate', 'useParams'] },
    });
    svc.serveHost('staging', extended);
    await client('releaser').deployHost('staging', extended);
    const pinned = await client('releaser').pin('staging', 'mfe_tours', {
      version: release.version,
      expectedRevision: revision,
    });
    assert.equal(pinned.changed, true);
    // The host without useMatch again: the pin that uses it goes first.
    await client('releaser').rollback('staging', 'mfe_tours', { expectedRevision: pinned.revision });
    svc.serveHost('staging', hostRecord());
    await client('releaser').deployHost('staging', hostRecord());
  });

  it('refuses an upload without the build record that says which shared exports it uses', async () => {
    const body = upload({ label: 'no-record' });
    body.files = body.files.filter((file) => file.path !== 'gaido-build.json');
    const error = await refusal(client('releaser').publish('mfe_tours', body));
    assert.match(error.message, /no gaido-build\.json/);
  });

  it('refuses every pin in an environment with no host deployed', async () => {
    const fresh = await startService();
    try {
      const c = createReleaseClient({ url: fresh.url, token: fresh.tokens.admin });
      const { release } = await c.publish('mfe_tours', upload({ label: 'no-host' }));
      const error = await refusal(
        c.pin('staging', 'mfe_tours', { version: release.version, expectedRevision: 0 }),
      );
      assert.match(error.details[0], /No host is deployed in staging/);
    } finally {
      await fresh.close();
    }
  });
});

describe('rollback and the audit log', () => {
  it('returns to the version pinned before, and two rollbacks go two steps back', async () => {
    const versions = [];
    for (const label of ['r1', 'r2', 'r3']) {
      const { release } = await client('releaser').publish(
        'mfe_account',
        upload({ remote: 'mfe_account', label, exposes: [] }),
      );
      versions.push(release.version);
      await client('releaser').pin('staging', 'mfe_account', {
        version: release.version,
        expectedRevision: await client().revisionOf('staging', 'mfe_account'),
      });
    }
    await client('releaser').rollback('staging', 'mfe_account', {
      expectedRevision: await client().revisionOf('staging', 'mfe_account'),
    });
    assert.equal((await client().remotesFile('staging')).remotes.mfe_account.version, versions[1]);
    await client('releaser').rollback('staging', 'mfe_account', {
      expectedRevision: await client().revisionOf('staging', 'mfe_account'),
    });
    assert.equal((await client().remotesFile('staging')).remotes.mfe_account.version, versions[0]);
  });

  it('cannot be rewritten: an UPDATE or DELETE on it fails', async () => {
    const appendOnly = (error) => /the audit log is append-only/.test(error.cause?.message ?? error.message);
    await assert.rejects(svc.db.execute(sql`DELETE FROM audit`), appendOnly);
    await assert.rejects(svc.db.execute(sql`UPDATE audit SET actor = 'Definitely The CTO'`), appendOnly);
  });
});
