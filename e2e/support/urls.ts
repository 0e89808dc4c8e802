// Where the stack under test answers. The defaults are what `pnpm start` serves on this machine; a run
// against another stack (a production-mode one, a second checkout) sets these in the environment, and
// then Playwright starts nothing itself (playwright.config.ts).
export const APP_URL = process.env.GAIDO_APP_URL ?? 'http://localhost:3000';
export const API_URL = process.env.GAIDO_API_URL ?? 'http://localhost:4000/api/v1';
export const API_ORIGIN = new URL(API_URL).origin;
export const CDN_URL = process.env.GAIDO_CDN_URL ?? 'http://localhost:3100';
export const RELEASE_SERVICE_URL = process.env.GAIDO_RELEASE_URL ?? 'http://localhost:4100';
/**
 * Where the journeys read mail: unset, the API's dev mailbox; set, an SMTP sink's `/messages` (the
 * production-mode stack has no dev mailbox: packages/dev-stack/src/smtpSink.mjs).
 */
export const MAILBOX_URL = process.env.GAIDO_MAILBOX_URL ?? null;
