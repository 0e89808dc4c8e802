import { remoteRsbuildConfig } from '@gaido/build-tooling/remote-config';
import { defineConfig } from '@rsbuild/core';

// The exposes map is this squad's public API (see README.md).
export const exposes = {
  './ToursPage': './src/tours/pages/ToursPage.tsx',
  './CityToursPage': './src/tours/pages/CityToursPage.tsx',
  './TourDetailPage': './src/tours/pages/TourDetailPage.tsx',
  './FeaturedTours': './src/tours/components/FeaturedTours.tsx',
};

export default defineConfig(
  remoteRsbuildConfig({ name: 'mfe_tours', appDir: __dirname, exposes, title: 'Gaido tours (standalone)' }),
);
