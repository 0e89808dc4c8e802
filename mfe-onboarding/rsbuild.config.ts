import { remoteRsbuildConfig } from '@gaido/build-tooling/remote-config';
import { defineConfig } from '@rsbuild/core';

// The exposes map is this squad's public API (see README.md).
export const exposes = {
  './OnboardingPage': './src/quiz/pages/OnboardingPage.tsx',
};

export default defineConfig(
  remoteRsbuildConfig({
    name: 'mfe_onboarding',
    appDir: __dirname,
    exposes,
    title: 'Gaido onboarding (standalone)',
  }),
);
