// A traveller's assignment to a rollout's canary or stable version: stable per key, close to the share
// over many travellers, exact at 0% and 100%; and the host server answering /remotes.json per traveller.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseEnvironments } from '@gaido/release-core/environments';
import { tempDir } from '@gaido/release-core/test-fixtures';
import { assign, bucketOf, TRAVELLER_COOKIE } from '../src/rollouts.mjs';
import { startHostServer } from '../src/servers.mjs';

/** 1,000 travellers' keys, the same on every run (as the host server makes them: 16 bytes, base64url). */
const KEYS = Array.from({ length: 1000 }, (_, i) =>
  createHash('sha256').update(`traveller ${i}`).digest().subarray(0, 16).toString('base64url'),
);
const ROLLOUT = '7d0c5a3e-1f6b-4c2a-9e8d-2b4f6a8c0e1d';
const share = (keys, percent, id = ROLLOUT) =>
  (100 * keys.filter((key) => assign(key, 'mfe_tours', { id, percent }).channel === 'canary').length) /
  keys.length;

describe('assignment', () => {
  it('is the same for a key on every call, and a bucket is 0 to 9999', () => {
    for (const key of KEYS.slice(0, 50)) {
      const first = assign(key, 'mfe_tours', { id: ROLLOUT, percent: 30 });
      for (let i = 0; i < 3; i++)
        assert.deepEqual(assign(key, 'mfe_tours', { id: ROLLOUT, percent: 30 }), first);
      assert.ok(first.bucket >= 0 && first.bucket < 10_000 && Number.isInteger(first.bucket));
    }
  });

  it('puts close to the share of 1,000 travellers in the canary: 10% → 7–13%, 50% → 47–53%; 0% and 100% exactly', () => {
    const measured = { 10: share(KEYS, 10), 50: share(KEYS, 50), 0: share(KEYS, 0), 100: share(KEYS, 100) };
    console.log(`canary share over 1,000 travellers: ${JSON.stringify(measured)}`);
    assert.ok(measured[10] >= 7 && measured[10] <= 13, `10% gave ${measured[10]}%`);
    assert.ok(measured[50] >= 47 && measured[50] <= 53, `50% gave ${measured[50]}%`);
    assert.equal(measured[0], 0);
    assert.equal(measured[100], 100);
  });

  it('stays close to the share over fresh random travellers, whatever the rollout', () => {
    const keys = Array.from({ length: 10_000 }, () => randomBytes(16).toString('base64url'));
    for (const percent of [1, 10, 50]) {
      const measured = share(keys, percent, randomBytes(8).toString('hex'));
      // Three standard deviations of a binomial share over 10,000 travellers, and then some.
      const bound = 3.5 * Math.sqrt((percent * (100 - percent)) / keys.length);
      assert.ok(Math.abs(measured - percent) <= bound, `${percent}% gave ${measured}%`);
    }
  });

  it('keeps every canary traveller in the canary as the share grows, and shuffles afresh for another rollout or remote', () => {
    const at = (percent) =>
      new Set(KEYS.filter((key) => assign(key, 'mfe_tours', { id: ROLLOUT, percent }).channel === 'canary'));
    const five = at(5);
    const fifty = at(50);
    for (const key of five) assert.ok(fifty.has(key));
    const other = new Set(
      KEYS.filter(
        (key) => assign(key, 'mfe_tours', { id: 'another-rollout', percent: 50 }).channel === 'canary',
      ),
    );
    const both = [...fifty].filter((key) => other.has(key)).length;
    assert.ok(both > 150 && both < 350, `${both} of 1,000 in both halves (about 250 when independent)`);
    assert.notEqual(bucketOf(KEYS[0], 'mfe_tours', ROLLOUT), bucketOf(KEYS[0], 'mfe_gems', ROLLOUT));
  });
});

describe('the host server during a rollout', () => {
  const environments = parseEnvironments({ environments: { local: { overrides: true, integrity: false } } });
  const cdnOrigin = 'http://localhost:3100';
  const state = {
    environment: 'local',
    remotes: { mfe_tours: { version: '0.1.0-stable', commit: 'aaa' }, mfe_gems: { version: '0.1.0-gems' } },
    rollouts: {},
  };
  async function withServer(run) {
    const hostDist = tempDir();
    writeFileSync(join(hostDist, 'index.html'), '<!doctype html><title>Gaido</title>');
    const server = await startHostServer({
      environment: 'local',
      port: 0,
      cdnOrigin,
      apiBaseUrl: 'https://api.gaido.test/api/v1',
      assetsHost: 'https://assets.gaido.test',
      environments,
      pins: { read: async () => structuredClone(state) },
      hostDist,
      artifactsDir: tempDir(),
    });
    try {
      await run(`http://127.0.0.1:${server.address().port}`);
    } finally {
      server.close();
    }
  }
  const keyIn = (channel, percent) =>
    KEYS.find((key) => assign(key, 'mfe_tours', { id: ROLLOUT, percent }).channel === channel);

  it('sets no cookie and answers one file while nothing is rolled out', async () => {
    state.rollouts = {};
    await withServer(async (url) => {
      const response = await fetch(`${url}/remotes.json`);
      assert.equal(response.headers.get('set-cookie'), null);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.equal((await response.json()).remotes.mfe_tours.rollout, undefined);
    });
  });

  it('gives each traveller the version of their bucket, keeps it on the next load, and says why', async () => {
    state.rollouts = {
      mfe_tours: {
        id: ROLLOUT,
        version: '0.1.0-canary',
        percent: 50,
        commit: 'bbb',
        startedAt: '2026-11-28T20:00:00.000Z',
      },
    };
    await withServer(async (url) => {
      const first = await fetch(`${url}/remotes.json`);
      const cookie = first.headers.get('set-cookie');
      assert.match(
        cookie,
        new RegExp(
          `^${TRAVELLER_COOKIE}=[A-Za-z0-9_-]{22}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax$`,
        ),
      );
      assert.equal(first.headers.get('cache-control'), 'private, no-store');
      assert.equal(first.headers.get('vary'), 'Cookie');
      const key = cookie.split(';')[0].split('=')[1];
      const firstFile = await first.json();
      const again = await (
        await fetch(`${url}/remotes.json`, { headers: { cookie: `${TRAVELLER_COOKIE}=${key}` } })
      ).json();
      assert.deepEqual(again.remotes, firstFile.remotes, 'the same traveller gets the same versions');
      assert.equal(
        firstFile.remotes.mfe_tours.version,
        assign(key, 'mfe_tours', { id: ROLLOUT, percent: 50 }).channel === 'canary'
          ? '0.1.0-canary'
          : '0.1.0-stable',
      );

      const canary = await (
        await fetch(`${url}/remotes.json`, {
          headers: { cookie: `${TRAVELLER_COOKIE}=${keyIn('canary', 50)}` },
        })
      ).json();
      assert.deepEqual(canary.remotes.mfe_tours, {
        entry: `${cdnOrigin}/mfe_tours/0.1.0-canary/mf-manifest.json`,
        version: '0.1.0-canary',
        commit: 'bbb',
        rollout: {
          id: ROLLOUT,
          channel: 'canary',
          percent: 50,
          bucket: assign(keyIn('canary', 50), 'mfe_tours', { id: ROLLOUT, percent: 50 }).bucket,
          stable: '0.1.0-stable',
          canary: '0.1.0-canary',
        },
      });
      assert.equal(canary.remotes.mfe_gems.rollout, undefined, 'a remote not rolled out is the pin');
      const stableResponse = await fetch(`${url}/remotes.json`, {
        headers: { cookie: `${TRAVELLER_COOKIE}=${keyIn('stable', 50)}` },
      });
      assert.equal(stableResponse.headers.get('set-cookie'), null, 'a traveller with a key keeps it');
      const stable = await stableResponse.json();
      assert.equal(stable.remotes.mfe_tours.version, '0.1.0-stable');
      assert.equal(stable.remotes.mfe_tours.rollout.channel, 'stable');

      // The page's policy still allows the canary's origin (the CDN).
      const page = await fetch(`${url}/`, {
        headers: { cookie: `${TRAVELLER_COOKIE}=${keyIn('canary', 50)}` },
      });
      assert.match(page.headers.get('content-security-policy'), /script-src 'self' http:\/\/localhost:3100/);
      // A key that is not one of ours is replaced.
      const forged = await fetch(`${url}/remotes.json`, { headers: { cookie: `${TRAVELLER_COOKIE}=x;y` } });
      assert.match(forged.headers.get('set-cookie') ?? '', new RegExp(`^${TRAVELLER_COOKIE}=`));
    });
  });

  it('gives everyone the pin again once the rollout ends', async () => {
    state.rollouts = {};
    await withServer(async (url) => {
      const file = await (
        await fetch(`${url}/remotes.json`, {
          headers: { cookie: `${TRAVELLER_COOKIE}=${keyIn('canary', 50)}` },
        })
      ).json();
      assert.equal(file.remotes.mfe_tours.version, '0.1.0-stable');
    });
  });
});
