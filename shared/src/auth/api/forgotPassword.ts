import { AUTH_ERRORS, post } from './request';

/** spec 7 POST /auth/forgot-password. (The dialog swallows its errors, spec 8.) */
export async function forgotPassword(email: string): Promise<unknown> {
  return post('/auth/forgot-password', { email }, AUTH_ERRORS.forgotPassword);
}
