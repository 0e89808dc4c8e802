/**
 * @gaido/shared/auth: signing in and up, the account endpoints (one file per endpoint under `api/`:
 * its fetcher, query options for a read, and its hook) and the form validation rules. For the
 * host's auth dialog (loaded on first use), mfe-account and a remote's standalone shell. Kept out of the package's root, which the host provides
 * whole to every page, so the first page does not load them.
 *
 * Like `/gems` it holds no state, so it is not shared through Module Federation: each app bundles
 * the part it uses. Everything it needs from the root (API client, session store, analytics) comes
 * through the `@gaido/shared` specifier, never a relative import (shared/src/subpaths.test.ts checks
 * this), so a sign-in here writes the one session every app reads. The header's sign-out, the
 * onboarding gate's status and the booking kept through sign-in stay on the root: every page needs
 * them.
 */
export { changeEmailRequest, useChangeEmailRequest } from './api/changeEmailRequest';
export { changePassword, useChangePassword } from './api/changePassword';
export { confirmEmail, useConfirmEmail } from './api/confirmEmail';
export { forgotPassword, useForgotPassword } from './api/forgotPassword';
export {
  getUserProfile,
  type UserProfile,
  userProfileQueryOptions,
  useUserProfile,
} from './api/getUserProfile';
export { LOGIN_TIMEOUT_MS, type LoginCredentials, login, useLogin } from './api/login';
export { reauthenticate, useReauthenticate } from './api/reauthenticate';
export { AUTH_ERRORS } from './api/request';
export { type ResetPasswordInput, resetPassword, useResetPassword } from './api/resetPassword';
export { signOutEverywhere, useSignOutEverywhere } from './api/signOutEverywhere';
export { type SignupInput, signup, useSignup } from './api/signup';
export { updateEmail, useUpdateEmail } from './api/updateEmail';
export { updateProfile, useUpdateProfile } from './api/updateProfile';
export {
  INCORRECT_CREDENTIALS_MESSAGE,
  isValidEmail,
  mapLoginError,
  PASSWORD_MIN_LENGTH,
  VALIDATION,
  validateEmail,
  validatePassword,
} from './validation';
