// A release version is `<package version>-<hash of the build's files>` (publish.mjs), so a build that
// embeds the absolute path of its checkout publishes a different version from every clone of the same
// commit (packages/build-tooling/src/reproducibleBuild.mjs). This checks the builds that exist: `pnpm test` builds every
// app before it runs these tests; an app not built is skipped.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '@gaido/workspace/paths';
import { REMOTES } from '../src/federation.mjs';
import { checkoutFreeFileUrl } from '../src/importMetaUrlLoader.mjs';

/** Every file of a build, less the .gz/.br copies (compressed, the path would not show as text). */
function buildFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return buildFiles(path);
    return /\.(gz|br)$/.test(entry) ? [] : [path];
  });
}

describe('builds hold no path of the checkout they were built in', () => {
  for (const app of ['host', ...Object.values(REMOTES)]) {
    const dist = join(ROOT, app, 'dist');
    it(`${app}/dist`, { skip: !existsSync(dist) && `${app} is not built` }, () => {
      const checkout = Buffer.from(`${ROOT}${sep}`);
      const holding = buildFiles(dist)
        .filter((file) => readFileSync(file).includes(checkout))
        .map((file) => relative(ROOT, file));
      assert.deepEqual(holding, [], `these files contain ${checkout} and so change with the checkout path`);
    });
  }
});

// Hashed ids hash each module's identifier, and a shared module's identifier holds the absolute path of its
// fallback: the host built at two checkout paths named its React module "W" in one and "SG" in the other,
// so its bytes, chunk names and byte budget moved with the path.
describe("every app's production build names modules and chunks without hashing the checkout path", () => {
  for (const app of ['host', ...Object.values(REMOTES)]) {
    it(app, async () => {
      const cwd = join(ROOT, app);
      const { createRsbuild, loadConfig } = await import(
        createRequire(join(cwd, 'package.json')).resolve('@rsbuild/core')
      );
      const { content } = await loadConfig({ cwd });
      const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { ...content, mode: 'production' } });
      const [config] = await rsbuild.initConfigs();
      assert.deepEqual(
        { moduleIds: config.optimization.moduleIds, chunkIds: config.optimization.chunkIds },
        { moduleIds: 'natural', chunkIds: 'natural' },
      );
    });
  }
});

describe('the import.meta.url a loader writes in place of the bundler', () => {
  it('is the package path under node_modules, whatever the checkout', () => {
    const file = 'node_modules/.pnpm/maplibre-gl@6.17.0/node_modules/maplibre-gl/dist/maplibre-gl.mjs';
    for (const checkout of ['/work/main', '/tmp/clone2', '/home/ci/build/gaido']) {
      assert.equal(
        checkoutFreeFileUrl(`${checkout}/${file}`, `${checkout}/mfe-gems`),
        'file:///node_modules/maplibre-gl/dist/maplibre-gl.mjs',
      );
    }
  });

  it("is the path from the app's folder for the app's own files", () => {
    assert.equal(
      checkoutFreeFileUrl('/work/main/mfe-gems/src/map/loadMapLibre.ts', '/work/main/mfe-gems'),
      'file:///src/map/loadMapLibre.ts',
    );
  });
});
