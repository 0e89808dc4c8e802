// The monolith must run the remotes' code as their own builds do: a build-time constant a remote
// defines (mfe-gems' MapLibre worker hash) missing here makes the page fail in the monolith only, and
// the benchmark then compares a broken page.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@rsbuild/core';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const load = async (dir) => (await loadConfig({ cwd: dir })).content;

test("the monolith is built with every remote's build-time constants and unminified files", async () => {
  const monolith = await load(join(here, '..'));
  const excludes = [monolith.output?.minify?.jsOptions?.exclude ?? []].flat().map(String);
  for (const dir of ['mfe-tours', 'mfe-gems', 'mfe-account', 'mfe-onboarding']) {
    const remote = await load(join(root, dir));
    for (const [name, value] of Object.entries(remote.source?.define ?? {})) {
      assert.equal(monolith.source?.define?.[name], value, `${dir} defines ${name}; the monolith must too`);
    }
    const minify = remote.output?.minify;
    for (const exclude of [typeof minify === 'object' ? (minify.jsOptions?.exclude ?? []) : []].flat()) {
      assert.ok(
        excludes.includes(String(exclude)),
        `${dir} leaves ${exclude} unminified; the monolith must too`,
      );
    }
  }
});
