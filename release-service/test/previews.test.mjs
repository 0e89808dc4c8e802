// Previews against a real service: a branch's build served over a base environment's pins under its
// own name, by the remote's owners only, gated like a pin, listed, removed, and no longer served once
// expired.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createReleaseClient } from '@gaido/release-core/client';
import { previewName } from '../src/previews.mjs';
import { fakeUpload, hostRecord, refusal, startService } from './harness.mjs';

const clock = { offset: 0, now: () => new Date(Date.now() + clock.offset) };
const DAY = 24 * 60 * 60 * 1000;
let svc;
const client = (who) => createReleaseClient({ url: svc.url, token: who ? svc.tokens[who] : null });
const upload = fakeUpload;

let stable;
let branchBuild;
let gemsStable;
before(async () => {
  svc = await startService({ now: clock.now });
  for (const env of ['staging', 'production']) await client('admin').deployHost(env, hostRecord());
  stable = (await client('admin').publish('mfe_tours', upload({ label: 'stable' }))).release.version;
  branchBuild = (await client('releaser').publish('mfe_tours', upload({ label: 'feature' }))).release.version;
  gemsStable = (
    await client('admin').publish('mfe_gems', upload({ remote: 'mfe_gems', label: 'gems', exposes: [] }))
  ).release.version;
  await client('admin').pin('staging', 'mfe_tours', { version: stable, expectedRevision: 0 });
  await client('admin').pin('staging', 'mfe_gems', { version: gemsStable, expectedRevision: 0 });
});
after(() => svc.close());

describe('previews', () => {
  it('names a preview after its branch, as an environment name may be written', () => {
    assert.equal(previewName('feature/Faster-Tours_list'), 'preview-feature-faster-tours-list');
    assert.equal(previewName('x'.repeat(80)).length, 40);
    assert.throws(() => previewName('///'), /no letter or digit/);
  });

  it('serves the base environment’s pins with the branch’s build in place of the remote’s pin', async () => {
    const created = await client('releaser').publishPreview({
      remote: 'mfe-tours',
      version: branchBuild,
      branch: 'feature/faster-tours',
      base: 'staging',
    });
    assert.equal(created.created, true);
    assert.equal(created.name, 'preview-feature-faster-tours');
    assert.equal(created.path, '/?gaido-env=preview-feature-faster-tours');
    assert.equal(created.state, 'active');
    assert.equal(new Date(created.expiresAt).getTime() - new Date(created.createdAt).getTime(), 7 * DAY);

    const file = await client().remotesFile('preview-feature-faster-tours');
    assert.equal(file.environment, 'preview-feature-faster-tours');
    assert.equal(file.remotes.mfe_tours.version, branchBuild, 'the branch’s build');
    assert.equal(file.remotes.mfe_gems.version, gemsStable, 'the base’s pin of every other remote');
    assert.deepEqual(file.preview, {
      branch: 'feature/faster-tours',
      base: 'staging',
      expiresAt: created.expiresAt,
    });
    assert.deepEqual(file.integrity, (await client().remotesFile('staging')).integrity, 'the base’s policy');
    assert.equal(
      (await client().remotesFile('staging')).remotes.mfe_tours.version,
      stable,
      'the base is untouched',
    );

    const [entry] = (await client('admin').audit({ environment: 'preview-feature-faster-tours' })).filter(
      (item) => item.action === 'preview-create',
    );
    assert.deepEqual(
      [entry.by, entry.remote, entry.version, entry.base],
      ['rita@gaido.test', 'mfe_tours', branchBuild, 'staging'],
    );
  });

  it('lets only the remote’s owners (or a release-admin) preview it', async () => {
    const other = await refusal(
      client('gems').publishPreview({
        remote: 'mfe_tours',
        version: branchBuild,
        branch: 'gus-try',
        base: 'staging',
      }),
    );
    assert.deepEqual([other.status, other.code], [403, 'not-owner']);
    const anonymous = await refusal(
      client().publishPreview({
        remote: 'mfe_tours',
        version: branchBuild,
        branch: 'anyone',
        base: 'staging',
      }),
    );
    assert.equal(anonymous.status, 401);
    const removedByOther = await refusal(client('gems').removePreview('preview-feature-faster-tours'));
    assert.deepEqual([removedByOther.status, removedByOther.code], [403, 'not-owner']);
  });

  it('refuses a build the gate refuses over the base environment, and a base nobody declared', async () => {
    const broken = (
      await client('admin').publish('mfe_tours', upload({ label: 'broken', exposes: ['./ToursPage'] }))
    ).release.version;
    const gated = await refusal(
      client('releaser').publishPreview({
        remote: 'mfe_tours',
        version: broken,
        branch: 'broken',
        base: 'staging',
      }),
    );
    assert.deepEqual([gated.status, gated.code], [422, 'incompatible']);
    const nowhere = await refusal(
      client('releaser').publishPreview({
        remote: 'mfe_tours',
        version: branchBuild,
        branch: 'x',
        base: 'stagign',
      }),
    );
    assert.equal(nowhere.status, 404);
  });

  it('lists active previews, and with --all the ended ones with their state', async () => {
    await client('admin').publishPreview({
      remote: 'mfe_tours',
      version: branchBuild,
      branch: 'short-lived',
      base: 'staging',
      ttlMs: 60 * 60 * 1000,
    });
    await client('releaser').publishPreview({
      remote: 'mfe_tours',
      version: branchBuild,
      branch: 'to-remove',
      base: 'staging',
    });
    const removed = await client('releaser').removePreview('preview-to-remove');
    assert.deepEqual([removed.state, removed.removedBy], ['removed', 'rita@gaido.test']);
    const gone = await refusal(client().remotesFile('preview-to-remove'));
    assert.deepEqual([gone.status, gone.code], [410, 'preview-ended']);

    clock.offset += 2 * 60 * 60 * 1000;
    const expired = await refusal(client().remotesFile('preview-short-lived'));
    assert.deepEqual([expired.status, expired.code], [410, 'preview-ended']);
    assert.match(expired.message, /expired at/);

    const active = await client('releaser').previews();
    assert.deepEqual(
      active.map((preview) => preview.name),
      ['preview-feature-faster-tours'],
    );
    const all = Object.fromEntries(
      (await client('releaser').previews({ all: true })).map((p) => [p.name, p.state]),
    );
    assert.deepEqual(all, {
      'preview-feature-faster-tours': 'active',
      'preview-short-lived': 'expired',
      'preview-to-remove': 'removed',
    });
    const again = await refusal(client('admin').removePreview('preview-short-lived'));
    assert.deepEqual([again.status, again.code], [409, 'preview-ended']);
  });

  it('adds a second remote’s build to an active preview, and keeps one base per preview', async () => {
    const updated = await client('admin').publishPreview({
      remote: 'mfe_gems',
      version: gemsStable,
      branch: 'feature/faster-tours',
      base: 'staging',
      ttlMs: DAY,
    });
    assert.equal(updated.created, false);
    assert.deepEqual(updated.remotes, { mfe_tours: branchBuild, mfe_gems: gemsStable });
    const otherBase = await refusal(
      client('admin').publishPreview({
        remote: 'mfe_gems',
        version: gemsStable,
        branch: 'feature/faster-tours',
        base: 'production',
      }),
    );
    assert.deepEqual([otherBase.status, otherBase.code], [409, 'preview-base']);
  });

  it('asks for a token to list previews, and answers an unknown preview as an unknown environment', async () => {
    assert.equal((await refusal(client().previews())).status, 401);
    const unknown = await refusal(client().remotesFile('preview-nobody-made-this'));
    assert.deepEqual([unknown.status, unknown.code], [404, 'unknown-environment']);
  });
});
