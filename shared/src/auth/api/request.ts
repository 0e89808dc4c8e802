// What every account endpoint file shares: the spec's default messages, and the POST that throws the
// server's message (or that default) with the ApiError kept as `cause`.
import { apiRequest, getServerMessage } from '@gaido/shared';

/** spec 8: default messages when the server gives none. */
export const AUTH_ERRORS = {
  login: 'Login failed',
  signup: 'Registration failed',
  confirmEmail: 'Email verification failed',
  forgotPassword: 'Password reset request failed',
  resetPassword: 'Password reset failed',
  changeEmailRequest: 'Email change request failed',
  updateEmail: 'Email update failed',
  changePassword: 'Password change failed',
  profileLookup: 'Failed to get user profile from any available endpoint',
  updateProfile: 'Profile update failed',
  reauthenticate: 'Password confirmation failed',
  signOutEverywhere: 'Signing out of every device failed',
} as const;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function failure(error: unknown, fallback: string): Error {
  return new Error(getServerMessage(error, fallback), { cause: error });
}

export async function post<T = unknown>(
  path: string,
  body: unknown,
  fallback: string,
  auth = false,
): Promise<T> {
  try {
    return await apiRequest<T>(path, { method: 'POST', body, auth });
  } catch (error) {
    throw failure(error, fallback);
  }
}
