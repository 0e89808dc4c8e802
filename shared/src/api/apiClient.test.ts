import { delay, HttpResponse, http } from 'msw';
import { sessionStore } from '../session/sessionStore';
import {
  createIndexedDbTokenRotations,
  nextRotationRecord,
  successorIn,
  type TokenRotations,
} from '../session/tokenRotations';
import { fakeIndexedDb } from '../test/fakeIndexedDb';
import { ANDROID_CHROME_UA, signIn, TEST_USER, useDesktopChrome, useUserAgent } from '../test/helpers';
import { API, server } from '../test/server';
import { apiFetch, buildApiUrl, configureApiClient, refreshSession, retryDelayMs } from './apiClient';
import { ApiError, getServerMessage } from './apiError';
import { connectionStore } from './connection';

// These tests exercise the transport under callApi with paths of their own: the body as callApi
// receives it (whole, or unwrapped from its `data` wrapper).
async function apiRequestRaw(path: string, options: Parameters<typeof apiFetch>[1] = {}) {
  return (await apiFetch(path, options)).body;
}
async function apiRequest(path: string, options: Parameters<typeof apiFetch>[1] = {}) {
  const body = await apiRequestRaw(path, options);
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
}

function caught(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );
}

describe('apiRequest basics (spec 7)', () => {
  it('calls the configured API base with a JSON content type and unwraps data', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${API}/cities`, ({ request }) => {
        seen = request;
        return HttpResponse.json({
          data: [{ id: 'c1' }],
          meta: { currentPage: 1, totalPages: 1, totalRecords: 1 },
        });
      }),
    );
    await expect(apiRequest('/cities')).resolves.toEqual([{ id: 'c1' }]);
    expect(seen?.headers.get('content-type')).toBe('application/json');
    // The API writes it on the request's log lines.
    expect(seen?.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Browsers set Origin themselves; the client never fakes it.
    expect(seen?.headers.get('origin')).toBeNull();
  });

  it('returns the whole body, meta included, from apiRequestRaw', async () => {
    const body = { data: [1, 2], meta: { currentPage: 1, totalPages: 3, totalRecords: 5 } };
    server.use(http.get(`${API}/gems/`, () => HttpResponse.json(body)));
    await expect(apiRequestRaw('/gems/')).resolves.toEqual(body);
  });

  it('returns a body without a data wrapper as it is', async () => {
    server.use(http.get(`${API}/health`, () => HttpResponse.json({ ok: true })));
    await expect(apiRequest('/health')).resolves.toEqual({ ok: true });
  });

  it('adds query parameters and skips the undefined ones', () => {
    expect(buildApiUrl('/gems/', { cityId: 'c1', page: 2, sort: undefined, order: 'ASC' })).toBe(
      'http://localhost:4000/api/v1/gems/?cityId=c1&page=2&order=ASC',
    );
  });

  it('sends a JSON body', async () => {
    server.use(
      http.post(`${API}/echo`, async ({ request }) => HttpResponse.json({ data: await request.json() })),
    );
    await expect(apiRequest('/echo', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ a: 1 });
  });

  it('reads an empty answer as null', async () => {
    server.use(http.delete(`${API}/thing`, () => new HttpResponse(null, { status: 204 })));
    await expect(apiRequest('/thing', { method: 'DELETE' })).resolves.toBeNull();
  });
});

describe('authenticated calls (spec 6)', () => {
  it('send the bearer access token and the refresh token in Authorization-Refresh', async () => {
    signIn();
    let headers: Headers | undefined;
    server.use(
      http.get(`${API}/users/profile`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ data: {} });
      }),
    );
    await apiRequest('/users/profile', { auth: true });
    expect(headers?.get('authorization')).toBe('Bearer access-1');
    expect(headers?.get('authorization-refresh')).toBe('refresh-1');
  });

  it('do not send tokens when auth is not asked for', async () => {
    signIn();
    let headers: Headers | undefined;
    server.use(
      http.get(`${API}/gems/1`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ data: {} });
      }),
    );
    await apiRequest('/gems/1');
    expect(headers?.get('authorization')).toBeNull();
  });
});

describe('token updates (spec 4 Tokens)', () => {
  it('takes new tokens from the X-Access-Token and X-Refresh-Token headers', async () => {
    signIn();
    server.use(
      http.get(`${API}/users/me`, () =>
        HttpResponse.json(
          { data: {} },
          { headers: { 'X-Access-Token': 'access-h', 'X-Refresh-Token': 'refresh-h' } },
        ),
      ),
    );
    await apiRequest('/users/me', { auth: true });
    expect(sessionStore.getState()).toMatchObject({ accessToken: 'access-h', refreshToken: 'refresh-h' });
    expect(localStorage.getItem('access_token')).toBe('access-h');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-h');
  });

  it('takes new tokens from the response body', async () => {
    signIn();
    server.use(
      http.post(`${API}/auth/change-password`, () =>
        HttpResponse.json({ data: { accessToken: 'access-b', refreshToken: 'refresh-b' } }),
      ),
    );
    await apiRequest('/auth/change-password', { method: 'POST', auth: true, body: { password: 'secret1' } });
    expect(sessionStore.getState()).toMatchObject({ accessToken: 'access-b', refreshToken: 'refresh-b' });
  });

  it('keeps the refresh token when only an access token comes back', async () => {
    signIn();
    server.use(
      http.get(`${API}/users/me`, () => HttpResponse.json({}, { headers: { 'X-Access-Token': 'access-h' } })),
    );
    await apiRequest('/users/me', { auth: true });
    expect(sessionStore.getState()).toMatchObject({ accessToken: 'access-h', refreshToken: 'refresh-1' });
  });
});

/** A protected endpoint that accepts only `validToken`. */
function protectedEndpoint(validToken: string) {
  return http.get(`${API}/gems/fav/folders`, ({ request }) =>
    request.headers.get('authorization') === `Bearer ${validToken}`
      ? HttpResponse.json({ data: ['ok'] })
      : HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
  );
}

/** One exclusive Web Lock manager for "all tabs" (jsdom has none): requests run in order. */
function installWebLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  const locks = {
    request<T>(_name: string, task: () => Promise<T>): Promise<T> {
      const turn = queue.then(task);
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });
  return locks;
}

/** The rotation record every tab shares (IndexedDB in the browser), kept in memory. */
function sharedRotations(): TokenRotations {
  let record: unknown = null;
  return {
    successorOf: async (refreshToken) => successorIn(record, refreshToken),
    record: async (presented, next) => {
      record = nextRotationRecord(record, presented, next);
    },
    forget: async () => {
      record = null;
    },
  };
}

/** The protected endpoint, and a refresh to access-2/refresh-2 that answers when the test says so. */
function refreshAnsweredOnCue() {
  let refreshArrived!: () => void;
  const refreshing = new Promise<void>((resolve) => {
    refreshArrived = resolve;
  });
  let answerRefresh!: () => void;
  const answer = new Promise<void>((resolve) => {
    answerRefresh = resolve;
  });
  server.use(
    protectedEndpoint('access-2'),
    http.post(`${API}/auth/refresh`, async () => {
      refreshArrived();
      await answer;
      return HttpResponse.json({ data: { accessToken: 'access-2', refreshToken: 'refresh-2' } });
    }),
  );
  return { refreshing, answerRefresh };
}

describe('refresh on 401 (spec 4, 7)', () => {
  it('refreshes once with the refresh token in Authorization-Refresh, then retries with the new token', async () => {
    signIn();
    const refreshHeaders: Array<string | null> = [];
    server.use(
      protectedEndpoint('access-2'),
      http.post(`${API}/auth/refresh`, ({ request }) => {
        refreshHeaders.push(request.headers.get('authorization-refresh'));
        return HttpResponse.json({ data: { accessToken: 'access-2', refreshToken: 'refresh-2' } });
      }),
    );
    await expect(apiRequest('/gems/fav/folders', { auth: true })).resolves.toEqual(['ok']);
    expect(refreshHeaders).toEqual(['refresh-1']);
    expect(sessionStore.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('accepts the new access token at the root of the refresh response, keeping the refresh token', async () => {
    signIn();
    server.use(
      protectedEndpoint('access-2'),
      http.post(`${API}/auth/refresh`, () => HttpResponse.json({ accessToken: 'access-2' })),
    );
    await expect(apiRequest('/gems/fav/folders', { auth: true })).resolves.toEqual(['ok']);
    expect(sessionStore.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-1' });
  });

  it('shares one refresh between five concurrent 401s', async () => {
    signIn();
    let refreshes = 0;
    server.use(
      protectedEndpoint('access-2'),
      http.post(`${API}/auth/refresh`, async () => {
        refreshes += 1;
        await delay(20);
        return HttpResponse.json({ data: { accessToken: 'access-2', refreshToken: 'refresh-2' } });
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 5 }, () => apiRequest('/gems/fav/folders', { auth: true })),
    );
    expect(results).toEqual(Array.from({ length: 5 }, () => ['ok']));
    expect(refreshes).toBe(1);
  });

  it('does not refresh again for a 401 that arrives after the tokens were already refreshed', async () => {
    signIn();
    let refreshes = 0;
    let slowCalls = 0;
    server.use(
      http.get(`${API}/slow`, async ({ request }) => {
        slowCalls += 1;
        if (request.headers.get('authorization') === 'Bearer access-2')
          return HttpResponse.json({ data: 'slow ok' });
        await delay(50);
        return HttpResponse.json({}, { status: 401 });
      }),
      protectedEndpoint('access-2'),
      http.post(`${API}/auth/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ data: { accessToken: `access-${refreshes + 1}` } });
      }),
    );
    const slow = apiRequest('/slow', { auth: true });
    await apiRequest('/gems/fav/folders', { auth: true });
    await expect(slow).resolves.toBe('slow ok');
    expect(refreshes).toBe(1);
    expect(slowCalls).toBe(2);
  });

  it('treats a refresh response without accessToken as a failed refresh and ends the session', async () => {
    signIn();
    server.use(
      protectedEndpoint('never'),
      http.post(`${API}/auth/refresh`, () => HttpResponse.json({ data: { refreshToken: 'refresh-2' } })),
    );
    const error = await caught(apiRequest('/gems/fav/folders', { auth: true }));
    expect(error.status).toBe(401);
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: false, user: null, accessToken: null });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('clears both tokens and the user data when the retry after a refresh is still 401', async () => {
    signIn();
    let calls = 0;
    server.use(
      http.get(`${API}/gems/fav/folders`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'nope' }, { status: 401 });
      }),
      http.post(`${API}/auth/refresh`, () => HttpResponse.json({ data: { accessToken: 'access-2' } })),
    );
    const error = await caught(apiRequest('/gems/fav/folders', { auth: true }));
    expect(error.status).toBe(401);
    expect(calls).toBe(2);
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('ends the session when the refresh itself is refused', async () => {
    signIn();
    server.use(
      protectedEndpoint('never'),
      http.post(`${API}/auth/refresh`, () => HttpResponse.json({ message: 'revoked' }, { status: 401 })),
    );
    await caught(apiRequest('/gems/fav/folders', { auth: true }));
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('clears the session on a 403 without trying to refresh', async () => {
    signIn();
    let refreshed = false;
    server.use(
      http.get(`${API}/bookings`, () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
      http.post(`${API}/auth/refresh`, () => {
        refreshed = true;
        return HttpResponse.json({ data: { accessToken: 'x' } });
      }),
    );
    const error = await caught(apiRequest('/bookings', { auth: true }));
    expect(error.status).toBe(403);
    expect(refreshed).toBe(false);
    expect(sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('leaves the session alone when a call without auth gets a 401 (e.g. a wrong password)', async () => {
    signIn();
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 }),
      ),
    );
    await caught(apiRequest('/auth/login', { method: 'POST', body: {} }));
    expect(sessionStore.getState().user).toEqual(TEST_USER);
  });

  it('adopts tokens another tab refreshed instead of refreshing with a rotated token', async () => {
    signIn();
    let refreshes = 0;
    server.use(
      protectedEndpoint('access-from-tab'),
      http.post(`${API}/auth/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({}, { status: 401 });
      }),
    );
    // Another tab already rotated the tokens in localStorage; this tab's store still has the old ones.
    localStorage.setItem('access_token', 'access-from-tab');
    localStorage.setItem('refresh_token', 'refresh-from-tab');
    await expect(apiRequest('/gems/fav/folders', { auth: true })).resolves.toEqual(['ok']);
    expect(refreshes).toBe(0);
    expect(sessionStore.getState().refreshToken).toBe('refresh-from-tab');
  });

  it('adopting an access token another tab stored never writes back the refresh token this tab holds', async () => {
    signIn();
    server.use(protectedEndpoint('access-2'));
    // Half of the other tab's refresh has reached this tab's localStorage: the new access token, not
    // yet its new refresh token. Writing refresh-1 back would undo that rotation for every tab.
    localStorage.setItem('access_token', 'access-2');
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    await expect(apiRequest('/gems/fav/folders', { auth: true })).resolves.toEqual(['ok']);
    expect(writes.mock.calls.filter(([key]) => key === 'refresh_token')).toEqual([]);
    expect(sessionStore.getState().accessToken).toBe('access-2');
  });

  it('does not present a refresh token another tab rotated while this tab’s localStorage still shows it', async () => {
    // Chromium brings another tab's localStorage writes into this tab asynchronously, on another
    // channel than Web Lock grants: here the other tab refreshes under the lock and lets it go, and
    // this tab, granted the lock next, still reads the old tokens from its localStorage.
    signIn();
    const locks = installWebLocks();
    const rotations = sharedRotations();
    configureApiClient({ rotations });
    const presented: Array<string | null> = [];
    let answeredExpired!: () => void;
    const expiredAnswered = new Promise<void>((resolve) => {
      answeredExpired = resolve;
    });
    server.use(
      http.get(`${API}/gems/fav/folders`, ({ request }) => {
        if (request.headers.get('authorization') === 'Bearer access-2')
          return HttpResponse.json({ data: ['ok'] });
        answeredExpired();
        return HttpResponse.json({ message: 'Token expired' }, { status: 401 });
      }),
      // The API rotates refresh tokens and revokes the session when a rotated one comes back.
      http.post(`${API}/auth/refresh`, ({ request }) => {
        presented.push(request.headers.get('authorization-refresh'));
        return presented.length === 1 && presented[0] === 'refresh-1'
          ? HttpResponse.json({ data: { accessToken: 'access-2', refreshToken: 'refresh-2' } })
          : HttpResponse.json({ message: 'Refresh token reused: session revoked' }, { status: 401 });
      }),
    );

    let otherTabMayRefresh!: () => void;
    const otherTabTurn = new Promise<void>((resolve) => {
      otherTabMayRefresh = resolve;
    });
    const otherTab = locks.request('gaido-token-refresh', async () => {
      await otherTabTurn;
      const response = await fetch(`${API}/auth/refresh`, {
        method: 'POST',
        headers: { 'Authorization-Refresh': 'refresh-1' },
      });
      const { data } = (await response.json()) as { data: { accessToken: string; refreshToken: string } };
      await rotations.record('refresh-1', data);
      // Its localStorage writes have not reached this tab's copy when the lock goes to this tab.
    });
    const call = apiRequest('/gems/fav/folders', { auth: true });
    await expiredAnswered; // this tab's call got its 401 while the other tab holds the lock
    otherTabMayRefresh();
    await otherTab;

    await expect(call).resolves.toEqual(['ok']);
    expect(presented).toEqual(['refresh-1']);
    expect(sessionStore.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('refreshes under the lock when no tab rotated the token, and records the rotation before letting go', async () => {
    signIn();
    const locks = installWebLocks();
    const rotations = sharedRotations();
    configureApiClient({ rotations });
    const { refreshing, answerRefresh } = refreshAnsweredOnCue();
    const call = apiRequest('/gems/fav/folders', { auth: true });
    await refreshing;
    // Another tab queues for the lock while this one refreshes; when its turn comes it must read the rotation.
    const nextTab = locks.request('gaido-token-refresh', () => rotations.successorOf('refresh-1'));
    answerRefresh();
    await expect(call).resolves.toEqual(['ok']);
    await expect(nextTab).resolves.toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('refreshes when IndexedDB never answers, falling back to what localStorage says', async () => {
    // Safari 14's first indexedDB.open(), or Chrome's stuck backend: under the lock, every tab's
    // refresh would wait for it forever.
    signIn();
    installWebLocks();
    configureApiClient({
      rotations: createIndexedDbTokenRotations({
        indexedDb: () => fakeIndexedDb({ open: 'never answers' }).factory,
        timeoutMs: 50,
      }),
    });
    let refreshes = 0;
    server.use(
      protectedEndpoint('access-2'),
      http.post(`${API}/auth/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ data: { accessToken: 'access-2', refreshToken: 'refresh-2' } });
      }),
    );
    await expect(apiRequest('/gems/fav/folders', { auth: true })).resolves.toEqual(['ok']);
    expect(refreshes).toBe(1);
    expect(sessionStore.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('keeps no tokens of a user who signed out in another tab while this tab was refreshing', async () => {
    signIn();
    installWebLocks();
    const rotations = sharedRotations();
    configureApiClient({ rotations });
    const { refreshing, answerRefresh } = refreshAnsweredOnCue();
    const call = apiRequest('/gems/fav/folders', { auth: true });
    await refreshing;
    // The other tab signs out: its storage event has not reached this tab yet, and the removal of the
    // record it started has already run.
    localStorage.clear();
    await rotations.forget();
    answerRefresh();

    expect((await caught(call)).status).toBe(401);
    await expect(rotations.successorOf('refresh-1')).resolves.toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null });
  });

  it('follows the user another tab signed in as, without presenting their tokens for this tab’s request', async () => {
    signIn();
    const otherUser = { id: 'user-2', email: 'bo@example.com', name: 'Bo', isOnboarded: true };
    // Another tab signed in as Bo; this tab, still showing Ana, has not had the storage event yet.
    localStorage.setItem('access_token', 'access-bo');
    localStorage.setItem('refresh_token', 'refresh-bo');
    localStorage.setItem('userData', JSON.stringify(otherUser));
    const presented: Array<string | null> = [];
    let refreshes = 0;
    server.use(
      http.get(`${API}/gems/fav/folders`, ({ request }) => {
        presented.push(request.headers.get('authorization'));
        return request.headers.get('authorization') === 'Bearer access-bo'
          ? HttpResponse.json({ data: ['bo’s folders'] })
          : HttpResponse.json({ message: 'Token expired' }, { status: 401 });
      }),
      http.post(`${API}/auth/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ message: 'revoked' }, { status: 401 });
      }),
    );

    expect((await caught(apiRequest('/gems/fav/folders', { auth: true }))).status).toBe(401);
    // Ana's request never ran as Bo, and Bo's session is kept, in this tab and for every tab.
    expect(presented).toEqual(['Bearer access-1']);
    expect(refreshes).toBe(0);
    expect(sessionStore.getState()).toMatchObject({
      user: otherUser,
      accessToken: 'access-bo',
      refreshToken: 'refresh-bo',
      isAuthenticated: true,
    });
    expect(localStorage.getItem('refresh_token')).toBe('refresh-bo');
    expect(localStorage.getItem('userData')).toBe(JSON.stringify(otherUser));
  });

  it('reports false from refreshSession when there is no refresh token', async () => {
    await expect(refreshSession()).resolves.toBe(false);
  });
});

describe('errors (spec 8)', () => {
  it('reads "API Error: {status} {statusText} - {body}" for a non-OK response', async () => {
    server.use(
      http.get(`${API}/gems/x`, () => HttpResponse.json({ message: 'Gem not found' }, { status: 404 })),
    );
    const error = await caught(apiRequest('/gems/x'));
    expect(error.message).toBe('API Error: 404 Not Found - {"message":"Gem not found"}');
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ message: 'Gem not found' });
    expect(getServerMessage(error, 'fallback')).toBe('Gem not found');
  });

  it('fills the reason phrase when the response has none (HTTP/2)', async () => {
    server.use(
      http.get(`${API}/teapot`, () => new HttpResponse('slow down', { status: 429, statusText: '' })),
    );
    const error = await caught(apiRequest('/teapot'));
    expect(error.message).toBe('API Error: 429 Too Many Requests - slow down');
    expect(error.body).toBe('slow down');
  });

  it.each([
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
    [504, 'unknown'],
    [400, 'unknown'],
    [404, 'unknown'],
    [429, 'unknown'],
  ] as const)('categorises status %i as %s', async (status, category) => {
    server.use(http.get(`${API}/status`, () => HttpResponse.json({}, { status })));
    expect((await caught(apiRequest('/status'))).category).toBe(category);
  });

  it('categorises a failed connection as network', async () => {
    server.use(http.get(`${API}/down`, () => HttpResponse.error()));
    const error = await caught(apiRequest('/down', { retries: 0 }));
    expect(error).toMatchObject({ category: 'network', status: 0 });
  });

  it('categorises a CORS refusal as cors', async () => {
    configureApiClient({
      fetch: () => Promise.reject(new TypeError('CORS policy: No Access-Control-Allow-Origin header')),
    });
    expect((await caught(apiRequest('/cities', { retries: 0 }))).category).toBe('cors');
  });

  it('categorises a request past its timeout as timeout', async () => {
    server.use(
      http.get(`${API}/hang`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await caught(apiRequest('/hang', { timeoutMs: 30 }));
    expect(error).toMatchObject({ category: 'timeout', status: 0 });
  });

  it('falls back to the given message when the body has none', () => {
    const error = new ApiError('x', {
      status: 500,
      statusText: '',
      category: 'server',
      body: 'oops',
      url: '',
      method: 'GET',
    });
    expect(getServerMessage(error, 'Login failed')).toBe('Login failed');
    expect(getServerMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
  });

  it('passes a caller abort through without retrying or counting it as a failure', async () => {
    server.use(
      http.get(`${API}/hang`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const request = apiRequest('/hang', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    expect(connectionStore.getState().consecutiveFailures).toBe(0);
  });
});

describe('network retries and connection health (spec 9)', () => {
  it('waits 1, 2, 4 s between retries and caps the delay at 8 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('retries a network failure after 1 s, 2 s and 4 s, then gives up', async () => {
    vi.useFakeTimers();
    const attempts: number[] = [];
    const start = Date.now();
    configureApiClient({
      fetch: () => {
        attempts.push(Date.now() - start);
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    const request = caught(apiRequest('/cities'));
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(attempts).toEqual([0, 1000, 3000]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(attempts).toEqual([0, 1000, 3000, 7000]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toHaveLength(4);
    expect((await request).category).toBe('network');
  });

  it('sends one request id for a call and its retries, and another for the next call', async () => {
    vi.useFakeTimers();
    const ids: (string | null)[] = [];
    let calls = 0;
    configureApiClient({
      fetch: (_url, init) => {
        calls += 1;
        ids.push(new Headers(init.headers).get('X-Request-Id'));
        return calls < 3
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(Response.json({ data: 'up' }));
      },
    });
    const request = apiRequest('/cities');
    await vi.advanceTimersByTimeAsync(3000);
    await request;
    await apiRequest('/cities');
    expect(ids).toHaveLength(4);
    expect(new Set(ids.slice(0, 3)).size).toBe(1);
    expect(ids[3]).not.toBe(ids[0]);
    expect(ids[0]).toBeTruthy();
  });

  it('caps the wait at 8 s when more retries are asked for', async () => {
    vi.useFakeTimers();
    const attempts: number[] = [];
    const start = Date.now();
    configureApiClient({
      fetch: () => {
        attempts.push(Date.now() - start);
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    const request = caught(apiRequest('/cities', { retries: 5 }));
    await vi.advanceTimersByTimeAsync(40_000);
    await request;
    const gaps = attempts.slice(1).map((at, i) => at - (attempts[i] ?? 0));
    expect(gaps).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('succeeds when the network comes back during the retries', async () => {
    vi.useFakeTimers();
    let calls = 0;
    configureApiClient({
      fetch: () => {
        calls += 1;
        return calls < 3
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(Response.json({ data: 'up' }));
      },
    });
    const request = apiRequest('/cities');
    await vi.advanceTimersByTimeAsync(3000);
    await expect(request).resolves.toBe('up');
    expect(connectionStore.getState()).toMatchObject({ isHealthy: true, consecutiveFailures: 0 });
  });

  it('does not retry an error status', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/boom`, () => {
        calls += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    await caught(apiRequest('/boom'));
    expect(calls).toBe(1);
  });

  it('marks the connection unhealthy after 3 consecutive failures and healthy again on an answer', async () => {
    server.use(http.get(`${API}/down`, () => HttpResponse.error()));
    await caught(apiRequest('/down', { retries: 0 }));
    await caught(apiRequest('/down', { retries: 0 }));
    expect(connectionStore.getState()).toMatchObject({ isHealthy: true, consecutiveFailures: 2 });
    await caught(apiRequest('/down', { retries: 0 }));
    expect(connectionStore.getState()).toMatchObject({
      isHealthy: false,
      consecutiveFailures: 3,
      lastFailureCategory: 'network',
    });
    server.use(http.get(`${API}/cities`, () => HttpResponse.json({ data: [] })));
    await expect(apiRequest('/cities', { retries: 0 })).resolves.toBeDefined();
    expect(connectionStore.getState()).toMatchObject({ isHealthy: true, consecutiveFailures: 0 });
  });
});

describe('desktop Chrome (spec 7)', () => {
  it('sends X-Browser-Version and times requests out after 15 s', async () => {
    useDesktopChrome();
    vi.useFakeTimers();
    let headers: Headers | undefined;
    configureApiClient({
      fetch: (_url, init) => {
        headers = new Headers(init.headers);
        return new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      },
    });
    const request = caught(apiRequest('/cities'));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(headers?.get('x-browser-version')).toBe('126.0.6478.126');
    await vi.advanceTimersByTimeAsync(1);
    expect((await request).category).toBe('timeout');
  });

  it('sets no timeout and no browser header elsewhere', async () => {
    useUserAgent(ANDROID_CHROME_UA);
    vi.useFakeTimers();
    let headers: Headers | undefined;
    let aborted = false;
    configureApiClient({
      fetch: (_url, init) => {
        headers = new Headers(init.headers);
        init.signal?.addEventListener('abort', () => {
          aborted = true;
        });
        return new Promise(() => {});
      },
    });
    void apiFetch('/cities').catch(() => {});
    await vi.advanceTimersByTimeAsync(120_000);
    expect(aborted).toBe(false);
    expect(headers?.get('x-browser-version')).toBeNull();
  });

  it('counts a Chrome window under 1024 px as not desktop', async () => {
    useDesktopChrome();
    Object.defineProperty(window, 'innerWidth', { value: 1023, configurable: true, writable: true });
    let headers: Headers | undefined;
    server.use(
      http.get(`${API}/cities`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ data: [] });
      }),
    );
    await apiRequest('/cities');
    expect(headers?.get('x-browser-version')).toBeNull();
  });
});
