import { login as loginEndpoint } from '@gaido/contracts/accounts';
import {
  type ApiAnswer,
  analytics,
  callApi,
  hasLoggedInBefore,
  isApiError,
  isDesktopChrome,
  type MutationConfig,
  markLoggedIn,
  recordFailedLogin,
  resetFailedLogins,
  resolveOnboardedAfterLogin,
  STORAGE_ERRORS,
  setSession,
  sleep,
  type User,
} from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { AUTH_ERRORS, failure } from './request';
import { userFromAnswer } from './userFromAnswer';

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
      const answer = await callApi(loginEndpoint, {
        body: { email, password },
        credentials: 'include',
        retries: 0,
        ...(desktopChrome ? { timeoutMs: LOGIN_TIMEOUT_MS } : {}),
      });
      return completeLogin(email, answer);
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

/** The answer's tokens and user (the contract's, which callApi has checked) become the session. */
function completeLogin(email: string, { data }: ApiAnswer<typeof loginEndpoint>): User {
  const { accessToken, refreshToken } = data;
  const normalized = userFromAnswer(data.user);
  if (accessToken === '' || refreshToken === '') throw new Error(AUTH_ERRORS.login);
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

/** Signing in as a mutation (the login form, a standalone remote's shell). */
export function useLogin(config: MutationConfig<LoginCredentials, User> = {}) {
  // login() makes its own attempts (more on desktop Chrome); the mutation adds none.
  return useMutation({ retry: 0, ...config, mutationFn: login });
}
