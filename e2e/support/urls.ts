// Where the stack under test answers. The defaults are what `pnpm start` serves on this machine; a run
// against another stack (a production-mode one, a second checkout) sets these in the environment, and
// then Playwright starts nothing itself (playwright.config.ts).
const appUrl = new URL(process.env.GAIDO_APP_URL ?? 'http://localhost:3000');
/**
 * The environment the journeys' browsers open, when the base URL names one: a preview's URL
 * (`http://localhost:3000/?gaido-env=preview-<branch>`, docs/releases.md "Previews") runs every journey
 * against that preview. Each browser context then starts with the host server's `gaido-env` cookie.
 */
export const APP_ENVIRONMENT = appUrl.searchParams.get('gaido-env') || null;
export const APP_HOSTNAME = appUrl.hostname;
appUrl.search = '';
export const APP_URL = appUrl.href.replace(/\/$/, '');
export const API_URL = process.env.GAIDO_API_URL ?? 'http://localhost:4000/api/v1';
export const API_ORIGIN = new URL(API_URL).origin;
export const CDN_URL = process.env.GAIDO_CDN_URL ?? 'http://localhost:3100';
export const RELEASE_SERVICE_URL = process.env.GAIDO_RELEASE_URL ?? 'http://localhost:4100';
/**
 * Where the journeys read mail: unset, the API's dev mailbox; set, an SMTP sink's `/messages` (the
 * production-mode stack has no dev mailbox: packages/dev-stack/src/smtpSink.mjs).
 */
export const MAILBOX_URL = process.env.GAIDO_MAILBOX_URL ?? null;
