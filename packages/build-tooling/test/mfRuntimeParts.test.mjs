// The host's build takes two files of the federation runtime from this package (runtimePartAliases in
// federation.mjs): runtime-core's semver check (mfSemver.mjs) and the SDK's logger (mfLogger.mjs). An
// alias whose file has moved in a new version of the runtime would silently stop applying, and a
// replacement that lacks an export the runtime imports would break every page.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '@gaido/workspace/paths';
import { runtimePartAliases } from '../src/federation.mjs';
import { createLogger } from '../src/mfLogger.mjs';

const HOST = join(ROOT, 'host');
const aliases = Object.entries(runtimePartAliases(HOST)).map(([key, own]) => [key.replace(/\$$/, ''), own]);

describe("the federation runtime's files the host takes from this package", () => {
  it('names two installed files', () => {
    assert.equal(aliases.length, 2);
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

  const entry = join(HOST, 'dist', 'static', 'js');
  it('the host build carries the replacements, not the files they replace', {
    skip: !existsSync(entry) && 'the host is not built',
  }, () => {
    const code = readdirSync(entry)
      .filter((file) => /^index\..*\.js$/.test(file))
      .map((file) => readFileSync(join(entry, file), 'utf8'))
      .join('\n');
    assert.ok(
      code.includes('(0|[1-9]\\\\d*|[xX*])'),
      "mfSemver.mjs's pattern is missing from the host's entry",
    );
    for (const text of ['Error processing range part', 'captureStackTrace']) {
      assert.ok(!code.includes(text), `the host's entry still holds "${text}" of the replaced file`);
    }
  });
});

describe("the federation runtime's manifest handling", () => {
  const entry = join(HOST, 'dist', 'static', 'js');
  // The host registers remotes by their remoteEntry.js (host/src/platform/federationRuntime.ts); a build
  // that kept the runtime's snapshot plugins would carry 1.5 KB a page that never runs.
  it("is left out of the host's entry (disableSnapshot)", {
    skip: !existsSync(entry) && 'the host is not built',
  }, () => {
    const code = readdirSync(entry)
      .filter((file) => /^index\..*\.js$/.test(file))
      .map((file) => readFileSync(join(entry, file), 'utf8'))
      .join('\n');
    for (const plugin of ['snapshot-plugin', 'generate-preload-assets-plugin']) {
      assert.ok(!code.includes(`"${plugin}"`), `the host's entry holds the runtime's ${plugin}`);
    }
  });
});
