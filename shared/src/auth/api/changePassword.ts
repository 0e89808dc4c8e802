import { AUTH_ERRORS, post } from './request';

/** spec 7 POST /auth/change-password (bearer and refresh headers). */
export async function changePassword(password: string): Promise<unknown> {
  return post('/auth/change-password', { password }, AUTH_ERRORS.changePassword, true);
}
