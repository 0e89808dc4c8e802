// Host servers read pins from the release service, keep them a few seconds, and keep serving the last
// ones they had when the service is away, across a restart too.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { readBuildDir, uploadBody } from '@gaido/release-core/build-files';
import { createReleaseClient } from '@gaido/release-core/client';
import { parseEnvironments } from '@gaido/release-core/environments';
import { fakeBuild, hostRecord, startService, tempDir } from '../../../release-service/test/harness.mjs';
import { createPinsCache } from '../src/pinsCache.mjs';
import { startHostServer } from '../src/servers.mjs';

const pinsFile = (version) => ({ environment: 'staging', remotes: { mfe_tours: { version } } });

/** A stand-in service whose answers a test changes, counting calls. */
function fakeService(answer) {
  const service = {
    calls: 0,
    answer,
    remotesFile: async () => {
      service.calls += 1;
      if (service.answer instanceof Error) throw service.answer;
      return service.answer;
    },
  };
  return service;
}

describe('the pins cache of a host server', () => {
  it('asks the service once per few seconds, then again', async () => {
    let clock = 1_000_000;
    const service = fakeService(pinsFile('1.0.0'));
    const pins = createPinsCache({ client: service, ttlMs: 2000, now: () => clock, log: () => {} });
    assert.equal((await pins.read('staging')).remotes.mfe_tours.version, '1.0.0');
    service.answer = pinsFile('2.0.0');
    clock += 1000;
    assert.equal((await pins.read('staging')).remotes.mfe_tours.version, '1.0.0');
    assert.equal(service.calls, 1);
    clock += 1500;
    assert.equal((await pins.read('staging')).remotes.mfe_tours.version, '2.0.0');
    pins.close();
  });

  it('keeps serving the last pins when the service does not answer, and says so once', async () => {
    let clock = 1_000_000;
    const logged = [];
    const service = fakeService(pinsFile('1.0.0'));
    const pins = createPinsCache({
      client: service,
      ttlMs: 10,
      now: () => clock,
      log: (m) => logged.push(m),
    });
    await pins.read('staging');
    service.answer = Object.assign(new Error('ECONNREFUSED'), { status: 0 });
    for (let i = 0; i < 3; i++) {
      clock += 100;
      assert.equal((await pins.read('staging')).remotes.mfe_tours.version, '1.0.0');
    }
    assert.equal(logged.length, 1);
    assert.match(logged[0], /did not answer .* serving the last pins of staging/);
    pins.close();
  });

  it('serves the pins kept on disk after a restart while the service is away', async () => {
    const cacheDir = tempDir();
    const first = createPinsCache({ client: fakeService(pinsFile('1.0.0')), cacheDir, log: () => {} });
    await first.read('staging');
    first.close();
    const down = fakeService(Object.assign(new Error('ECONNREFUSED'), { status: 0 }));
    const second = createPinsCache({ client: down, cacheDir, log: () => {} });
    assert.equal((await second.read('staging')).remotes.mfe_tours.version, '1.0.0');
    assert.equal(second.state('staging').source, 'disk');
    second.close();
  });
});

describe('a host server when the release service stops', () => {
  it('still hands the browser every pinned remote, and so does a host server started after it stopped', async () => {
    const svc = await startService();
    const admin = createReleaseClient({ url: svc.url, token: svc.tokens.admin });
    await admin.deployHost('staging', hostRecord());
    const versions = {};
    for (const remote of ['mfe_tours', 'mfe_gems']) {
      const { release } = await admin.publish(
        remote,
        uploadBody({
          files: readBuildDir(
            fakeBuild({ remote, label: 'stop', exposes: remote === 'mfe_tours' ? undefined : [] }),
          ),
          packageVersion: '0.1.0',
          commit: 'c0ffee',
        }),
      );
      await admin.pin('staging', remote, { version: release.version, expectedRevision: 0 });
      versions[remote] = release.version;
    }
    const hostDist = tempDir();
    writeFileSync(
      join(hostDist, 'index.html'),
      '<!doctype html><html lang="en"><head></head><body></body></html>',
    );
    const cacheDir = tempDir();
    const environments = parseEnvironments({ environments: { staging: { overrides: true } } });
    const startHost = async () => {
      const pins = createPinsCache({
        client: createReleaseClient({ url: svc.url, timeoutMs: 500 }),
        ttlMs: 50,
        waitMs: 200,
        cacheDir,
        log: () => {},
      });
      const server = await startHostServer({
        environment: 'staging',
        port: 0,
        cdnOrigin: 'http://cdn.gaido.test',
        apiBaseUrl: 'http://api.gaido.test/api/v1',
        assetsHost: 'http://api.gaido.test',
        environments,
        pins,
        hostDist,
      });
      const remotes = async () => {
        const response = await fetch(`http://127.0.0.1:${server.address().port}/remotes.json`);
        return Object.fromEntries(
          Object.entries((await response.json()).remotes).map(([name, pin]) => [name, pin.version]),
        );
      };
      return {
        remotes,
        close: () => {
          pins.close();
          return new Promise((resolve) => server.close(resolve));
        },
      };
    };
    const running = await startHost();
    try {
      assert.deepEqual(await running.remotes(), versions);
      await svc.close();
      await new Promise((resolve) => setTimeout(resolve, 120));
      assert.deepEqual(await running.remotes(), versions);
      const restarted = await startHost();
      try {
        assert.deepEqual(await restarted.remotes(), versions);
      } finally {
        await restarted.close();
      }
    } finally {
      await running.close();
    }
  });
});
