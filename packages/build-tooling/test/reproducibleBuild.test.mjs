// A release version is `<package version>-<hash of the build's files>` (publish.mjs), so a build that
// embeds the absolute path of its checkout publishes a different version from every clone of the same
// commit (packages/build-tooling/src/reproducibleBuild.mjs). This checks the builds that exist: `pnpm test` builds every
// app before it runs these tests; an app not built is skipped.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { contentHash, readBuildDir } from '@gaido/release-core/build-files';
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

// A number given as a minimum size counts only the default size types, and Module Federation's consumed
// shared modules are of their own ('consume-shared'): each was cut into a chunk of its own, with no file,
// and Rspack ordered those chunks' loads in remoteEntry.js by path (mfe-gems: `s.e(26),s.e(21)` at one
// path, `s.e(21),s.e(26)` at another). Whether two given paths differ is a matter of chance, so this
// checks the setting that rules it out in every remote; the clone below checks the outcome.
describe("every remote's split sizes count its consumed shared modules", () => {
  for (const app of Object.values(REMOTES)) {
    it(app, async () => {
      const cwd = join(ROOT, app);
      const { createRsbuild, loadConfig } = await import(
        createRequire(join(cwd, 'package.json')).resolve('@rsbuild/core')
      );
      const { content } = await loadConfig({ cwd });
      const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { ...content, mode: 'production' } });
      const [config] = await rsbuild.initConfigs();
      const { splitChunks } = config.optimization;
      assert.ok(splitChunks, `${app} splits chunks`);
      assert.ok(
        splitChunks.defaultSizeTypes?.includes('consume-shared'),
        `${app}: defaultSizeTypes ${JSON.stringify(splitChunks.defaultSizeTypes)} leaves consumed shared modules out of minSize`,
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

/**
 * A copy of this checkout's files (tracked and untracked, what git does not ignore) at another path,
 * deeper and longer than this one, with its own install: a second clone of the same tree.
 */
function copyCheckout() {
  const base = mkdtempSync(join(tmpdir(), 'gaido-another-clone-'));
  const copy = join(base, 'a', 'longer', 'checkout path');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = join(ROOT, file);
    if (!existsSync(from)) continue; // deleted in the work tree, not yet in the index
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(from, join(copy, file), { verbatimSymlinks: true });
  }
  // NODE_ENV as a shell has it (loading an Rsbuild config in this process sets it, and an install with
  // NODE_ENV=production would leave the build tools out).
  const { NODE_ENV, ...env } = process.env;
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {
    cwd: copy,
    env,
    stdio: 'ignore',
  });
  return { base, copy };
}

// The release version is derived from the build's content hash (release-core/buildFiles.mjs), so a
// remote built from another clone of the same tree must hash the same. Rspack once ordered two chunk
// loads of mfe-gems' remoteEntry.js by path; mfe-onboarding's ids once followed the path too.
describe('a remote built from a clone at another path publishes the same version', () => {
  const apps = ['mfe-gems', 'mfe-onboarding'];
  const built = apps.filter((app) => existsSync(join(ROOT, app, 'dist', 'mf-manifest.json')));
  let clone = null;
  before(() => {
    if (built.length) clone = copyCheckout();
  });
  after(() => {
    if (clone) rmSync(clone.base, { recursive: true, force: true });
  });
  for (const app of apps) {
    it(app, { skip: !built.includes(app) && `${app} is not built` }, () => {
      execFileSync('pnpm', ['--filter', app, 'build'], {
        cwd: clone.copy,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: 'ignore',
      });
      const here = readBuildDir(join(ROOT, app, 'dist'));
      const there = readBuildDir(join(clone.copy, app, 'dist'));
      // Each file compared as the version hash sees it (mf-stats.json's lists in any order).
      const identity = (files, path) => contentHash(new Map([[path, files.get(path) ?? Buffer.alloc(0)]]));
      const differing = [...new Set([...here.keys(), ...there.keys()])]
        .filter((path) => identity(here, path) !== identity(there, path))
        .sort();
      assert.deepEqual(
        differing,
        [],
        `${app} built at another path differs in these files (is ${app}/dist here built from this tree?)`,
      );
      assert.equal(contentHash(there), contentHash(here));
    });
  }
});
