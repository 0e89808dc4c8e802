// A release folder from before the artifact store had its own folder and records: the builds sat
// beside the service's data, within the CDN's reach. Starting the service moves them into the store
// and records every published release from the hashes the service holds.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { RECORD_FILE, readRecord } from '@gaido/release-core/artifact-record';
import { readBuildDir, uploadBody } from '@gaido/release-core/build-files';
import { openReleaseService } from '../src/service.mjs';
import { ENVIRONMENTS, fakeBuild, tempDir } from './harness.mjs';

describe('the store layout', () => {
  it('moves builds of the old layout into the artifact store and records them on start', async () => {
    const releasesDir = tempDir();
    const dataDir = join(releasesDir, 'service');
    // The old layout: the store is the release folder itself.
    const old = await openReleaseService({ dataDir, artifactsDir: releasesDir, environments: ENVIRONMENTS });
    const { token } = await old.service.localAdminToken();
    const response = await old.app.request('/v1/remotes/mfe_tours/releases', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(
        uploadBody({ files: readBuildDir(fakeBuild()), packageVersion: '0.1.0', commit: 'c0ffee' }),
      ),
    });
    assert.equal(response.status, 201);
    const { release } = await response.json();
    await old.close();
    // Stores of the old layout had no records, and compressed copies beside the files.
    rmSync(join(releasesDir, 'mfe_tours', release.version, RECORD_FILE));
    writeFileSync(join(releasesDir, 'mfe_tours', release.version, 'remoteEntry.js.br'), 'planted');

    const artifactsDir = join(releasesDir, 'artifacts');
    const current = await openReleaseService({
      dataDir,
      releasesDir,
      artifactsDir,
      environments: ENVIRONMENTS,
    });
    try {
      assert.ok(!existsSync(join(releasesDir, 'mfe_tours')));
      assert.deepEqual(readdirSync(releasesDir).sort(), ['artifacts', 'service']);
      const record = readRecord(artifactsDir, 'mfe_tours', release.version);
      assert.deepEqual(Object.fromEntries(record ?? []), release.files);
      assert.equal(record?.has('remoteEntry.js.br'), false);
      assert.ok(await current.service.release('mfe_tours', release.version));
    } finally {
      await current.close();
    }
  });
});
