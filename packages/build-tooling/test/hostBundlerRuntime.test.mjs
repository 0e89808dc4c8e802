// A remote's production build takes the host's bundler runtime (packages/build-tooling/src/mfHostBundlerRuntime.mjs) and hands
// it a `runtime` of its own cut to the functions the bundler runtime calls. A version of
// @module-federation/webpack-bundler-runtime that calls another would find it undefined at run time: this
// test reads what the installed version calls and fails first.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
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

/** The top-level members of the object the stand-in exports by default, and those of its bundlerRuntime. */
function standInShape() {
  const body = /export default \{([\s\S]*?)\n\};/.exec(standIn)?.[1] ?? '';
  const members = [...body.matchAll(/^ {2}(\w+)\b/gm)].map(([, name]) => name).sort();
  const bundlerRuntime =
    /bundlerRuntime: \{ \.\.\.provided\.bundlerRuntime, (.*) \},$/m.exec(body)?.[1] ?? '';
  const own = bundlerRuntime
    .split(',')
    .map((item) => item.split(':')[0]?.trim())
    .filter(Boolean)
    .sort();
  return {
    members,
    own,
    state: Object.fromEntries(
      [...body.matchAll(/^ {2}(\w+): (undefined|\{\}),$/gm)].map(([, name, value]) => [name, value]),
    ),
  };
}

async function installedBundlerRuntime() {
  const file = standaloneRuntimeFiles(join(ROOT, 'mfe-tours')).bundlerRuntime;
  return { file, federation: (await import(pathToFileURL(file).href)).default };
}

describe("a remote's stand-in for the bundler runtime", () => {
  // The stand-in copies the internal shape of @module-federation/webpack-bundler-runtime's default export
  // (the object the federation runtime modules read as __webpack_require__.federation): an upgrade that
  // adds, renames or drops a member, or moves a file the stand-in imports, fails here before a page breaks.
  it('has the members of the installed bundler runtime, its per-container state created afresh', async () => {
    const { federation } = await installedBundlerRuntime();
    const shape = standInShape();
    assert.deepEqual(shape.members, Object.keys(federation).sort());
    const expectedState = Object.fromEntries(
      Object.entries(federation)
        .filter(
          ([, value]) =>
            typeof value !== 'function' && !(value && typeof value === 'object' && 'init' in value),
        )
        .filter(([name]) => name !== 'bundlerRuntime')
        .map(([name, value]) => [
          name,
          value === undefined ? 'undefined' : JSON.stringify(value) === '{}' ? '{}' : 'other',
        ]),
    );
    assert.deepEqual(shape.state, expectedState);
  });

  it("takes the host's bundler runtime functions and creates only the state and what the host leaves out", async () => {
    const { federation } = await installedBundlerRuntime();
    const state = Object.entries(federation.bundlerRuntime)
      .filter(([, value]) => typeof value !== 'function')
      .map(([name]) => name);
    assert.deepEqual(state, ['S'], 'the share scope map is the bundler runtime’s only per-container state');
    assert.deepEqual(standInShape().own, ['S', 'initContainerEntry']);
    for (const name of standInShape().own) assert.ok(name in federation.bundlerRuntime, name);
  });

  it('imports initContainerEntry from the file the installed bundler runtime takes it from', async () => {
    const { file, federation } = await installedBundlerRuntime();
    assert.match(standIn, /from '@module-federation\/webpack-bundler-runtime\/dist\/initContainerEntry\.js'/);
    const own = await import(pathToFileURL(join(dirname(file), 'initContainerEntry.js')).href);
    assert.equal(own.initContainerEntry, federation.bundlerRuntime.initContainerEntry);
  });

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
