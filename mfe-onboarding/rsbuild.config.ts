import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { remoteFederationOptions, remoteRsbuildSettings } from '../tooling/federation.mjs';
import { pluginReproducibleBuild } from '../tooling/reproducibleBuild.mjs';

// The exposes map is this squad's public API (see README.md).
export const exposes = {
  './OnboardingPage': './src/quiz/pages/OnboardingPage.tsx',
};

export default defineConfig({
  plugins: [
    // The same commit builds the same release version from any checkout (tooling/reproducibleBuild.mjs).
    pluginReproducibleBuild(),
    pluginReact(),
    pluginModuleFederation(remoteFederationOptions({ name: 'mfe_onboarding', appDir: __dirname, exposes })),
  ],
  html: { title: 'Gaido onboarding (standalone)' },
  ...remoteRsbuildSettings('mfe_onboarding'),
});
