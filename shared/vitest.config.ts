import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // One jsdom per worker instead of one per file: 4x faster on the 2-core machines. Shared module
    // state (stores, config, client, analytics, DOM) is reset after every test in src/test/setup.ts.
    isolate: false,
    unstubGlobals: true,
  },
});
