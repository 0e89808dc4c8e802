import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Migrates and seeds one PGlite once; each test file starts from a copy of it.
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    // Each worker holds a PGlite (~0.5-0.8 GB); two fit the 2-core machines.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
