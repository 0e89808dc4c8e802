// zod/mini is shared as a file that re-exports exactly the members the platform contract lists
// (platform-contract.json, packages/build-tooling/src/federation.mjs, packages/contracts/src/zodMini.ts), under a key that names
// those members, so a remote built against another contract never takes a host copy that lacks what it reads.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { tempDir } from '@gaido/release-core/test-fixtures';
import { ROOT } from '@gaido/workspace/paths';
import {
  appSourceFiles,
  namespaceShareKey,
  reexportedNames,
  sharedDependencies,
  standInProblems,
  TREE_SHAKEN_NAMESPACES,
} from '../src/federation.mjs';
import { readContract, scanSharedImports } from '../src/platformContract.mjs';

const zodMini = TREE_SHAKEN_NAMESPACES['zod/mini'];
const contractMembers = readContract().providedExports['zod/mini'];

function sourcesIn(files) {
  const dir = tempDir('gaido-namespace-');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { dir, files: Object.keys(files).map((name) => join(dir, name)) };
}

describe('the shared zod/mini', () => {
  it('re-exports exactly the members the platform contract lists', () => {
    assert.deepEqual(reexportedNames(zodMini.file), contractMembers);
    assert.deepEqual(standInProblems('zod/mini', zodMini.file, contractMembers), []);
  });

  it('imports zod by a request the federation does not take for the shared module itself', () => {
    const text = readFileSync(zodMini.file, 'utf8');
    assert.match(text, /from 'zod\/v4\/mini'/);
    assert.doesNotMatch(text, /from 'zod\/mini'/);
  });

  it('names a member the contract lists and the stand-in lacks, and one it adds', () => {
    const { files } = sourcesIn({
      'stand-in.ts': "export { object, string as string } from 'zod/v4/mini';\n",
    });
    const problems = standInProblems('zod/mini', files[0], ['email', 'object']);
    assert.equal(problems.length, 2);
    assert.match(problems[0], /does not re-export email, which platform-contract\.json lists for zod\/mini/);
    assert.match(problems[1], /re-exports string, which platform-contract\.json does not list for zod\/mini/);
  });

  it('reads the members used as z.<member> in value positions, types aside', () => {
    const { files } = sourcesIn({
      'a.ts': "import * as z from 'zod/mini';\nexport const s = z.object({ e: z.email(), n: z.string() });\n",
      'b.ts':
        "import * as v from 'zod/mini';\nexport type T = v.infer<typeof v.string>;\nexport const n = v.number();\n",
      'c.ts': "import type { ZodMiniType } from 'zod/mini';\nexport type T = ZodMiniType;\n",
    });
    const { uses, refused } = scanSharedImports(files, ['zod/mini']);
    assert.deepEqual(Object.keys(uses['zod/mini']), ['email', 'number', 'object', 'string']);
    assert.deepEqual(refused, []);
  });

  it('refuses every import of it other than as a namespace, type-only imports aside', () => {
    const { dir, files } = sourcesIn({
      'namespace.ts': "import * as z from 'zod/mini';\nexport const s = z.string();\n",
      'types.ts': "import type { ZodMiniType } from 'zod/mini';\nexport type T = ZodMiniType;\n",
      'type-specifiers.ts': "import { type ZodMiniType } from 'zod/mini';\nexport type T = ZodMiniType;\n",
      'named.ts': "import { email } from 'zod/mini';\nexport const e = email();\n",
      'default.ts': "import z from 'zod/mini';\nexport const s = z.string();\n",
      'reexport.ts': "export { string } from 'zod/mini';\n",
      'star.ts': "export * from 'zod/mini';\n",
      'computed.ts': "import * as z from 'zod/mini';\nexport const s = z['string']();\n",
      'other.ts':
        "import { useState } from 'react';\nimport * as z from 'zod/mini';\nexport { z, useState };\n",
    });
    const { refused } = scanSharedImports(files, ['zod/mini']);
    assert.deepEqual(refused.map((item) => item.file.slice(dir.length + 1)).sort(), [
      'computed.ts',
      'default.ts',
      'named.ts',
      'reexport.ts',
      'star.ts',
    ]);
  });

  it('is imported only as a namespace across the apps', () => {
    assert.deepEqual(scanSharedImports(appSourceFiles(), ['zod/mini']).refused, []);
  });

  it('reads names re-exported under another name by the name they are exported as', () => {
    const { files } = sourcesIn({ 'm.ts': "export { a, b as c,\n  d } from 'x';\nexport const e = 1;\n" });
    assert.deepEqual(reexportedNames(files[0]), ['a', 'c', 'd']);
  });

  it('is shared as the file, with zod’s version, under a key that changes with the contract’s members', () => {
    const config = sharedDependencies(join(ROOT, 'host'))['zod/mini'];
    const zodVersion = JSON.parse(
      readFileSync(join(ROOT, 'shared', 'node_modules', 'zod', 'package.json'), 'utf8'),
    ).version;
    assert.equal(config.import, '@gaido/contracts/zod-mini');
    assert.equal(config.import, zodMini.module);
    assert.equal(config.version, zodVersion);
    assert.equal(config.requiredVersion, `^${zodVersion}`);
    assert.equal(config.singleton, false);
    assert.equal(config.shareKey, namespaceShareKey('zod/mini', contractMembers));
    assert.equal(
      sharedDependencies(join(ROOT, 'mfe-tours'))['zod/mini'].shareKey,
      config.shareKey,
      'host and remotes built against one contract share one copy',
    );
  });

  it('gives the same members the same key, in any order, and other members another', () => {
    const key = namespaceShareKey('zod/mini', ['object', 'string']);
    assert.match(key, /^zod\/mini-[0-9a-f]{8}$/);
    assert.equal(namespaceShareKey('zod/mini', ['string', 'object']), key);
    assert.notEqual(namespaceShareKey('zod/mini', ['object', 'string', 'email']), key);
  });
});
