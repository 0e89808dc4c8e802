// zod/mini is shared as a file that re-exports only the members the apps read (tooling/federation.mjs,
// shared/src/zodMini.ts, issue 9), under a key that names those members, so a remote built from other
// sources never takes a host copy that lacks what it reads.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  missingNamespaceMembers,
  namespaceMembersAcrossApps,
  namespaceShareKey,
  nonNamespaceImports,
  reexportedNames,
  sharedDependencies,
  TREE_SHAKEN_NAMESPACES,
} from '../../../../tooling/federation.mjs';
import { ROOT } from '../../paths.mjs';

const zodMini = TREE_SHAKEN_NAMESPACES['zod/mini'];

function appSources(files) {
  const dir = mkdtempSync(join(tmpdir(), 'gaido-namespace-'));
  mkdirSync(join(dir, 'src'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'src', name), text);
  return [join(dir, 'src')];
}

describe('the shared zod/mini', () => {
  it('re-exports exactly the members the apps read, no more', () => {
    assert.deepEqual(reexportedNames(zodMini.file), namespaceMembersAcrossApps('zod/mini'));
  });

  it('imports zod by a request the federation does not take for the shared module itself', () => {
    const text = readFileSync(zodMini.file, 'utf8');
    assert.match(text, /from 'zod\/v4\/mini'/);
    assert.doesNotMatch(text, /from 'zod\/mini'/);
  });

  it('names a member an app reads and the file lacks', () => {
    const roots = appSources({
      'a.ts': "import * as z from 'zod/mini';\nexport const s = z.object({ e: z.email(), n: z.string() });\n",
      'b.ts': "import * as v from 'zod/mini';\nexport type T = v.infer<typeof v.string>;\n",
    });
    assert.deepEqual(missingNamespaceMembers('zod/mini', zodMini.file, roots), ['email']);
  });

  it('names the files that import it other than as a namespace, type-only imports aside', () => {
    const [src] = appSources({
      'namespace.ts': "import * as z from 'zod/mini';\nexport const s = z.string();\n",
      'types.ts': "import type { ZodMiniType } from 'zod/mini';\nexport type T = ZodMiniType;\n",
      'named.ts': "import { email } from 'zod/mini';\nexport const e = email();\n",
      'default.ts': "import z from 'zod/mini';\nexport const s = z.string();\n",
      'reexport.ts': "export { string } from 'zod/mini';\n",
      'other.ts':
        "import { useState } from 'react';\nimport * as z from 'zod/mini';\nexport { z, useState };\n",
    });
    const flagged = nonNamespaceImports('zod/mini', [src]).map((file) => file.slice(src.length + 1));
    assert.deepEqual(flagged.sort(), ['default.ts', 'named.ts', 'reexport.ts']);
  });

  it('is imported only as a namespace across the apps', () => {
    assert.deepEqual(nonNamespaceImports('zod/mini'), []);
  });

  it('reads names re-exported under another name by the name they are exported as', () => {
    const [src] = appSources({ 'm.ts': "export { a, b as c,\n  d } from 'x';\nexport const e = 1;\n" });
    assert.deepEqual(reexportedNames(join(src, 'm.ts')), ['a', 'c', 'd']);
  });

  it('is shared as the file, with zod’s version, under a key that changes with the members', () => {
    const config = sharedDependencies(join(ROOT, 'host'))['zod/mini'];
    const zodVersion = JSON.parse(
      readFileSync(join(ROOT, 'shared', 'node_modules', 'zod', 'package.json'), 'utf8'),
    ).version;
    assert.equal(config.import, '@gaido/shared/zod-mini');
    assert.equal(config.import, zodMini.module);
    assert.equal(config.version, zodVersion);
    assert.equal(config.requiredVersion, `^${zodVersion}`);
    assert.equal(config.singleton, false);
    assert.equal(config.shareKey, namespaceShareKey('zod/mini', reexportedNames(zodMini.file)));
    assert.equal(
      sharedDependencies(join(ROOT, 'mfe-tours'))['zod/mini'].shareKey,
      config.shareKey,
      'host and remotes built from one tree share one copy',
    );
  });

  it('gives the same members the same key, in any order, and other members another', () => {
    const key = namespaceShareKey('zod/mini', ['object', 'string']);
    assert.match(key, /^zod\/mini-[0-9a-f]{8}$/);
    assert.equal(namespaceShareKey('zod/mini', ['string', 'object']), key);
    assert.notEqual(namespaceShareKey('zod/mini', ['object', 'string', 'email']), key);
  });
});
