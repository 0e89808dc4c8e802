/** spec 3: the session lives in localStorage under exactly these keys. */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';
export const USER_DATA_KEY = 'userData';

/** spec 4: per-email "has logged in on this device" flag. */
export const LOGGED_IN_FLAG_PREFIX = 'gaido_logged_in_';

export function loggedInFlagKey(email: string): string {
  return `${LOGGED_IN_FLAG_PREFIX}${email.trim().toLowerCase()}`;
}
