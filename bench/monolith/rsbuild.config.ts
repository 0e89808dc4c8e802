// Benchmark fixture: the same shell and pages as the platform, built as ONE app with no
// Module Federation. The host's shell, route table and RemotePage are reused as they are; only the way
// a remote page is fetched changes: the host's federation runtime is swapped for direct dynamic imports
// of each remote's exposed modules, generated from the remotes' own `exposes` maps so the fixture cannot
// drift from what the platform loads. `pnpm bench` compares the two builds route by route.
import { resolve } from 'node:path';
import { pluginCompileHints } from '@gaido/build-tooling/compile-hints';
import { pluginEndpointDocsOut } from '@gaido/build-tooling/endpoint-docs';
import { pluginPrecompress } from '@gaido/build-tooling/precompress';
import { defineConfig, type RsbuildConfig, type Rspack, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import hostConfig from '../../host/rsbuild.config';
import accountConfig, { exposes as accountExposes } from '../../mfe-account/rsbuild.config';
import gemsConfig, { exposes as gemsExposes } from '../../mfe-gems/rsbuild.config';
import onboardingConfig, { exposes as onboardingExposes } from '../../mfe-onboarding/rsbuild.config';
import toursConfig, { exposes as toursExposes } from '../../mfe-tours/rsbuild.config';

const root = resolve(__dirname, '../..');
// The remotes' configs are plain objects (defineConfig({...})), not functions.
const remotes: Record<string, { dir: string; exposes: Record<string, string>; config: RsbuildConfig }> = {
  mfe_tours: { dir: 'mfe-tours', exposes: toursExposes, config: toursConfig as RsbuildConfig },
  mfe_gems: { dir: 'mfe-gems', exposes: gemsExposes, config: gemsConfig as RsbuildConfig },
  mfe_account: { dir: 'mfe-account', exposes: accountExposes, config: accountConfig as RsbuildConfig },
  mfe_onboarding: {
    dir: 'mfe-onboarding',
    exposes: onboardingExposes,
    config: onboardingConfig as RsbuildConfig,
  },
};

/** `remote/./Module` -> dynamic import of the exposed file: what the federation runtime would fetch. */
function remotePagesModule(): string {
  const lines = Object.entries(remotes).flatMap(([remote, { dir, exposes }]) =>
    Object.entries(exposes).map(
      ([name, file]) =>
        `  ${JSON.stringify(`${remote}/${name}`)}: () => import(${JSON.stringify(resolve(root, dir, file))}),`,
    ),
  );
  return `export const remotePages = {\n${lines.join('\n')}\n};\n`;
}

/** Build settings a remote needs for its own code (e.g. mfe-gems leaves MapLibre's bundle alone). */
const remoteRspackSettings = Object.values(remotes).flatMap(({ config }) =>
  config.tools?.rspack ? ([config.tools.rspack].flat() as Rspack.Configuration[]) : [],
);

/** Build-time constants a remote's code reads (e.g. mfe-gems' MapLibre worker hash). */
const remoteDefines = Object.assign(
  {},
  ...Object.values(remotes).map(({ config }) => config.source?.define ?? {}),
);

/** Files a remote ships unminified (mfe-gems: MapLibre's worker, whose hash the map checks). */
const minifyExcludes = Object.values(remotes).flatMap(({ config }) => {
  const minify = config.output?.minify;
  const jsOptions = typeof minify === 'object' ? [minify.jsOptions ?? []].flat() : [];
  return jsOptions.flatMap((options) => (options.exclude === undefined ? [] : [options.exclude].flat()));
});

export default defineConfig({
  // The host's compile hints on the files this build starts with, its initial chunks, so that the two
  // builds differ only by Module Federation.
  plugins: [pluginEndpointDocsOut(), pluginReact(), pluginCompileHints(), pluginPrecompress()],
  source: { entry: { index: './src/index.tsx' }, define: remoteDefines },
  html: (hostConfig as RsbuildConfig).html,
  output: { cleanDistPath: true, minify: { jsOptions: { exclude: minifyExcludes } } },
  performance: (hostConfig as RsbuildConfig).performance,
  tools: {
    rspack: [
      ...remoteRspackSettings,
      {
        plugins: [
          new rspack.experiments.VirtualModulesPlugin({
            'src/remotePages.generated.ts': remotePagesModule(),
          }),
          // The host's RemotePage is kept; only its loader is replaced by direct imports.
          new rspack.NormalModuleReplacementPlugin(/^\.\/federationRuntime$/, (data) => {
            if (data.context?.replace(/\\/g, '/').endsWith('host/src/platform')) {
              data.request = resolve(__dirname, 'src/directRemotes.ts');
            }
          }),
        ],
      },
    ],
  },
});
