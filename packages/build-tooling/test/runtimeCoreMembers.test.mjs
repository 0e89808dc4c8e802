// The host publishes runtime-core to the remotes with only the members they read
// (src/mfProvideRuntimeCore.mjs). A remote that reads another would find it undefined on the page: this test
// reads what the built remotes read and fails first.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '@gaido/workspace/paths';
import { REMOTES } from '../src/federation.mjs';
import { STANDALONE_RUNTIME_NAME } from '../src/standaloneRuntime.mjs';

const source = readFileSync(
  join(ROOT, 'packages', 'build-tooling', 'src', 'mfProvideRuntimeCore.mjs'),
  'utf8',
);

/** The members listed in REMOTE_RUNTIME_CORE_MEMBERS. */
function providedMembers() {
  const list = /REMOTE_RUNTIME_CORE_MEMBERS = Object\.freeze\(\{([^}]*)\}\)/.exec(source);
  assert.ok(list, 'the plugin lists its members as `Object.freeze({ a, b })`');
  return list[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
}

/**
 * The members a minified script reads of `self._FEDERATION_RUNTIME_CORE`: the variable it is assigned to,
 * read within the module that assigns it (up to the next module of the chunk).
 */
export function runtimeCoreMembersRead(text) {
  const members = new Set();
  for (const match of text.matchAll(/([\w$]+)=self\._FEDERATION_RUNTIME_CORE\b/g)) {
    const rest = text.slice(match.index);
    const end = rest.search(/\},[\w$]+\([\w$,]*\)\{/);
    const scope = end < 0 ? rest : rest.slice(0, end);
    const name = match[1].replace(/\$/g, '\\$');
    for (const [, member] of scope.matchAll(new RegExp(`(?<![\\w$.])${name}\\.([\\w$]+)`, 'g')))
      members.add(member);
  }
  return [...members].sort();
}

function scripts(dir) {
  const files = [join(dir, 'remoteEntry.js')];
  const js = join(dir, 'static', 'js');
  for (const name of readdirSync(js, { recursive: true })) {
    const file = String(name);
    if (file.endsWith('.js') && !file.startsWith(`${STANDALONE_RUNTIME_NAME}.`)) files.push(join(js, file));
  }
  return files.map((file) => readFileSync(file, 'utf8'));
}

describe("the host's runtime-core as the remotes read it", () => {
  it('reads the members a remote uses from its minified code', () => {
    const remoteEntry =
      'var m={1(e,r,t){var n=self._FEDERATION_RUNTIME_CORE;(0,n.setGlobalFederationConstructor)(n.ModuleFederation);n.getRemoteEntry},13(e,r,t){n.forEach()}};';
    assert.deepEqual(runtimeCoreMembersRead(remoteEntry), [
      'ModuleFederation',
      'getRemoteEntry',
      'setGlobalFederationConstructor',
    ]);
  });

  for (const dir of Object.values(REMOTES)) {
    const dist = join(ROOT, dir, 'dist');
    it(`${dir}: reads only members the host publishes`, {
      skip: existsSync(join(dist, 'remoteEntry.js')) ? false : 'not built',
    }, () => {
      const read = new Set(scripts(dist).flatMap(runtimeCoreMembersRead));
      assert.ok(read.has('ModuleFederation'), 'the reader finds the remote’s reads (so the check can fail)');
      const provided = providedMembers();
      assert.deepEqual(
        [...read].filter((member) => !provided.includes(member)),
        [],
      );
    });
  }
});
