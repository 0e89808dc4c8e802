// The compile hint goes on the files that run at start-up and on no others
// (packages/build-tooling/src/compileHints.mjs). The last tests read the builds, when there are some
// (`pnpm test` builds every app first).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '@gaido/workspace/paths';
import { hasCompileHint, runsAtStartup } from '../src/compileHints.mjs';
import { REMOTES } from '../src/federation.mjs';

const provider = (name) => ({
  module: { identifier: () => `provide shared module (default) ${name}@1.2.0 = /x/${name}/index.js` },
});
const importer = (request) => ({ module: { identifier: () => `/x/src/${request}.ts` } });
const chunk = ({ initial = false, groups = [] }) => ({
  canBeInitial: () => initial,
  groupsIterable: groups,
});

const HOST = {
  chunkGroups: ['bootstrap'],
  sharedModules: true,
  deferredShared: ['@gaido/shared/favorites'],
};

describe('runsAtStartup', () => {
  it('takes the initial chunks', () => {
    assert.equal(runsAtStartup(chunk({ initial: true })), true);
    assert.equal(runsAtStartup(chunk({ initial: true }), HOST), true);
  });

  it("takes a named group's chunks", () => {
    const bootstrap = chunk({ groups: [{ name: 'bootstrap', origins: [importer('index')] }] });
    assert.equal(runsAtStartup(bootstrap, HOST), true);
    assert.equal(runsAtStartup(bootstrap), false);
  });

  it('takes the chunks of the shared modules provided, scoped names included, not the deferred ones', () => {
    const react = chunk({ groups: [{ origins: [provider('react-dom')] }] });
    const shared = chunk({ groups: [{ origins: [provider('@gaido/shared')] }] });
    const favorites = chunk({ groups: [{ origins: [provider('@gaido/shared/favorites')] }] });
    assert.equal(runsAtStartup(react, HOST), true);
    assert.equal(runsAtStartup(shared, HOST), true);
    assert.equal(runsAtStartup(favorites, HOST), false);
    assert.equal(runsAtStartup(react, { ...HOST, sharedModules: false }), false);
  });

  it("leaves a page's lazily loaded chunks", () => {
    const page = chunk({ groups: [{ name: null, origins: [importer('routes/router')] }] });
    assert.equal(runsAtStartup(page, HOST), false);
  });
});

describe('hasCompileHint', () => {
  it('is true of a file that opens with the hint, only', () => {
    assert.equal(hasCompileHint('//# allFunctionsCalledOnLoad\n(()=>{var e=1})();'), true);
    assert.equal(hasCompileHint('(()=>{var e=1})();\n//# allFunctionsCalledOnLoad\n'), false);
  });
});

/** The scripts of a build folder, relative to it. */
function scripts(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return scripts(dir, path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

const hinted = (dir) =>
  scripts(dir)
    .filter((file) => hasCompileHint(readFileSync(join(dir, file), 'utf8')))
    .sort();

describe('the builds', () => {
  const host = join(ROOT, 'host', 'dist');
  it("the host's hinted scripts are the ones its document loads and preloads", {
    skip: !existsSync(join(host, 'index.html')) && 'the host is not built',
  }, () => {
    const document = readFileSync(join(host, 'index.html'), 'utf8');
    const loaded = [
      ...document.matchAll(/<script[^>]* src="\/([^"]+\.js)"/g),
      ...document.matchAll(/<link rel="preload" href="\/([^"]+\.js)" as="script"/g),
    ]
      .map((match) => match[1])
      .sort();
    assert.ok(loaded.length >= 3, `the document names its scripts: ${loaded}`);
    assert.deepEqual(hinted(host), loaded);
  });

  const monolith = join(ROOT, 'bench', 'monolith', 'dist');
  it("the bench's monolith: the scripts its document loads are hinted, as the host's are", {
    skip: !existsSync(join(monolith, 'index.html')) && 'the monolith is not built',
  }, () => {
    const document = readFileSync(join(monolith, 'index.html'), 'utf8');
    const loaded = [...document.matchAll(/<script[^>]* src="\/([^"]+\.js)"/g)].map((match) => match[1]);
    assert.ok(loaded.length >= 1, 'the document names its scripts');
    assert.deepEqual(hinted(monolith), loaded.sort());
  });

  for (const app of Object.values(REMOTES)) {
    const dist = join(ROOT, app, 'dist');
    it(`${app}: remoteEntry.js is hinted, its exposed modules' chunks are not`, {
      skip: !existsSync(join(dist, 'remoteEntry.js')) && `${app} is not built`,
    }, () => {
      const files = hinted(dist);
      assert.ok(files.includes('remoteEntry.js'), `hinted: ${files}`);
      assert.deepEqual(
        files.filter((file) => file.includes('/async/')),
        [],
      );
    });
  }
});
