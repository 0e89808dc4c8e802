// index.html preloads the host's bootstrap and the shared modules it provides (packages/build-tooling/src/preloadBootstrap.mjs),
// and not the chunks that exist only as a consume fallback, which the host never runs. The
// last test reads the host's build, when there is one (`pnpm test` builds every app first).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '@gaido/workspace/paths';
import { bootstrapPreloadFiles, isConsumeFallbackOnly } from '../src/preloadBootstrap.mjs';

const provide = (name) => ({
  moduleName: `provide shared module (default) ${name}@1.0.0 = /x/${name}/index.js`,
});
const consume = (name) => ({
  moduleName: `consume shared module (default) ${name}@^1.0.0 (strict) (fallback: /x/${name}/index.js)`,
});

const stats = {
  namedChunkGroups: {
    bootstrap: {
      assets: [{ name: 'static/js/async/bootstrap.1.js' }, { name: 'static/css/async/bootstrap.1.css' }],
    },
  },
  chunks: [
    { id: 'u', files: ['static/js/async/bootstrap.1.js', 'static/css/async/bootstrap.1.css'], siblings: [] },
    { id: 'p', files: ['static/js/async/p.1.js'], siblings: ['s'], origins: [provide('react-dom')] },
    { id: 'c', files: ['static/js/async/c.1.js'], siblings: [], origins: [consume('react-dom')] },
    { id: 's', files: ['static/js/async/s.1.js'], siblings: ['c'], origins: [] },
    {
      id: 'b',
      files: ['static/js/async/b.1.js'],
      siblings: [],
      origins: [provide('react'), consume('react')],
    },
    {
      id: 'f',
      files: ['static/js/async/f.1.js'],
      siblings: [],
      origins: [provide('@gaido/shared/favorites')],
    },
  ],
};
const manifest = {
  shared: [
    { name: 'react-dom', assets: { js: { sync: ['static/js/async/p.1.js', 'static/js/async/c.1.js'] } } },
    { name: 'react', assets: { js: { sync: ['static/js/async/b.1.js'] } } },
    { name: '@gaido/shared/favorites', assets: { js: { sync: ['static/js/async/f.1.js'] } } },
  ],
};

describe('the files index.html preloads', () => {
  it('are the bootstrap group and the provided shared modules with their siblings, sorted', () => {
    assert.deepEqual(
      bootstrapPreloadFiles({ stats, manifest, deferredShared: ['@gaido/shared/favorites'] }),
      [
        'static/css/async/bootstrap.1.css',
        'static/js/async/b.1.js',
        'static/js/async/bootstrap.1.js',
        'static/js/async/p.1.js',
        'static/js/async/s.1.js',
      ],
    );
  });

  it('leave out a chunk that is only a consume fallback, listed or a sibling, but keep one also provided', () => {
    const files = bootstrapPreloadFiles({ stats, manifest });
    assert.ok(!files.includes('static/js/async/c.1.js'));
    assert.ok(files.includes('static/js/async/b.1.js'));
    assert.ok(files.includes('static/js/async/f.1.js'), 'not deferred: preloaded');
  });

  it('fail loudly without the chunk group', () => {
    assert.throws(
      () => bootstrapPreloadFiles({ stats, manifest, chunkGroup: 'nope' }),
      /no chunk group named "nope"/,
    );
  });

  it('tell a consume fallback by its origins', () => {
    assert.equal(isConsumeFallbackOnly({ origins: [consume('zustand')] }), true);
    assert.equal(isConsumeFallbackOnly({ origins: [provide('zustand'), consume('zustand')] }), false);
    assert.equal(isConsumeFallbackOnly({ origins: [] }), false);
    assert.equal(isConsumeFallbackOnly(undefined), false);
  });

  const html = join(ROOT, 'host', 'dist', 'index.html');
  it('in the host build: each file once, none of them a copy of another', {
    skip: !existsSync(html) && 'host not built',
  }, () => {
    const hrefs = [
      ...readFileSync(html, 'utf8').matchAll(/<link rel="preload" href="([^"]+)" as="script">/g),
    ].map((match) => match[1]);
    assert.ok(
      hrefs.some((href) => href.includes('/bootstrap.')),
      'the bootstrap chunk is preloaded',
    );
    assert.equal(new Set(hrefs).size, hrefs.length);
    const bodies = hrefs.map((href) =>
      // The chunk's modules, without its own id: two files with the same modules are the same code.
      readFileSync(join(ROOT, 'host', 'dist', href), 'utf8').replace(/^.*?\.push\(\[\[[^\]]*\]/s, ''),
    );
    assert.equal(new Set(bodies).size, bodies.length, 'two preloaded chunks hold the same modules');
  });

  it('in the host build: the third-party modules the bootstrap starts with, in one file', {
    skip: !existsSync(html) && 'host not built',
  }, () => {
    // host/rsbuild.config.ts puts the startup singletons, the zod/mini stand-in and the empty modules of
    // react-router's server-only imports in lib-startup: each file apart is one more the bootstrap waits on.
    const { shared } = JSON.parse(readFileSync(join(ROOT, 'host', 'dist', 'mf-manifest.json'), 'utf8'));
    const ours = shared.filter((entry) => entry.name.startsWith('@gaido/shared'));
    const oursFiles = ours.flatMap((entry) => entry.assets.js.sync).map((file) => `/${file}`);
    const scripts = [
      ...readFileSync(html, 'utf8').matchAll(/<link rel="preload" href="([^"]+)" as="script">/g),
    ]
      .map((match) => match[1])
      .filter((href) => !href.includes('/bootstrap.') && !oursFiles.includes(href));
    assert.equal(scripts.length, 1, `one file of third-party modules, not ${scripts.join(', ')}`);
    assert.match(scripts[0], /\/lib-startup\.[0-9a-f]+\.js$/);
    for (const entry of shared.filter((candidate) => !ours.includes(candidate))) {
      assert.deepEqual(entry.assets.js.sync, [scripts[0].slice(1)], `${entry.name} is in lib-startup alone`);
    }
  });
});
