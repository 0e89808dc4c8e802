import {
  DOCUMENT_TEMPLATE,
  remoteFederationOptions,
  remoteRsbuildSettings,
  STANDALONE_FAVICON,
} from '@gaido/build-tooling/federation';
import { pluginBuildRecord } from '@gaido/build-tooling/platform-contract';
import { pluginReproducibleBuild } from '@gaido/build-tooling/reproducible-build';
import { pluginStandaloneRuntime } from '@gaido/build-tooling/standalone-runtime';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// The exposes map is this squad's public API (see README.md).
export const exposes = {
  './OnboardingPage': './src/quiz/pages/OnboardingPage.tsx',
};

export default defineConfig({
  plugins: [
    // The same commit builds the same release version from any checkout (packages/build-tooling/src/reproducibleBuild.mjs).
    pluginReproducibleBuild(),
    pluginReact(),
    pluginModuleFederation(remoteFederationOptions({ name: 'mfe_onboarding', appDir: __dirname, exposes })),
    // Its production dist/index.html runs without the host too (packages/build-tooling/src/standaloneRuntime.mjs).
    pluginStandaloneRuntime(),
    // gaido-build.json: the shared exports it uses, which the release gate checks against the host's.
    pluginBuildRecord(),
  ],
  html: { template: DOCUMENT_TEMPLATE, title: 'Gaido onboarding (standalone)', favicon: STANDALONE_FAVICON },
  // Every chunk the remote's runtime loads carries the SHA-384 Rspack computed at build time, and the
  // browser refuses other bytes (docs/security.md, Integrity of remote chunks).
  security: { sri: { enable: 'auto', algorithm: 'sha384' } },
  ...remoteRsbuildSettings('mfe_onboarding'),
});
