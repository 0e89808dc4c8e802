import { AUTH_ERRORS, post } from './request';

/** spec 7 POST /auth/change-email-request (bearer and refresh headers). */
export async function changeEmailRequest(email: string): Promise<unknown> {
  return post('/auth/change-email-request', { email }, AUTH_ERRORS.changeEmailRequest, true);
}
