// A remote's production dist/index.html runs without the host: it loads a provider of its own, built by
// Module Federation's plugin, before the remote's entry (packages/build-tooling/src/standalonePage.mjs).
// The build tests read the remotes' builds, when there are (`pnpm test` builds every app first).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '@gaido/workspace/paths';
import { REMOTES, remoteSharedDependencies, singletonsTakenFromHost } from '../src/federation.mjs';
import {
  modulesTakenFromHost,
  packageVersion,
  STANDALONE_PROVIDER_NAME,
  standaloneProviderOptions,
  standaloneProviderSource,
  withProviderScript,
} from '../src/standalonePage.mjs';

describe('the standalone page of a remote', () => {
  it('loads the provider before every other script and link, under a base at the root', () => {
    const html =
      '<html><head><title>t</title><link rel="icon" href="favicon.svg"><script defer src="static/js/index.1.js"></script></head></html>';
    assert.equal(
      withProviderScript(html, 'static/js/standalone-provider.2.js'),
      '<html><head><title>t</title><base href="/"><script defer src="static/js/standalone-provider.2.js"></script><link rel="icon" href="favicon.svg"><script defer src="static/js/index.1.js"></script></head></html>',
    );
  });

  it('adds them at the end of the head of a page without scripts', () => {
    assert.equal(
      withProviderScript('<html><head></head></html>', 'r.js'),
      '<html><head><base href="/"><script defer src="r.js"></script></head></html>',
    );
  });

  for (const dir of Object.values(REMOTES)) {
    const dist = join(ROOT, dir, 'dist');
    it(`${dir}: dist/index.html loads its provider first, which publishes runtime-core and registers what the remote takes from the host`, {
      skip: existsSync(join(dist, 'remoteEntry.js')) ? false : 'not built',
    }, () => {
      const html = readFileSync(join(dist, 'index.html'), 'utf8');
      const scripts = [...html.matchAll(/<script defer src="([^"]+)"/g)].map((match) => match[1]);
      assert.match(
        scripts[0] ?? '',
        new RegExp(`^static/js/${STANDALONE_PROVIDER_NAME}\\.[0-9a-f]{10}\\.js$`),
      );
      assert.match(scripts[1] ?? '', /^static\/js\/index\./);
      const provider = readFileSync(join(dist, scripts[0]), 'utf8');
      // Published by Module Federation's own plugin (provideExternalRuntime), read by the remote's entry.
      assert.match(provider, /_FEDERATION_RUNTIME_CORE/);
      const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
      const remote = manifest.name;
      assert.ok(provider.includes(JSON.stringify(remote)) || provider.includes(`'${remote}'`), remote);
      // The release version hashes dist/: nothing in it may name the checkout.
      assert.equal(provider.includes(ROOT), false);
      // What the host loads does not carry it.
      assert.equal(
        readFileSync(join(dist, 'remoteEntry.js'), 'utf8').includes(STANDALONE_PROVIDER_NAME),
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
    assert.match(source, /import \* as shared0 from "react";/);
    assert.match(source, /"react": \{ version: "19\.3\.1", lib: \(\) => shared0,/);
    // Through the runtime's documented API, under the remote's name, which the remote's entry joins.
    assert.match(source, /import \{ createInstance \} from '@module-federation\/enhanced\/runtime';/);
    assert.match(source, /createInstance\(\{\n {2}name: "mfe_tours",\n {2}remotes: \[\],/);
    // The provider's own federation instance publishes runtime-core and starts with the page.
    const options = standaloneProviderOptions('mfe_tours', [{ name: 'react', version: '19.3.1' }]);
    assert.equal(options.name, 'mfe_tours_standalone');
    assert.deepEqual(options.experiments, { provideExternalRuntime: true, optimization: { target: 'web' } });
    assert.deepEqual(options.shared, {
      react: { singleton: true, eager: true, version: '19.3.1', requiredVersion: false },
    });
  });
});
