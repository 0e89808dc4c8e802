import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '@gaido/workspace/paths';
import { FEDERATION_PACKAGES_AS_ES_MODULES, PORTS, REMOTES } from '../src/federation.mjs';
import { remoteRsbuildConfig } from '../src/remoteConfig.mjs';

const PLUGINS = [
  'gaido:reproducible-build',
  'gaido:endpoint-docs-out',
  'rsbuild:react',
  'rsbuild:module-federation-enhanced',
  'gaido:standalone-page',
  'gaido:build-record',
  'gaido:compile-hints',
];

describe('a remote’s Rsbuild config', () => {
  for (const [name, dir] of Object.entries(REMOTES)) {
    it(`${dir}: the plugins, page and settings every remote builds with`, () => {
      const config = remoteRsbuildConfig({
        name,
        appDir: join(ROOT, dir),
        exposes: { './Page': './src/Page.tsx' },
        title: 'Standalone page',
      });
      assert.deepEqual(
        config.plugins.map((plugin) => plugin.name),
        PLUGINS,
      );
      assert.equal(config.html.title, 'Standalone page');
      assert.deepEqual(config.security, { sri: { enable: 'auto', algorithm: 'sha256' } });
      assert.equal(config.server.port, PORTS[name]);
      assert.deepEqual(config.output, { assetPrefix: 'auto', cleanDistPath: true });
      // The federation packages' ES module builds (FEDERATION_PACKAGES_AS_ES_MODULES), and nothing else.
      assert.deepEqual(config.tools, { rspack: { module: { rules: [FEDERATION_PACKAGES_AS_ES_MODULES] } } });
    });
  }

  it('adds a remote’s own tools and output to the shared settings', () => {
    const ownRule = { test: /maplibre/, parser: { url: false } };
    const tools = { rspack: { module: { rules: [ownRule] } }, bundlerChain: () => {} };
    const minify = { jsOptions: { exclude: /worker/ } };
    const config = remoteRsbuildConfig({
      name: 'mfe_gems',
      appDir: join(ROOT, REMOTES.mfe_gems),
      exposes: {},
      title: 'Gems',
      tools,
      output: { minify },
    });
    assert.equal(config.tools.bundlerChain, tools.bundlerChain);
    assert.deepEqual(config.tools.rspack.module.rules, [ownRule, FEDERATION_PACKAGES_AS_ES_MODULES]);
    assert.deepEqual(config.output, { assetPrefix: 'auto', cleanDistPath: true, minify });
  });
});
