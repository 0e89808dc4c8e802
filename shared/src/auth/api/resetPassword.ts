import { AUTH_ERRORS, post } from './request';

/** spec 7 POST /auth/reset-password. */
export async function resetPassword({
  password,
  token,
}: {
  password: string;
  token: string;
}): Promise<unknown> {
  return post('/auth/reset-password', { password, token }, AUTH_ERRORS.resetPassword);
}
