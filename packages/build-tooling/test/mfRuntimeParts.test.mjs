// The host's build takes five files of the federation runtime from this package (runtimePartAliases in
// federation.mjs): runtime-core's semver check (mfSemver.mjs), the SDK's logger (mfLogger.mjs),
// runtime-core's snapshot handler and asset preloading (mfNoSnapshot.mjs, mfNoPreload.mjs), which only
// manifest remotes need, and the runtime's helpers (mfHelpers.mjs), of which the bundler runtime reads one. An alias whose file has moved in a new version of the runtime would silently
// stop applying, and a replacement that lacks an export the runtime imports would break every page.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '@gaido/workspace/paths';
import { RUNTIME_HELPERS, runtimePartAliases, standaloneRuntimeFiles } from '../src/federation.mjs';
import helpers from '../src/mfHelpers.mjs';
import { createLogger } from '../src/mfLogger.mjs';
import { preloadAssets } from '../src/mfNoPreload.mjs';
import { getGlobalRemoteInfo, SnapshotHandler } from '../src/mfNoSnapshot.mjs';

const HOST = join(ROOT, 'host');
const { bundlerRuntime } = standaloneRuntimeFiles(HOST);
/** An alias's key as the installed file it stands for (the helpers' subpath as the bundler runtime resolves it). */
const installedFile = (key) =>
  key === RUNTIME_HELPERS
    ? createRequire(bundlerRuntime)
        .resolve(key)
        .replace(/\.cjs$/, '.js')
    : key;
const aliases = Object.entries(runtimePartAliases(HOST)).map(([key, own]) => [
  installedFile(key.replace(/\$$/, '')),
  own,
]);

const entry = join(HOST, 'dist', 'static', 'js');
/** The host's built entry chunk. */
const hostEntryCode = () =>
  readdirSync(entry)
    .filter((file) => /^index\..*\.js$/.test(file))
    .map((file) => readFileSync(join(entry, file), 'utf8'))
    .join('\n');

describe("the federation runtime's files the host takes from this package", () => {
  it('names five installed files', () => {
    assert.equal(aliases.length, 5);
    for (const [installed] of aliases) assert.ok(existsSync(installed), `${installed} is not installed`);
  });

  for (const [installed, own] of aliases) {
    it(`${own.split('/').pop()} exports what ${installed.split('/node_modules/').pop()} does`, async () => {
      const [theirs, ours] = await Promise.all([import(installed), import(own)]);
      assert.deepEqual(Object.keys(ours).sort(), Object.keys(theirs).sort());
    });
  }

  it('the logger writes to the console with its prefix, and debug only when asked', () => {
    const lines = [];
    const logger = createLogger('[ Federation Runtime ]');
    logger.setDelegate({
      warn: (...args) => lines.push(['warn', ...args]),
      log: (...args) => lines.push(['log', ...args]),
    });
    logger.warn('shared react: version 18 does not satisfy ^19');
    logger.success('loaded');
    logger.debug('not shown');
    assert.deepEqual(lines, [
      ['warn', '[ Federation Runtime ]', 'shared react: version 18 does not satisfy ^19'],
      ['log', '[ Federation Runtime ]', 'loaded'],
    ]);
  });

  it('the snapshot handler takes plugins, forgets nothing it never held, and refuses to load a manifest', async () => {
    const loaderHook = {};
    const handler = new SnapshotHandler({ loaderHook });
    assert.equal(handler.loaderHook, loaderHook);
    const plugin = { name: 'gaido-integrity', loadSnapshot: () => undefined };
    handler.hooks.applyPlugin(plugin);
    assert.equal(handler.hooks.registerPlugins['gaido-integrity'], plugin);
    handler.hooks.removePlugin('gaido-integrity');
    assert.deepEqual(handler.hooks.registerPlugins, {});
    // removeRemote, when a remote is registered again, clears these.
    assert.equal(handler.manifestCache.delete('http://cdn.test/mfe_tours/1/remoteEntry.js'), false);
    assert.equal(getGlobalRemoteInfo({ name: 'mfe_tours' }, {}).hostGlobalSnapshot, undefined);
    await assert.rejects(
      handler.loadRemoteSnapshotInfo({ moduleInfo: { name: 'mfe_tours' } }),
      /reads no manifest/,
    );
    assert.throws(() => preloadAssets(), /cannot preload a remote/);
  });

  it('the helpers hold every one the installed bundler runtime reads', () => {
    const dist = dirname(bundlerRuntime);
    const read = readdirSync(dist)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => [...readFileSync(join(dist, file), 'utf8').matchAll(/\bhelpers\.(\w+)\.(\w+)/g)])
      .map(([, group, name]) => `${group}.${name}`);
    assert.ok(read.length > 0, 'the bundler runtime reads no helper: is this the file that imports them?');
    for (const helper of new Set(read)) {
      const [group, name] = helper.split('.');
      assert.equal(typeof helpers[group]?.[name], 'function', `mfHelpers.mjs lacks ${helper}`);
    }
  });

  it("the helpers find a snapshot as the runtime's do: by name and version, with a type prefix, or by name", async () => {
    const installed = aliases.find(([, own]) => own.endsWith('mfHelpers.mjs'))?.[0];
    const { default: theirs } = await import(installed);
    const snapshot = { version: '1.0.0', remoteEntry: 'remoteEntry.js' };
    const registries = [{}, { 'host:1.0.0': snapshot }, { 'app:host:1.0.0': snapshot }, { host: snapshot }];
    const lookups = [
      { name: 'host', version: '1.0.0' },
      { name: 'host', version: '2.0.0' },
      { name: 'host' },
    ];
    const moduleInfo = globalThis.__FEDERATION__.moduleInfo;
    try {
      for (const registry of registries) {
        for (const lookup of lookups) {
          globalThis.__FEDERATION__.moduleInfo = structuredClone(registry);
          const expected = theirs.global.getGlobalSnapshotInfoByModuleInfo(lookup);
          globalThis.__FEDERATION__.moduleInfo = structuredClone(registry);
          const actual = helpers.global.getGlobalSnapshotInfoByModuleInfo(lookup);
          assert.deepEqual(actual, expected, `${JSON.stringify(lookup)} in ${JSON.stringify(registry)}`);
        }
      }
      globalThis.__FEDERATION__.moduleInfo = { 'host:1.0.0': snapshot };
      assert.equal(
        helpers.global.getGlobalSnapshotInfoByModuleInfo({ name: 'host', version: '1.0.0' }),
        snapshot,
      );
    } finally {
      globalThis.__FEDERATION__.moduleInfo = moduleInfo;
    }
  });

  it('the host build carries the replacements, not the files they replace', {
    skip: !existsSync(entry) && 'the host is not built',
  }, () => {
    const code = hostEntryCode();
    assert.ok(
      code.includes('(0|[1-9]\\\\d*|[xX*])'),
      "mfSemver.mjs's pattern is missing from the host's entry",
    );
    for (const text of [
      'Error processing range part',
      'captureStackTrace',
      // runtime-core's snapshot handler and preloading
      'beforeLoadRemoteSnapshot',
      'modulepreload',
      // the runtime's helpers beyond the one the bundler runtime reads
      'setPreloaded',
    ]) {
      assert.ok(!code.includes(text), `the host's entry still holds "${text}" of the replaced file`);
    }
  });
});

describe("the federation runtime's manifest handling", () => {
  // The host registers remotes by their remoteEntry.js (host/src/platform/federationRuntime.ts); a build
  // that kept the runtime's snapshot plugins would carry 1.5 KB a page that never runs.
  it("is left out of the host's entry (disableSnapshot)", {
    skip: !existsSync(entry) && 'the host is not built',
  }, () => {
    const code = hostEntryCode();
    for (const plugin of ['snapshot-plugin', 'generate-preload-assets-plugin']) {
      assert.ok(!code.includes(`"${plugin}"`), `the host's entry holds the runtime's ${plugin}`);
    }
  });
});
