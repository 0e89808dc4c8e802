// How long sessions, refresh tokens and a password proof last.
const DAY_MS = 24 * 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;
/** The absolute lifetime of a session: sign in again 30 days after signing in. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/** How long a sign-in or re-authentication counts as recent for account changes. */
export const RECENT_AUTH_MS = 10 * 60 * 1000;
