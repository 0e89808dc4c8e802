// A remote's production build takes the host's bundler runtime (packages/build-tooling/src/mfHostBundlerRuntime.mjs) and hands
// it a `runtime` of its own cut to the functions the bundler runtime calls. A version of
// @module-federation/webpack-bundler-runtime that calls another would find it undefined at run time: this
// test reads what the installed version calls and fails first.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '@gaido/workspace/paths';
import { standaloneRuntimeFiles } from '../src/federation.mjs';

const standIn = readFileSync(
  join(ROOT, 'packages', 'build-tooling', 'src', 'mfHostBundlerRuntime.mjs'),
  'utf8',
);

/** The members of `federation.runtime` that the bundler runtime's ES module files call. */
function runtimeMembersCalled(sources) {
  const members = new Set();
  for (const text of sources) {
    // `const { runtime, ... } = webpackRequire.federation;` then `runtime.x`, or `federation.runtime.x`.
    const destructures = /const \{[^}]*\bruntime\b[^}]*\} = \w+\.federation\b/.test(text);
    for (const [, member] of text.matchAll(/\bfederation\.runtime\.(\w+)/g)) members.add(member);
    if (destructures)
      for (const [, member] of text.matchAll(/(?<![\w.])runtime\.(\w+)/g)) members.add(member);
  }
  return [...members].sort();
}

function standInMembers() {
  const object = /runtime: \{ ([^}]*) \}/.exec(standIn);
  assert.ok(object, 'the stand-in names its runtime members as `runtime: { a, b }`');
  return object[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
}

describe("a remote's stand-in for the bundler runtime", () => {
  it('gives the bundler runtime every runtime function it calls', () => {
    const dist = dirname(standaloneRuntimeFiles(join(ROOT, 'mfe-tours')).bundlerRuntime);
    const sources = readdirSync(dist)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(dist, name), 'utf8'));
    const called = runtimeMembersCalled(sources);
    assert.ok(called.includes('init'), 'the reader finds the init call (so the check can fail)');
    assert.deepEqual(standInMembers(), called);
  });

  it('reads the calls made through a destructured runtime or through federation.runtime', () => {
    const destructured =
      'const { runtime, bundlerRuntime } = webpackRequire.federation;\nruntime.init(x); runtime.loadRemote(y);';
    const direct = 'webpackRequire.federation.runtime.loadShare(z);';
    const unrelated = 'import * as runtime from "x"; runtime.other();';
    assert.deepEqual(runtimeMembersCalled([destructured, direct, unrelated]), [
      'init',
      'loadRemote',
      'loadShare',
    ]);
  });
});
