// Module Federation and Rspack are used through their supported surface only: the packages the apps
// depend on, by their documented entry points, with behaviour changed through runtime plugins and
// documented options. A file that names a path inside a federation package or Rspack (to alias it, copy
// it or read its template), a federation package the apps do not depend on, or a stand-in module for
// one of their files, makes every upgrade a research project: these tests fail when one comes back.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '@gaido/workspace/paths';

/** The federation packages and entry points code may name: those documented for apps to import. */
export const SUPPORTED_FEDERATION_MODULES = [
  '@module-federation/enhanced',
  '@module-federation/enhanced/runtime',
  '@module-federation/enhanced/rspack',
  '@module-federation/rsbuild-plugin',
];

const THIS_FILE = 'packages/build-tooling/test/supportedSurface.test.mjs';

/** Tracked files with code or configuration but this one (docs and the lockfile may name anything). */
function codeFiles() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(listed.status, 0, listed.stderr);
  return listed.stdout
    .split('\0')
    .filter((file) => /\.(?:[cm]?[jt]sx?|json)$/.test(file) && file !== THIS_FILE);
}

/** Every place in `text` where it names a path inside a federation package or Rspack. */
export function internalPaths(text) {
  const patterns = [
    // A file or folder of a published federation package: @module-federation/<pkg>/dist/..., or a path
    // matched inside one (a pattern or path with `[\\/]` or `\\` after the scope).
    /@module-federation\/[\w.-]+\/(?:dist|src|lib)\b[^'"`\s]*/g,
    /@module-federation(?:\[\\\\\/\]|\[\/\\\\\]|\\\\)[\w.-][^'"`\s)]*/g,
    // Rspack's internals: its dist/ or the template it builds containers' start-up code from.
    /@rspack\/core\/dist[^'"`\s]*/g,
    /moduleFederationDefaultRuntime/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0]));
}

/** Every `@module-federation/...` module named in quotes that is not one of the supported ones. */
export function unsupportedFederationModules(text) {
  return (
    [...text.matchAll(/['"`](@module-federation\/[^'"`\s]+)['"`]/g)]
      .map((match) => match[1])
      // `@module-federation/*` names the packages, not a module (the upgrade job's pattern).
      .filter((name) => !name.endsWith('/*') && !SUPPORTED_FEDERATION_MODULES.includes(name))
  );
}

describe('Module Federation through its supported surface', () => {
  const files = codeFiles();

  it('reads the repository', () => {
    assert.ok(files.includes('packages/build-tooling/src/federation.mjs'));
    assert.ok(files.includes('host/rsbuild.config.ts'));
  });

  it('no file names a path inside @module-federation/* or Rspack', () => {
    const found = files.flatMap((file) =>
      internalPaths(readFileSync(join(ROOT, file), 'utf8')).map((path) => `${file}: ${path}`),
    );
    assert.deepEqual(found, []);
  });

  it('code names only the federation packages and entry points the apps depend on', () => {
    const found = files
      .filter((file) => !file.endsWith('package.json'))
      .flatMap((file) =>
        unsupportedFederationModules(readFileSync(join(ROOT, file), 'utf8')).map(
          (name) => `${file}: ${name}`,
        ),
      );
    assert.deepEqual(found, []);
  });

  it('no stand-in module for a federation file (mf*.mjs, a copied runtime)', () => {
    const standIns = files.filter((file) =>
      /(?:^|\/)(?:mf[A-Z][\w-]*|standaloneRuntime\w*)\.[cm]?[jt]s$/.test(file),
    );
    assert.deepEqual(standIns, []);
  });

  it('every app asks for @module-federation/* with a range that takes patch releases', () => {
    const apps = ['host', 'mfe-tours', 'mfe-gems', 'mfe-account', 'mfe-onboarding'];
    for (const app of apps) {
      const pkg = JSON.parse(readFileSync(join(ROOT, app, 'package.json'), 'utf8'));
      for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
        if (!name.startsWith('@module-federation/')) continue;
        assert.match(String(range), /^[~^]\d/, `${app}: ${name} is pinned to ${range}`);
      }
    }
  });

  it('finds what it looks for', () => {
    // Built from parts so that this file itself holds no path into the package.
    const internal = ['@module-federation', 'runtime-core', 'dist', 'utils', 'semver', 'index.js'].join('/');
    assert.deepEqual(internalPaths(`import x from '${internal}';`), [internal]);
    assert.equal(
      internalPaths('const MATCH = /@module-federation[\\\\/]runtime[\\\\/]rspack\\.js$/;').length,
      1,
    );
    assert.equal(internalPaths("join(dirname(rspack), 'moduleFederationDefaultRuntime.js')").length, 1);
    assert.deepEqual(
      unsupportedFederationModules("require.resolve('@module-federation/webpack-bundler-runtime')"),
      ['@module-federation/webpack-bundler-runtime'],
    );
    assert.deepEqual(
      unsupportedFederationModules("import { init } from '@module-federation/enhanced/runtime';"),
      [],
    );
  });
});
