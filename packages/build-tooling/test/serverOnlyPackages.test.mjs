// react-router imports `cookie` and `set-cookie-parser` for its server runtime only; the production browser
// builds resolve them to an empty module (packages/build-tooling/src/federation.mjs SERVER_ONLY_PACKAGES), because the
// federation's shared tree shaking kept them whole in every page's router chunk. That is safe only while
// react-router's browser code never calls them: these tests fail on an upgrade where it starts to.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '@gaido/workspace/paths';
import { appSourceFiles, browserResolveSettings, SERVER_ONLY_PACKAGES } from '../src/federation.mjs';

const reactRouterDist = join(realpathSync(join(ROOT, 'host', 'node_modules', 'react-router')), 'dist');

/** Every ES module file of react-router's builds, with the source module each line comes from. */
function importsOf(pkg) {
  const found = [];
  for (const build of readdirSync(reactRouterDist)) {
    for (const file of readdirSync(join(reactRouterDist, build)).filter((name) => name.endsWith('.mjs'))) {
      let region = '(file start)';
      for (const line of readFileSync(join(reactRouterDist, build, file), 'utf8').split('\n')) {
        const regionStart = /^\/\/ (lib\/\S+)$/.exec(line);
        if (regionStart) region = regionStart[1];
        if (new RegExp(`^import .* from "${pkg}";$`).test(line))
          found.push({ file: `${build}/${file}`, region });
      }
    }
  }
  return found;
}

describe('server-only packages left out of the browser builds', () => {
  it('are imported by no app or @gaido/shared (their builds would get an empty module)', () => {
    const sources = appSourceFiles();
    assert.ok(
      sources.some((file) => file.endsWith('RemotePage.tsx')),
      'the scan reads the apps',
    );
    for (const pkg of SERVER_ONLY_PACKAGES) {
      const request = new RegExp(`(from|import|require\\()\\s*\\(?['"]${pkg}(/[^'"]*)?['"]`);
      const importers = sources.filter((file) => request.test(readFileSync(file, 'utf8')));
      assert.deepEqual(importers, [], `${pkg} is imported by app code`);
    }
  });

  for (const pkg of SERVER_ONLY_PACKAGES) {
    it(`${pkg} is imported by react-router's server runtime alone`, () => {
      const imports = importsOf(pkg);
      assert.ok(
        imports.length > 0,
        `react-router no longer imports ${pkg}: drop it from SERVER_ONLY_PACKAGES`,
      );
      for (const { file, region } of imports) {
        assert.match(region, /^lib\/server-runtime\//, `${file} imports ${pkg} from ${region}`);
      }
    });
  }

  it('resolve to an empty module in the production builds of the host and the remotes only', () => {
    const settings = browserResolveSettings('production');
    for (const pkg of SERVER_ONLY_PACKAGES) assert.equal(settings.alias[`${pkg}$`], false);
    assert.deepEqual(browserResolveSettings('development'), {});
  });
});
