import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

// The docs' screenshots (docs/design.md, Screenshots): the journeys' stack and browser, another folder,
// so the journeys never rewrite the pictures. `pnpm --filter e2e screenshots` after `pnpm build`.
export default defineConfig({
  ...journeys,
  testDir: './screenshots',
  workers: 1,
  retries: 0,
  reporter: 'list',
});
