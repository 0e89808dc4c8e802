import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { API_URL, APP_ENVIRONMENT, APP_HOSTNAME, APP_URL } from './support/urls';

// Journeys run against production builds of every app and the real API (scripts/start.mjs),
// in Debian's Chromium: `playwright install` cannot download browsers here.
const dataDir = process.env.GAIDO_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'gaido-e2e-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './journeys',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: APP_URL,
    // A base URL naming an environment (a preview's): every context opens it, as the URL would.
    ...(APP_ENVIRONMENT
      ? {
          storageState: {
            cookies: [
              {
                name: 'gaido-env',
                value: APP_ENVIRONMENT,
                domain: APP_HOSTNAME,
                path: '/',
                expires: -1,
                httpOnly: false,
                secure: false,
                sameSite: 'Lax' as const,
              },
            ],
            origins: [],
          },
        }
      : {}),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      // Without these Chromium keeps calling Google's hosts, which this network refuses.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // With GAIDO_APP_URL set the journeys run against a stack started elsewhere; otherwise against
  // `pnpm start` on this machine, started here.
  webServer: process.env.GAIDO_APP_URL
    ? undefined
    : {
        command: 'node scripts/start.mjs --no-build',
        cwd: '..',
        url: `${API_URL}/health`,
        timeout: 180_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
        // Guard rails judged every second, so a journey's broken canary is rolled back within seconds.
        env: { GAIDO_DATA_DIR: dataDir, GAIDO_ENV: 'local', GAIDO_GUARD_RAIL_INTERVAL_MS: '1000' },
      },
});
