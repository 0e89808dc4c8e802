import { AUTH_ERRORS, post } from './request';

/** spec 7 POST /auth/confirm (email verification). */
export async function confirmEmail(token: string): Promise<unknown> {
  return post('/auth/confirm', { token }, AUTH_ERRORS.confirmEmail);
}
