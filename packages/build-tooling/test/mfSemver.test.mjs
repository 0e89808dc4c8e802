// The host's federation runtime decides version checks with mfSemver.mjs in place of runtime-core's own
// semver code. It must decide as node-semver does, which the release gate uses before a pin.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import semver from 'semver';
import { satisfy } from '../src/mfSemver.mjs';

const small = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom(9, 10, 108));
const preId = fc.constantFrom('0', '1', '2', '9', '10', 'alpha', 'beta', 'rc', 'x1');
const pre = fc.array(preId, { minLength: 1, maxLength: 2 }).map((ids) => ids.join('.'));
const version = fc
  .tuple(small, small, small, fc.option(pre, { freq: 3 }), fc.boolean())
  .map(
    ([major, minor, patch, prerelease, build]) =>
      `${major}.${minor}.${patch}${prerelease ? `-${prerelease}` : ''}${build ? '+b.1' : ''}`,
  );
const xPart = fc.oneof(small.map(String), fc.constantFrom('x', 'X', '*'));
const partial = fc.oneof(
  version,
  fc.tuple(small, xPart).map(([major, minor]) => `${major}.${minor}`),
  fc.tuple(small, small, xPart).map(([major, minor, patch]) => `${major}.${minor}.${patch}`),
  xPart,
);
const operator = fc.constantFrom('', '=', '^', '~', '~>', '>', '>=', '<', '<=', '^ ', '>= ', 'v');
const comparator = fc.tuple(operator, partial).map(([op, target]) => `${op}${target}`);
const alternative = fc.oneof(
  fc.array(comparator, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(' ')),
  fc.tuple(partial, partial).map(([from, to]) => `${from} - ${to}`),
);
const range = fc.array(alternative, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(' || '));

/** node-semver's answer; an invalid range satisfies nothing (it throws in strict mode). */
function expected(candidate, wanted) {
  try {
    return semver.satisfies(candidate, new semver.Range(wanted));
  } catch {
    return false;
  }
}

describe("the federation runtime's version check (mfSemver)", () => {
  it('decides as node-semver on versions and ranges of every form', () => {
    fc.assert(
      fc.property(version, range, (candidate, wanted) => {
        assert.equal(satisfy(candidate, wanted), expected(candidate, wanted), `${candidate} in ${wanted}`);
      }),
      { numRuns: 20_000 },
    );
  });

  it('decides the checks the builds make', () => {
    assert.equal(satisfy('19.3.1', '^19.3.1'), true);
    assert.equal(satisfy('19.2.0', '^19.3.1'), false);
    assert.equal(satisfy('20.0.0', '^19.3.1'), false);
    assert.equal(satisfy('0.4.1', '^0.4.0'), true);
    assert.equal(satisfy('0.5.0', '^0.4.0'), false);
    // runtime-core's own "is a older than b" test (versionLt in utils/share.js).
    assert.equal(satisfy('5.1.0', '<=5.108.0'), true);
    assert.equal(satisfy('5.108.0', '<=5.1.0'), false);
    assert.equal(satisfy('1.0.0-beta', '^1.0.0-alpha'), true);
    assert.equal(satisfy('1.1.0-beta', '^1.0.0'), false);
  });

  it('refuses what is not a version or a range', () => {
    assert.equal(satisfy('', '*'), false);
    assert.equal(satisfy('latest', '*'), false);
    assert.equal(satisfy('1.2', '^1.0.0'), false);
    assert.equal(satisfy('1.2.3', 'garbage'), false);
    assert.equal(satisfy('1.2.3', '>=1.0.0 || nope'), false);
    assert.equal(satisfy(/** @type {any} */ (undefined), '^1.0.0'), false);
  });
});
