/**
 * Account calls of spec 7 with the error defaults of spec 8. Every failure is thrown as an Error
 * whose message is the server's `message` or the spec default; the ApiError is kept as `cause`.
 */
import { analytics } from '../analytics/analytics';
import {
  ACCESS_TOKEN_RESPONSE_HEADER,
  apiFetch,
  apiRequest,
  REFRESH_TOKEN_RESPONSE_HEADER,
  sleep,
} from '../api/apiClient';
import { getServerMessage, isApiError } from '../api/apiError';
import { isDesktopChrome } from '../device/browser';
import { clearOnboardedFlag } from '../onboarding/onboardedFlag';
import type { User } from '../schemas/user';
import { normalizeUser } from '../session/normalizeUser';
import {
  clearSession,
  hasLoggedInBefore,
  markLoggedIn,
  recordFailedLogin,
  resetFailedLogins,
  resolveOnboardedAfterLogin,
  STORAGE_ERRORS,
  setSession,
  updateUser,
} from '../session/sessionStore';

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

/** spec 9: login on desktop Chrome: 20 s timeout, up to 3 more tries, waiting 1 s x attempt. */
export const LOGIN_TIMEOUT_MS = 20_000;
export const LOGIN_EXTRA_TRIES_DESKTOP_CHROME = 3;
export function loginRetryDelayMs(attempt: number): number {
  return 1000 * attempt;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function failure(error: unknown, fallback: string): Error {
  return new Error(getServerMessage(error, fallback), { cause: error });
}

async function post<T = unknown>(path: string, body: unknown, fallback: string, auth = false): Promise<T> {
  try {
    return await apiRequest<T>(path, { method: 'POST', body, auth });
  } catch (error) {
    throw failure(error, fallback);
  }
}

/**
 * spec 7 POST /auth/login (credentials included). On desktop Chrome a failure to reach the server
 * is retried up to 3 more times; an answer from the server (wrong password, rate limit) never is.
 * On success the session is stored with the isOnboarded-after-login rule of spec 4.
 */
export async function login({ email, password }: LoginCredentials): Promise<User> {
  const desktopChrome = isDesktopChrome();
  const attempts = desktopChrome ? 1 + LOGIN_EXTRA_TRIES_DESKTOP_CHROME : 1;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await apiFetch('/auth/login', {
        method: 'POST',
        body: { email, password },
        credentials: 'include',
        retries: 0,
        ...(desktopChrome ? { timeoutMs: LOGIN_TIMEOUT_MS } : {}),
      });
      return completeLogin(email, response.body, response.headers);
    } catch (error) {
      lastError = error;
      const unreachable = isApiError(error) && error.status === 0;
      if (!unreachable || attempt === attempts) break;
      await sleep(loginRetryDelayMs(attempt));
    }
  }
  recordFailedLogin();
  if (lastError instanceof Error && Object.values(STORAGE_ERRORS).includes(lastError.message as never)) {
    throw lastError;
  }
  throw failure(lastError, AUTH_ERRORS.login);
}

function completeLogin(email: string, body: unknown, headers: Headers): User {
  const data = isRecord(body) && isRecord(body.data) ? body.data : isRecord(body) ? body : {};
  const accessToken =
    nonEmptyString(data.accessToken) ?? nonEmptyString(headers.get(ACCESS_TOKEN_RESPONSE_HEADER));
  const refreshToken =
    nonEmptyString(data.refreshToken) ?? nonEmptyString(headers.get(REFRESH_TOKEN_RESPONSE_HEADER));
  const normalized = normalizeUser(data.user);
  if (!accessToken || !refreshToken || !normalized) throw new Error(AUTH_ERRORS.login);
  const user: User = {
    ...normalized,
    isOnboarded: resolveOnboardedAfterLogin(normalized.isOnboarded, hasLoggedInBefore(email)),
  };
  setSession({ accessToken, refreshToken, user });
  // The per-email flag forces isOnboarded true on later logins, so it is written only for a user
  // the server calls onboarded; a first login before the quiz must not skip it next time.
  if (normalized.isOnboarded === true) markLoggedIn(email);
  resetFailedLogins();
  analytics.identify(user.id);
  return user;
}

export interface SignupInput {
  email: string;
  password: string;
  version?: string;
}

/** spec 7 POST /auth/signup; returns the server's data.context.message when there is one. */
export async function signup({
  email,
  password,
  version = 'web',
}: SignupInput): Promise<{ message?: string }> {
  try {
    const response = await apiFetch('/auth/signup', { method: 'POST', body: { email, password, version } });
    const body = response.body;
    const data = isRecord(body) && isRecord(body.data) ? body.data : body;
    const context = isRecord(data) && isRecord(data.context) ? data.context : undefined;
    const message = nonEmptyString(context?.message);
    return message ? { message } : {};
  } catch (error) {
    // spec 1 (a failed signup reports its message to analytics) is done by the host's dialog.
    throw failure(error, AUTH_ERRORS.signup);
  }
}

/** spec 7 POST /auth/confirm (email verification). */
export async function confirmEmail(token: string): Promise<unknown> {
  return post('/auth/confirm', { token }, AUTH_ERRORS.confirmEmail);
}

/** spec 7 POST /auth/forgot-password. (The dialog swallows its errors, spec 8.) */
export async function forgotPassword(email: string): Promise<unknown> {
  return post('/auth/forgot-password', { email }, AUTH_ERRORS.forgotPassword);
}

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

/** spec 7 POST /auth/change-email-request (bearer and refresh headers). */
export async function changeEmailRequest(email: string): Promise<unknown> {
  return post('/auth/change-email-request', { email }, AUTH_ERRORS.changeEmailRequest, true);
}

/** spec 7 POST /auth/update-email; the stored user takes the new email when the answer carries it. */
export async function updateEmail(token: string): Promise<unknown> {
  const data = await post('/auth/update-email', { token }, AUTH_ERRORS.updateEmail);
  const source = isRecord(data) && isRecord(data.user) ? data.user : data;
  const email = isRecord(source) ? nonEmptyString(source.email) : undefined;
  if (email) updateUser({ email });
  return data;
}

/** spec 7 POST /auth/change-password (bearer and refresh headers). */
export async function changePassword(password: string): Promise<unknown> {
  return post('/auth/change-password', { password }, AUTH_ERRORS.changePassword, true);
}

/**
 * POST /auth/reauthenticate: proves the password again before an email or password change that
 * answered `isReauthenticationRequired`. The server moves this sign-in to a new session; its tokens
 * are taken from the answer like any other.
 */
export async function reauthenticate(password: string): Promise<unknown> {
  return post('/auth/reauthenticate', { password }, AUTH_ERRORS.reauthenticate, true);
}

/**
 * POST /auth/logout-all: ends every session of the account, on every device, then signs out here
 * as `signOut` does. Throws (and keeps this session) when the server could not be told.
 */
export async function signOutEverywhere(): Promise<void> {
  await post('/auth/logout-all', undefined, AUTH_ERRORS.signOutEverywhere, true);
  clearSession();
  clearOnboardedFlag();
  analytics.reset();
}

/** What the profile endpoints tell about the user; /users/onboarding/status only gives isOnboarded. */
export type UserProfile = Partial<User> & { isOnboarded?: boolean };

export const PROFILE_ENDPOINTS = [
  '/users/profile',
  '/users/me',
  '/auth/me',
  '/users/onboarding/status',
] as const;

function toProfile(data: unknown): UserProfile | null {
  if (!isRecord(data)) return null;
  const source = isRecord(data.user) ? data.user : data;
  const user = normalizeUser(source);
  if (user) return user;
  if (typeof source.isOnboarded === 'boolean') return { isOnboarded: source.isOnboarded };
  return null;
}

/** spec 7: GET /users/profile, then /users/me, /auth/me, /users/onboarding/status, in order. */
export async function getUserProfile(): Promise<UserProfile> {
  for (const path of PROFILE_ENDPOINTS) {
    try {
      const profile = toProfile(await apiRequest(path, { auth: true }));
      if (profile) return profile;
    } catch {
      // Try the next endpoint.
    }
  }
  throw new Error(AUTH_ERRORS.profileLookup);
}

/** spec 4: the server's onboarding status; a failure only logs a warning (spec 8). */
export async function getOnboardingStatus(): Promise<boolean | undefined> {
  try {
    const data = await apiRequest('/users/onboarding/status', { auth: true });
    const source = isRecord(data) && isRecord(data.user) ? data.user : data;
    return isRecord(source) && typeof source.isOnboarded === 'boolean' ? source.isOnboarded : undefined;
  } catch (error) {
    console.warn('[gaido] could not fetch the onboarding status', error);
    return undefined;
  }
}

export const PROFILE_UPDATE_PATH = '/users/profile';

/** Profile update (the spec does not show it: PATCH /users/profile); the stored user follows. */
export async function updateProfile(patch: Partial<Omit<User, 'id'>>): Promise<User | null> {
  let data: unknown;
  try {
    data = await apiRequest(PROFILE_UPDATE_PATH, { method: 'PATCH', body: patch, auth: true });
  } catch (error) {
    throw failure(error, AUTH_ERRORS.updateProfile);
  }
  const returned = isRecord(data) ? normalizeUser(isRecord(data.user) ? data.user : data) : null;
  if (!returned) return updateUser(patch);
  // normalizeUser fills a missing email with '': never overwrite the stored one with that.
  const { email, ...fields } = returned;
  return updateUser(email ? returned : fields);
}

/** Best-effort server-side logout (revokes the refresh token); never throws. */
export async function logout(): Promise<void> {
  try {
    await apiFetch('/auth/logout', { method: 'POST', auth: true, retries: 0, timeoutMs: 5000 });
  } catch {
    // The local sign-out happens anyway.
  }
}

/**
 * spec 4: sign out clears tokens and user data (after telling the server, best effort), clears the
 * userOnboarded flag and resets analytics. The host shows TOAST_TEXT.signedOut.
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } finally {
    clearSession();
    clearOnboardedFlag();
    analytics.reset();
  }
}
