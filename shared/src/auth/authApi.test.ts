import { HttpResponse, http } from 'msw';
import { analytics } from '../analytics/analytics';
import { configureApiClient } from '../api/apiClient';
import { isReauthenticationRequired } from '../api/apiError';
import { sessionStore } from '../session/sessionStore';
import { DESKTOP_FIREFOX_UA, signIn, TEST_USER, useDesktopChrome, useUserAgent } from '../test/helpers';
import { API, server } from '../test/server';
import {
  changeEmailRequest,
  changePassword,
  confirmEmail,
  forgotPassword,
  getOnboardingStatus,
  getUserProfile,
  login,
  reauthenticate,
  resetPassword,
  signOut,
  signOutEverywhere,
  signup,
  updateEmail,
  updateProfile,
} from './authApi';

const credentials = { email: 'Ana@Example.com', password: 'secret1' };

function loginAnswer(user: Record<string, unknown>) {
  return http.post(`${API}/auth/login`, () =>
    HttpResponse.json({ data: { accessToken: 'access-1', refreshToken: 'refresh-1', user } }),
  );
}

describe('login (spec 4, 7)', () => {
  it('stores the session with the normalised user and resets the failed-login count', async () => {
    sessionStore.setState({ failedLoginCount: 2 });
    server.use(
      loginAnswer({ user_id: 'u1', email: 'ana@example.com', full_name: 'Ana Lima', isOnboarded: true }),
    );
    const user = await login(credentials);
    expect(user).toEqual({ id: 'u1', email: 'ana@example.com', name: 'Ana Lima', isOnboarded: true });
    expect(sessionStore.getState()).toMatchObject({
      isAuthenticated: true,
      accessToken: 'access-1',
      failedLoginCount: 0,
    });
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(localStorage.getItem('gaido_logged_in_ana@example.com')).toBe('true');
  });

  it('posts email and password with credentials included', async () => {
    let init: RequestInit | undefined;
    let body: unknown;
    configureApiClient({
      fetch: async (_url, requestInit) => {
        init = requestInit;
        body = JSON.parse(String(requestInit.body));
        return Response.json({
          data: { accessToken: 'a', refreshToken: 'r', user: { id: 'u', email: 'e' } },
        });
      },
    });
    await login(credentials);
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(body).toEqual({ email: 'Ana@Example.com', password: 'secret1' });
  });

  it('keeps isOnboarded false from the server on a first login on this device', async () => {
    server.use(loginAnswer({ id: 'u1', email: 'ana@example.com', isOnboarded: false }));
    expect((await login(credentials)).isOnboarded).toBe(false);
  });

  it('does not remember a login before the quiz is done, so signing in again still asks for it', async () => {
    server.use(loginAnswer({ id: 'u1', email: 'ana@example.com', isOnboarded: false }));
    await login(credentials);
    expect(localStorage.getItem('gaido_logged_in_ana@example.com')).toBeNull();
    expect((await login(credentials)).isOnboarded).toBe(false);
  });

  it('does not remember a login whose answer says nothing about onboarding', async () => {
    server.use(loginAnswer({ id: 'u1', email: 'ana@example.com' }));
    await login(credentials);
    expect(localStorage.getItem('gaido_logged_in_ana@example.com')).toBeNull();
  });

  it('makes a missing isOnboarded true', async () => {
    server.use(loginAnswer({ id: 'u1', email: 'ana@example.com' }));
    expect((await login(credentials)).isOnboarded).toBe(true);
  });

  it('forces isOnboarded true when this email logged in before on this device', async () => {
    localStorage.setItem('gaido_logged_in_ana@example.com', 'true');
    server.use(loginAnswer({ id: 'u1', email: 'ana@example.com', isOnboarded: false }));
    expect((await login(credentials)).isOnboarded).toBe(true);
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').isOnboarded).toBe(true);
  });

  it('identifies the user for analytics', async () => {
    const identify = vi.spyOn(analytics, 'identify');
    server.use(loginAnswer({ id: 'u1', email: 'ana@example.com' }));
    await login(credentials);
    expect(identify).toHaveBeenCalledWith('u1');
  });

  it('counts a failure and throws the server message', async () => {
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 }),
      ),
    );
    await expect(login(credentials)).rejects.toThrow('Invalid credentials');
    await expect(login(credentials)).rejects.toThrow('Invalid credentials');
    expect(sessionStore.getState()).toMatchObject({ failedLoginCount: 2, isAuthenticated: false });
  });

  it("throws 'Login failed' when the server gives no message", async () => {
    server.use(http.post(`${API}/auth/login`, () => new HttpResponse(null, { status: 500 })));
    await expect(login(credentials)).rejects.toThrow('Login failed');
    expect(sessionStore.getState().failedLoginCount).toBe(1);
  });

  it("throws 'Login failed' when the answer lacks tokens or user", async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ data: { accessToken: 'a' } })));
    await expect(login(credentials)).rejects.toThrow('Login failed');
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('throws the Chrome storage message when the session cannot be stored', async () => {
    server.use(loginAnswer({ id: 'u1', email: 'ana@example.com' }));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    await expect(login(credentials)).rejects.toThrow(
      'Failed to store authentication tokens - Chrome storage issue',
    );
    expect(sessionStore.getState().failedLoginCount).toBe(1);
  });
});

describe('login retry policy (spec 7, 9)', () => {
  function unreachableApi() {
    const attempts: number[] = [];
    const start = Date.now();
    configureApiClient({
      fetch: () => {
        attempts.push(Date.now() - start);
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    return attempts;
  }

  it('tries up to 3 more times on desktop Chrome, waiting 1 s x attempt', async () => {
    useDesktopChrome();
    vi.useFakeTimers();
    const attempts = unreachableApi();
    const result = login(credentials).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toEqual([0, 1000, 3000, 6000]);
    expect((await result).message).toBe('Login failed');
    expect(sessionStore.getState().failedLoginCount).toBe(1);
  });

  it('gives each desktop Chrome attempt 20 s before timing out', async () => {
    useDesktopChrome();
    vi.useFakeTimers();
    const aborts: number[] = [];
    const start = Date.now();
    configureApiClient({
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborts.push(Date.now() - start);
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    });
    const result = login(credentials).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(aborts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(aborts).toEqual([20_000]);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(aborts).toHaveLength(4);
    await result;
  });

  it('does not retry a wrong password on desktop Chrome', async () => {
    useDesktopChrome();
    let calls = 0;
    server.use(
      http.post(`${API}/auth/login`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 });
      }),
    );
    await expect(login(credentials)).rejects.toThrow('Invalid credentials');
    expect(calls).toBe(1);
  });

  it('makes one attempt elsewhere', async () => {
    useUserAgent(DESKTOP_FIREFOX_UA);
    vi.useFakeTimers();
    const attempts = unreachableApi();
    const result = login(credentials).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toEqual([0]);
    expect((await result).message).toBe('Login failed');
  });
});

describe('account calls and their default messages (spec 7, 8)', () => {
  it("signs up with version 'web' and returns data.context.message", async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/signup`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { context: { message: 'Check your inbox' } } }, { status: 201 });
      }),
    );
    await expect(signup({ email: 'a@b.co', password: 'secret1' })).resolves.toEqual({
      message: 'Check your inbox',
    });
    expect(body).toEqual({ email: 'a@b.co', password: 'secret1', version: 'web' });
  });

  it('returns no message when the signup answer has none', async () => {
    server.use(http.post(`${API}/auth/signup`, () => HttpResponse.json({ data: {} })));
    await expect(signup({ email: 'a@b.co', password: 'secret1', version: 'ios' })).resolves.toEqual({});
  });

  type Call = [string, string, () => Promise<unknown>, string];
  const calls: Call[] = [
    ['signup', '/auth/signup', () => signup({ email: 'a@b.co', password: 'secret1' }), 'Registration failed'],
    ['confirmEmail', '/auth/confirm', () => confirmEmail('t'), 'Email verification failed'],
    [
      'forgotPassword',
      '/auth/forgot-password',
      () => forgotPassword('a@b.co'),
      'Password reset request failed',
    ],
    [
      'resetPassword',
      '/auth/reset-password',
      () => resetPassword({ password: 'secret1', token: 't' }),
      'Password reset failed',
    ],
    [
      'changeEmailRequest',
      '/auth/change-email-request',
      () => changeEmailRequest('n@b.co'),
      'Email change request failed',
    ],
    ['updateEmail', '/auth/update-email', () => updateEmail('t'), 'Email update failed'],
    ['changePassword', '/auth/change-password', () => changePassword('secret2'), 'Password change failed'],
  ];

  it.each(calls)('%s throws %4$j when the server gives no message', async (_name, path, call, message) => {
    server.use(http.post(`${API}${path}`, () => new HttpResponse('', { status: 400 })));
    await expect(call()).rejects.toThrow(message);
  });

  it.each(calls)('%s throws the server message when there is one', async (_name, path, call) => {
    server.use(
      http.post(`${API}${path}`, () => HttpResponse.json({ message: 'Token expired' }, { status: 400 })),
    );
    await expect(call()).rejects.toThrow('Token expired');
  });

  it.each([
    ['/auth/confirm', () => confirmEmail('tok'), { token: 'tok' }],
    ['/auth/forgot-password', () => forgotPassword('a@b.co'), { email: 'a@b.co' }],
    [
      '/auth/reset-password',
      () => resetPassword({ password: 'secret1', token: 'tok' }),
      { password: 'secret1', token: 'tok' },
    ],
    ['/auth/update-email', () => updateEmail('tok'), { token: 'tok' }],
  ] as const)('posts %s with its payload', async (path, call, expected) => {
    let body: unknown;
    server.use(
      http.post(`${API}${path}`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: {} });
      }),
    );
    await call();
    expect(body).toEqual(expected);
  });

  it.each([
    ['/auth/change-email-request', () => changeEmailRequest('new@b.co'), { email: 'new@b.co' }],
    ['/auth/change-password', () => changePassword('secret2'), { password: 'secret2' }],
  ] as const)('posts %s with bearer and refresh headers', async (path, call, expected) => {
    signIn();
    let request: Request | undefined;
    let body: unknown;
    server.use(
      http.post(`${API}${path}`, async ({ request: incoming }) => {
        request = incoming;
        body = await incoming.json();
        return HttpResponse.json({ data: {} });
      }),
    );
    await call();
    expect(body).toEqual(expected);
    expect(request?.headers.get('authorization')).toBe('Bearer access-1');
    expect(request?.headers.get('authorization-refresh')).toBe('refresh-1');
  });

  it('updates the stored email after an email update that returns it', async () => {
    signIn();
    server.use(
      http.post(`${API}/auth/update-email`, () =>
        HttpResponse.json({ data: { user: { email: 'new@b.co' } } }),
      ),
    );
    await updateEmail('tok');
    expect(sessionStore.getState().user?.email).toBe('new@b.co');
  });
});

describe('profile (spec 7, 8)', () => {
  it('reads the profile from GET /users/profile', async () => {
    signIn();
    server.use(
      http.get(`${API}/users/profile`, () =>
        HttpResponse.json({ data: { user_id: 'u1', email: 'a@b.co', full_name: 'Ana', isOnboarded: false } }),
      ),
    );
    await expect(getUserProfile()).resolves.toEqual({
      id: 'u1',
      email: 'a@b.co',
      name: 'Ana',
      isOnboarded: false,
    });
  });

  it('tries /users/profile, /users/me, /auth/me and /users/onboarding/status in that order', async () => {
    signIn();
    const tried: string[] = [];
    const failing = (path: string) =>
      http.get(`${API}${path}`, () => {
        tried.push(path);
        return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      });
    server.use(
      failing('/users/profile'),
      failing('/users/me'),
      failing('/auth/me'),
      http.get(`${API}/users/onboarding/status`, () => {
        tried.push('/users/onboarding/status');
        return HttpResponse.json({ data: { isOnboarded: true } });
      }),
    );
    await expect(getUserProfile()).resolves.toEqual({ isOnboarded: true });
    expect(tried).toEqual(['/users/profile', '/users/me', '/auth/me', '/users/onboarding/status']);
  });

  it('fails with the spec message when every endpoint fails', async () => {
    signIn();
    for (const path of ['/users/profile', '/users/me', '/auth/me', '/users/onboarding/status']) {
      server.use(http.get(`${API}${path}`, () => HttpResponse.json({}, { status: 404 })));
    }
    await expect(getUserProfile()).rejects.toThrow('Failed to get user profile from any available endpoint');
  });

  it('reads the onboarding status and only warns when it fails', async () => {
    signIn();
    server.use(
      http.get(`${API}/users/onboarding/status`, () => HttpResponse.json({ data: { isOnboarded: true } })),
    );
    await expect(getOnboardingStatus()).resolves.toBe(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(`${API}/users/onboarding/status`, () => HttpResponse.json({}, { status: 500 })));
    await expect(getOnboardingStatus()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('updates the profile and the stored user follows', async () => {
    signIn();
    let body: unknown;
    server.use(
      http.patch(`${API}/users/profile`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { id: 'user-1', email: 'ana@example.com', name: 'Ana Lima' } });
      }),
    );
    await expect(updateProfile({ name: 'Ana Lima' })).resolves.toMatchObject({
      name: 'Ana Lima',
      isOnboarded: true,
    });
    expect(body).toEqual({ name: 'Ana Lima' });
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').name).toBe('Ana Lima');
  });
});

describe('sign out (spec 4)', () => {
  it('tells the server, then clears tokens, user data and the onboarded flag, and resets analytics', async () => {
    signIn();
    localStorage.setItem('userOnboarded', 'true');
    const reset = vi.spyOn(analytics, 'reset');
    let logoutAuth: string | null = null;
    server.use(
      http.post(`${API}/auth/logout`, ({ request }) => {
        logoutAuth = request.headers.get('authorization');
        return HttpResponse.json({ data: {} });
      }),
    );
    await signOut();
    expect(logoutAuth).toBe('Bearer access-1');
    expect(sessionStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('userOnboarded')).toBeNull();
    expect(reset).toHaveBeenCalled();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    signIn();
    server.use(http.post(`${API}/auth/logout`, () => HttpResponse.error()));
    await signOut();
    expect(sessionStore.getState().user).toBeNull();
    expect(TEST_USER.email).toBe('ana@example.com');
  });
});

describe('recent authentication for account changes', () => {
  it('keeps the session when a change is answered 428, and says the password is wanted again', async () => {
    signIn();
    server.use(
      http.post(`${API}/auth/change-password`, () =>
        HttpResponse.json(
          {
            message: 'For your security, please enter your password again to continue.',
            code: 'reauthentication_required',
          },
          { status: 428 },
        ),
      ),
    );
    const failure = await changePassword('new-password-1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(
      'For your security, please enter your password again to continue.',
    );
    expect(isReauthenticationRequired(failure)).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, accessToken: 'access-1' });
  });

  it('confirms the password and continues with the tokens of the new session', async () => {
    signIn();
    let sent: unknown;
    server.use(
      http.post(`${API}/auth/reauthenticate`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            data: {
              accessToken: 'access-2',
              refreshToken: 'refresh-2',
              context: { message: 'Password confirmed.' },
            },
          },
          { headers: { 'X-Access-Token': 'access-2', 'X-Refresh-Token': 'refresh-2' } },
        );
      }),
    );
    await reauthenticate('my-password');
    expect(sent).toEqual({ password: 'my-password' });
    expect(sessionStore.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(isReauthenticationRequired(new Error('other'))).toBe(false);
  });
});

describe('sign out everywhere', () => {
  it('ends every session on the server, then signs out here', async () => {
    signIn();
    let called = false;
    server.use(
      http.post(`${API}/auth/logout-all`, () => {
        called = true;
        return HttpResponse.json({ data: { context: { message: 'Signed out on every device.' } } });
      }),
    );
    await signOutEverywhere();
    expect(called).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });

  it('keeps this session and throws when the server could not be told', async () => {
    signIn();
    server.use(
      http.post(`${API}/auth/logout-all`, () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
    await expect(signOutEverywhere()).rejects.toThrow('Down');
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });
});
