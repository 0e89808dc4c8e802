// A remote's exposed pages are each the first load of a route, so the code two pages share stays in each
// page's chunk (PAGE_CHUNKS in remoteConfig.mjs): a chunk of its own costs the page a request and a hash in
// remoteEntry.js. Only a large library may be split out and shared. This checks the builds that exist:
// `pnpm test` builds every app before it runs these tests; a remote not built is skipped.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '@gaido/workspace/paths';
import { REMOTES } from '../src/federation.mjs';

/** A shared chunk smaller than this (minified) is page code, not a library. */
const LIBRARY_BYTES = 50_000;

describe("a remote's exposed pages carry their own code", () => {
  for (const app of Object.values(REMOTES)) {
    const dist = join(ROOT, app, 'dist');
    const manifest = join(dist, 'mf-manifest.json');
    it(`${app}: no chunk of page code is shared by two exposed pages`, {
      skip: !existsSync(manifest) && `${app} is not built`,
    }, () => {
      const { exposes } = JSON.parse(readFileSync(manifest, 'utf8'));
      const pagesOf = new Map();
      for (const expose of exposes) {
        for (const file of expose.assets.js.sync)
          pagesOf.set(file, [...(pagesOf.get(file) ?? []), expose.name]);
      }
      const sharedPageCode = [...pagesOf]
        .filter(([file, pages]) => pages.length > 1 && statSync(join(dist, file)).size < LIBRARY_BYTES)
        .map(([file, pages]) => `${file} (${pages.join(', ')})`);
      assert.deepEqual(sharedPageCode, []);
    });
  }
});
