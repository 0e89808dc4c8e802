import * as accounts from '@gaido/contracts/accounts';
import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { analytics } from '../../analytics/analytics';
import { configureApiClient } from '../../api/apiClient';
import { sessionStore } from '../../session/sessionStore';
import { DESKTOP_FIREFOX_UA, setViewportWidth, useDesktopChrome, useUserAgent } from '../../test/helpers';
import { expectFailedWithoutRetry, failingPost, renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { anAnswer, aUser } from '../../testing/fixtures';
import { login, useLogin } from './login';

const credentials = { email: 'Ana@Example.com', password: 'secret1' };

/** The answer of a sign-in as the contract describes it: both tokens and the user (ana@example.com, `changes` on top). */
function signedIn(changes: Parameters<typeof aUser>[0] = {}) {
  return anAnswer(accounts.login, 200, {
    data: {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expiresIn: 900,
      user: aUser({ id: 'u1', email: 'ana@example.com', ...changes }),
    },
  });
}

function loginAnswer(changes: Parameters<typeof aUser>[0] = {}) {
  return http.post(`${API}/auth/login`, () => HttpResponse.json(signedIn(changes)));
}

describe('login (spec 4, 7)', () => {
  it("stores the session with the answer's user and resets the failed-login count", async () => {
    sessionStore.setState({ failedLoginCount: 2 });
    server.use(loginAnswer({ name: 'Ana Lima', isOnboarded: true }));
    const user = await login(credentials);
    expect(user).toEqual(aUser({ id: 'u1', email: 'ana@example.com', name: 'Ana Lima', isOnboarded: true }));
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
        return Response.json(signedIn());
      },
    });
    await login(credentials);
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(body).toEqual({ email: 'Ana@Example.com', password: 'secret1' });
  });

  it('keeps isOnboarded false from the server on a first login on this device', async () => {
    server.use(loginAnswer({ isOnboarded: false }));
    expect((await login(credentials)).isOnboarded).toBe(false);
  });

  it('keeps a user without a name without one', async () => {
    server.use(loginAnswer({ name: null }));
    const user = await login(credentials);
    expect(user).not.toHaveProperty('name');
    expect(user).toMatchObject({ id: 'u1', email: 'ana@example.com' });
  });

  it('does not sign in with a user named as another API might name it (user_id, full_name)', async () => {
    const { id: _id, name: _name, ...rest } = aUser({ email: 'ana@example.com' });
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({
          data: {
            accessToken: 'a',
            refreshToken: 'r',
            expiresIn: 900,
            user: { ...rest, user_id: 'u1', full_name: 'Ana' },
          },
        }),
      ),
    );
    await expect(login(credentials)).rejects.toThrow('Login failed');
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('does not remember a login before the quiz is done, so signing in again still asks for it', async () => {
    server.use(loginAnswer({ isOnboarded: false }));
    await login(credentials);
    expect(localStorage.getItem('gaido_logged_in_ana@example.com')).toBeNull();
    expect((await login(credentials)).isOnboarded).toBe(false);
  });

  it('forces isOnboarded true when this email logged in before on this device', async () => {
    localStorage.setItem('gaido_logged_in_ana@example.com', 'true');
    server.use(loginAnswer({ isOnboarded: false }));
    expect((await login(credentials)).isOnboarded).toBe(true);
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').isOnboarded).toBe(true);
  });

  it('identifies the user for analytics', async () => {
    const identify = vi.spyOn(analytics, 'identify');
    server.use(loginAnswer());
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
    server.use(loginAnswer());
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

  it('does not retry a server error on desktop Chrome: the server answered', async () => {
    useDesktopChrome();
    let calls = 0;
    server.use(
      http.post(`${API}/auth/login`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
      }),
    );
    await expect(login(credentials)).rejects.toThrow('Service unavailable');
    expect(calls).toBe(1);
  });

  it('makes one attempt on Chrome in a window narrower than 1024 px', async () => {
    useDesktopChrome();
    setViewportWidth(1023);
    vi.useFakeTimers();
    const attempts = unreachableApi();
    const result = login(credentials).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toEqual([0]);
    await result;
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

describe('useLogin', () => {
  it('signs in through a mutation: the shared session holds the user', async () => {
    useUserAgent(DESKTOP_FIREFOX_UA);
    server.use(loginAnswer({ isOnboarded: true }));
    const { result } = renderQueryHook(() => useLogin());
    await act(() => result.current.mutateAsync(credentials));
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, user: { id: 'u1' } });
  });

  it('adds no attempt of its own to a refused sign-in', async () => {
    useUserAgent(DESKTOP_FIREFOX_UA);
    const { calls } = failingPost('/auth/login');
    const { result } = renderQueryHook(() => useLogin());
    act(() => result.current.mutate(credentials));
    await expectFailedWithoutRetry(result, calls, 'Something broke');
  });
});
