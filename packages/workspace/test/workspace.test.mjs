// The checkout's facts hold in this checkout: the root is the repository's, every app and every source
// a build's commit is checked against exists (git status on a missing path reports it clean, so a
// build with uncommitted changes there would claim to be clean).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { PORTS, REMOTES } from '../src/apps.mjs';
import { BUILD_INPUTS } from '../src/gitSource.mjs';
import { ENVIRONMENTS_DIR, HOST_DIST, ROOT } from '../src/paths.mjs';

describe('the workspace', () => {
  it('has its root where pnpm-workspace.yaml is, and the folders it names under it', () => {
    assert.ok(existsSync(join(ROOT, 'pnpm-workspace.yaml')), ROOT);
    assert.ok(existsSync(join(ENVIRONMENTS_DIR, 'environments.json')), ENVIRONMENTS_DIR);
    assert.equal(HOST_DIST, join(ROOT, 'host', 'dist'));
  });

  it('names each remote by its package folder, each app on a port of its own', () => {
    for (const [name, dir] of Object.entries(REMOTES)) {
      const pkg = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
      assert.equal(pkg.name, dir, name);
      assert.ok(name in PORTS, name);
    }
    const ports = Object.values(PORTS);
    assert.equal(new Set(ports).size, ports.length);
  });

  it('checks a build against sources that exist', () => {
    for (const path of BUILD_INPUTS) assert.ok(existsSync(join(ROOT, path)), path);
  });
});
