// A remote's production dist/index.html runs without the host: it loads a federation runtime of its own
// before the remote's entry (packages/build-tooling/src/standaloneRuntime.mjs). The last test reads the remotes'
// builds, when there are (`pnpm test` builds every app first).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '@gaido/workspace/paths';
import { REMOTES, remoteSharedDependencies, singletonsTakenFromHost } from '../src/federation.mjs';
import {
  modulesTakenFromHost,
  packageVersion,
  STANDALONE_RUNTIME_NAME,
  standaloneProviderSource,
  withRuntimeScript,
} from '../src/standaloneRuntime.mjs';

describe('the standalone page of a remote', () => {
  it('loads the runtime before every other script and link, under a base at the root', () => {
    const html =
      '<html><head><title>t</title><link rel="icon" href="favicon.svg"><script defer src="static/js/index.1.js"></script></head></html>';
    assert.equal(
      withRuntimeScript(html, 'static/js/mf-runtime.2.js'),
      '<html><head><title>t</title><base href="/"><script defer src="static/js/mf-runtime.2.js"></script><link rel="icon" href="favicon.svg"><script defer src="static/js/index.1.js"></script></head></html>',
    );
  });

  it('adds them at the end of the head of a page without scripts', () => {
    assert.equal(
      withRuntimeScript('<html><head></head></html>', 'r.js'),
      '<html><head><base href="/"><script defer src="r.js"></script></head></html>',
    );
  });

  for (const dir of Object.values(REMOTES)) {
    const dist = join(ROOT, dir, 'dist');
    it(`${dir}: dist/index.html loads the runtime it was built with first`, {
      skip: existsSync(join(dist, 'remoteEntry.js')) ? false : 'not built',
    }, () => {
      const html = readFileSync(join(dist, 'index.html'), 'utf8');
      const scripts = [...html.matchAll(/<script defer src="([^"]+)"/g)].map((match) => match[1]);
      assert.match(
        scripts[0] ?? '',
        new RegExp(`^static/js/${STANDALONE_RUNTIME_NAME}\\.[0-9a-f]{10}\\.js$`),
      );
      assert.match(scripts[1] ?? '', /^static\/js\/index\./);
      const runtime = readFileSync(join(dist, scripts[0]), 'utf8');
      assert.match(runtime, /_FEDERATION_RUNTIME_CORE/);
      assert.match(runtime, /__GAIDO_MF_BUNDLER_RUNTIME__/);
      // The containers' entry runtime, which remoteEntry.js and the standalone entry call (src/mfEntryRuntime.mjs).
      assert.match(runtime, /__GAIDO_MF_ENTRY_RUNTIME__/);
      assert.match(runtime, /consumesLoadingModuleToHandlerMapping/);
      // The release version hashes dist/: nothing in it may name the checkout.
      assert.equal(runtime.includes(ROOT), false);
      // What the host loads does not carry it.
      assert.equal(
        readFileSync(join(dist, 'remoteEntry.js'), 'utf8').includes(STANDALONE_RUNTIME_NAME),
        false,
      );
    });
  }
});

describe('what a remote takes from the host alone', () => {
  it('is, in production, each third-party singleton the host shares whole: not @gaido/shared, not a package shared cut down', () => {
    const shared = remoteSharedDependencies(join(ROOT, 'mfe-tours'), 'production');
    const taken = singletonsTakenFromHost(shared, 'production');
    assert.deepEqual([...taken].sort(), [
      'react',
      'react-dom',
      'react-dom/',
      'react/',
      'zustand',
      'zustand/',
    ]);
    for (const name of taken) assert.equal(shared[name]?.import, false, name);
    // Kept with their fallback copies: our own package, and those the host shares cut down (taking
    // those alone, the runtime loaded the host's cut-down build as a second router and query client).
    for (const name of ['@gaido/shared', 'react-router-dom', '@tanstack/react-query']) {
      assert.notEqual(shared[name]?.import, false, name);
    }
  });

  it('is nothing in development: a dev server runs alone on its own copies', () => {
    const shared = remoteSharedDependencies(join(ROOT, 'mfe-tours'), 'development');
    assert.deepEqual(singletonsTakenFromHost(shared, 'development'), []);
    assert.equal(
      Object.values(shared).some((config) => config.import === false),
      false,
    );
  });

  it('the standalone page provides each module of them the build imports, subpaths included', () => {
    const manifest = {
      shared: [
        { name: 'react' },
        { name: 'react/jsx-runtime' },
        { name: 'react-dom/client' },
        { name: '@gaido/shared' },
        { name: 'react-router-dom' },
      ],
    };
    assert.deepEqual(modulesTakenFromHost(manifest, ['react', 'react/', 'react-dom', 'react-dom/']), [
      'react',
      'react-dom/client',
      'react/jsx-runtime',
    ]);
    // A subpath is provided at its package's installed version.
    const reactDom = JSON.parse(
      readFileSync(join(ROOT, 'mfe-tours', 'node_modules', 'react-dom', 'package.json'), 'utf8'),
    ).version;
    assert.equal(packageVersion(join(ROOT, 'mfe-tours'), 'react-dom/client'), reactDom);
    assert.throws(() => packageVersion(join(ROOT, 'mfe-tours'), 'not-a-package/sub'), /not installed/);
    const source = standaloneProviderSource('mfe_tours', [{ name: 'react', version: '19.3.1' }]);
    assert.match(source, /"react": \{ version: "19\.3\.1", lib: \(\) => require\("react"\)/);
    assert.match(
      source,
      /new runtimeCore\.ModuleFederation\(\{ name: "mfe_tours", remotes: \[\], shared \}\)/,
    );
  });
});
