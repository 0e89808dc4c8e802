// A build's record of the shared exports it uses (gaido-build.json, @gaido/build-tooling/platform-contract)
// reaches the release metadata, whether the build is published here or described from its folder.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BUILD_RECORD_FILE, describeAppBuild, readBuildRecord } from '@gaido/build-tooling/platform-contract';
import { describeManifest } from '@gaido/release-core/build-description';
import { fakeBuild, tempDir } from '@gaido/release-core/test-fixtures';
import { ROOT } from '@gaido/workspace/paths';
import { describeBuild, publishBuild } from '../src/publish.mjs';

describe('the build record', () => {
  it('reaches the release metadata as usesExports, when publishing and for a build directory', () => {
    const dist = fakeBuild();
    assert.equal(readBuildRecord(dist), null);
    assert.equal(
      'usesExports' in describeBuild(dist),
      false,
      'a build from before the records uses nothing known',
    );
    const record = describeAppBuild(join(ROOT, 'mfe-tours'));
    writeFileSync(join(dist, BUILD_RECORD_FILE), JSON.stringify(record));
    assert.deepEqual(describeBuild(dist).usesExports, record.usesExports);
    assert.deepEqual(describeManifest({}, record).usesExports, record.usesExports);
    const published = publishBuild({
      remote: 'mfe_tours',
      distDir: dist,
      packageVersion: '0.1.0',
      artifactsDir: tempDir(),
    });
    assert.deepEqual(published.metadata.usesExports, record.usesExports);
  });

  it('carries the singletons the build takes from the host into the release metadata, for the gate', () => {
    const dist = fakeBuild();
    const record = { ...describeAppBuild(join(ROOT, 'mfe-tours')), takesFromHost: ['react', 'react/'] };
    writeFileSync(join(dist, BUILD_RECORD_FILE), JSON.stringify(record));
    assert.deepEqual(describeBuild(dist).takesFromHost, ['react', 'react/']);
    const published = publishBuild({
      remote: 'mfe_tours',
      distDir: dist,
      packageVersion: '0.1.0',
      artifactsDir: tempDir(),
    });
    assert.deepEqual(published.metadata.takesFromHost, ['react', 'react/']);
    // A record naming none (the host's, an older remote's) adds nothing.
    assert.equal('takesFromHost' in describeManifest({}, { ...record, takesFromHost: [] }), false);
    writeFileSync(join(dist, BUILD_RECORD_FILE), JSON.stringify({ ...record, takesFromHost: 'react' }));
    assert.throws(() => describeBuild(dist), /takesFromHost must list package names/);
  });

  it('refuses a malformed record rather than publishing a release that claims to use nothing', () => {
    const dist = fakeBuild();
    writeFileSync(
      join(dist, BUILD_RECORD_FILE),
      JSON.stringify({ usesExports: { 'react-router-dom': 'Link' } }),
    );
    assert.throws(() => describeBuild(dist), /not a build record/);
  });
});
