import { AUTH_ERRORS, post } from './request';

/**
 * POST /auth/reauthenticate: proves the password again before an email or password change that
 * answered `isReauthenticationRequired`. The server moves this sign-in to a new session; its tokens
 * are taken from the answer like any other.
 */
export async function reauthenticate(password: string): Promise<unknown> {
  return post('/auth/reauthenticate', { password }, AUTH_ERRORS.reauthenticate, true);
}
