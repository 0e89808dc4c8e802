// What every account endpoint file shares: the spec's default messages, and turning a failed call into
// an Error with the server's message (or that default) and the ApiError kept as `cause`.
import { getServerMessage } from '@gaido/shared';

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

export function failure(error: unknown, fallback: string): Error {
  return new Error(getServerMessage(error, fallback), { cause: error });
}

/** The answer of an account call, or an Error with the server's message (or `fallback`) and the ApiError as `cause`. */
export async function orFailure<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw failure(error, fallback);
  }
}
