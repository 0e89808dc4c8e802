import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ReleaseError } from '@gaido/release-core/errors';
import { HOST_RECORD_FILE, readHostRecord, readHostRoutes } from '@gaido/release-core/host-record';
import { tempDir } from '@gaido/release-core/test-fixtures';
import {
  describeHost,
  describeHostFederation,
  describeSharedChunks,
  findRemoteModuleUsages,
  mergeModuleLists,
} from '../src/hostRecord.mjs';
import { readContract } from '../src/platformContract.mjs';

const hostDir = fileURLToPath(new URL('../../../host', import.meta.url));

describe('the host release record', () => {
  it('records the installed version and the range of every singleton the host shares', () => {
    const record = describeHost({ hostDir, requiredModules: { mfe_tours: ['./ToursPage'] } });
    assert.ok(record.singletons.includes('@gaido/shared'));
    // The favorites subpath is a singleton of its own, at the version of the package it comes from.
    assert.deepEqual(record.singletonsWhereUsed, ['@gaido/shared/favorites']);
    assert.equal(record.shared['@gaido/shared/favorites'].version, record.shared['@gaido/shared'].version);
    for (const name of [...record.singletons, ...record.singletonsWhereUsed]) {
      assert.match(record.shared[name].version, /^\d+\.\d+\.\d+/, name);
      assert.match(record.shared[name].requiredVersion, /^\^\d/, name);
    }
    assert.deepEqual(record.requiredModules, { mfe_tours: ['./ToursPage'] });
  });

  it('records the exports it provides of each cut-down package: those of the contract it is built with', () => {
    const contract = readContract();
    const record = describeHost({ hostDir, requiredModules: {} });
    assert.deepEqual(record.providesExports, contract.providedExports);
    assert.deepEqual(record.singletons, Object.keys(contract.singletons));
    const extended = {
      ...contract,
      providedExports: {
        ...contract.providedExports,
        'react-router-dom': [...contract.providedExports['react-router-dom'], 'useMatch'].sort(),
      },
    };
    const redeployed = describeHost({ hostDir, requiredModules: {}, contract: extended });
    assert.ok(redeployed.providesExports['react-router-dom'].includes('useMatch'));
  });

  it('records the federation runtime of the built host: the version its manifest names', () => {
    const dist = tempDir();
    writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '2.9.2' } }));
    assert.deepEqual(describeHostFederation(dist), { runtime: '2.9.2' });
    assert.deepEqual(describeHostFederation(tempDir()), { runtime: null });
  });

  it('records the route table with each route’s modules, for the static server’s preload hints', () => {
    const routes = [
      { path: '/tours', modules: [{ remote: 'mfe_tours', module: './ToursPage' }] },
      { path: '*', modules: [] },
    ];
    const record = describeHost({ hostDir, requiredModules: {}, routes });
    assert.deepEqual(record.routes, routes);
    const dist = tempDir();
    writeFileSync(join(dist, HOST_RECORD_FILE), JSON.stringify(record));
    assert.deepEqual(readHostRoutes(dist), routes);
    // An older build, or none at all (the bench's monolith): no routes, and no error.
    writeFileSync(join(dist, HOST_RECORD_FILE), JSON.stringify({ ...record, routes: undefined }));
    assert.equal(readHostRoutes(dist), null);
    assert.equal(readHostRoutes(tempDir()), null);
  });

  it('records the chunks each shared module it provides loads when first asked, less those its document loads', () => {
    const manifest = {
      shared: [
        { name: '@gaido/shared/favorites', version: '0.6.0' },
        { name: '@gaido/shared', version: '0.6.0' },
        { name: 'zustand', version: '5.1.0' },
      ],
    };
    const provides = (name) => ({ moduleName: `provide shared module (default) ${name} = /src/index.ts` });
    // Shaped like Rspack's stats: a chunk split off beside the module's own, a chunk with no file, a
    // chunk the document preloads, and a same-named module at another version.
    const stats = {
      chunks: [
        { files: ['static/js/async/13.js'], origins: [provides('@gaido/shared/favorites@0.6.0')] },
        {
          files: ['static/js/async/15.js'],
          origins: [
            provides('@gaido/shared/favorites@0.6.0'),
            { moduleName: 'consume shared module (default) @gaido/shared/favorites@^0.6.0' },
          ],
        },
        { files: [], origins: [provides('@gaido/shared/favorites@0.6.0')] },
        { files: ['static/js/async/16.js'], origins: [provides('@gaido/shared@0.6.0')] },
        { files: ['static/js/async/9.js'], origins: [provides('@gaido/shared/favorites@0.6.1')] },
        {
          files: ['static/js/async/page.js', 'static/css/async/page.css'],
          origins: [{ moduleName: './src/index.ts' }],
        },
      ],
    };
    const documentText = '<link rel="preload" href="/static/js/async/16.js" as="script">';
    assert.deepEqual(describeSharedChunks(manifest, stats, { publicPath: '/', documentText }), {
      '@gaido/shared/favorites': {
        version: '0.6.0',
        files: ['/static/js/async/13.js', '/static/js/async/15.js'],
      },
    });
    assert.deepEqual(
      describeSharedChunks(manifest, stats, { publicPath: 'https://cdn.example/host/' })['@gaido/shared'],
      { version: '0.6.0', files: ['https://cdn.example/host/static/js/async/16.js'] },
    );
  });

  it('fails the build on a route the server could not match as the host’s router does', () => {
    assert.throws(
      () => describeHost({ hostDir, requiredModules: {}, routes: [{ path: '/tours/:city?', modules: [] }] }),
      /trailing \* only/,
    );
  });

  it('finds remote modules placed outside the route table, ignoring tests', () => {
    const src = tempDir();
    mkdirSync(join(src, 'pages'));
    writeFileSync(
      join(src, 'pages', 'HomePage.tsx'),
      '<RemoteModule remote="mfe_tours" module="./FeaturedTours" />\n<RemoteModule module="./FeaturedGems" remote="mfe_gems" />',
    );
    writeFileSync(join(src, 'pages', 'HomePage.test.tsx'), '<RemoteModule remote="mfe_x" module="./Fake" />');
    writeFileSync(join(src, 'router.tsx'), '<RemoteModule key={k} {...entry.remote} />');
    assert.deepEqual(findRemoteModuleUsages(src), {
      mfe_tours: ['./FeaturedTours'],
      mfe_gems: ['./FeaturedGems'],
    });
  });

  it('merges the route table’s modules with those placements without duplicates', () => {
    assert.deepEqual(
      mergeModuleLists({ mfe_tours: ['./ToursPage'] }, { mfe_tours: ['./ToursPage', './FeaturedTours'] }),
      { mfe_tours: ['./ToursPage', './FeaturedTours'] },
    );
  });

  it('tells the release manager to build the host when it has no record', () => {
    assert.throws(
      () => readHostRecord(tempDir()),
      (error) => {
        assert.ok(error instanceof ReleaseError);
        assert.match(error.message, /pnpm --filter host build/);
        return true;
      },
    );
  });
});
