import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Full pages with a calendar render slowly on the shared 2-core machines.
    testTimeout: 15_000,
    // Tour dates and times must not depend on the machine: tests run in UTC, and the formatting
    // tests switch to another zone on purpose.
    env: { TZ: 'UTC' },
  },
});
