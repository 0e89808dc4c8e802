import { act, renderHook } from '@testing-library/react';
import { GAIDO_EVENTS, onGaidoEvent } from '../events/gaidoEvents';
import { TEST_USER } from '../test/helpers';
import { loggedInFlagKey } from './keys';
import { normalizeUser } from './normalizeUser';
import { REFRESH_LOCK } from './refreshLock';
import {
  clearSession,
  hasLoggedInBefore,
  markLoggedIn,
  recordFailedLogin,
  resetFailedLogins,
  resolveOnboardedAfterLogin,
  restoreSession,
  STORAGE_ERRORS,
  sessionStore,
  setSession,
  updateTokens,
  updateUser,
  useSession,
} from './sessionStore';
import { indexedDbTokenRotations } from './tokenRotations';

function storeThreeKeys(user: unknown = TEST_USER) {
  localStorage.setItem('access_token', 'a');
  localStorage.setItem('refresh_token', 'r');
  localStorage.setItem('userData', JSON.stringify(user));
}

describe('normalizeUser (spec 3)', () => {
  it('reads the id from id or user_id and the name from name or full_name', () => {
    expect(normalizeUser({ user_id: 'u1', email: 'a@b.co', full_name: 'Ana Lima' })).toEqual({
      id: 'u1',
      email: 'a@b.co',
      name: 'Ana Lima',
    });
    expect(
      normalizeUser({ id: 'u2', user_id: 'ignored', email: 'a@b.co', name: 'Ana', full_name: 'x' }),
    ).toMatchObject({
      id: 'u2',
      name: 'Ana',
    });
  });

  it('turns numeric ids into strings', () => {
    expect(normalizeUser({ id: 42, email: 'a@b.co' })?.id).toBe('42');
  });

  it('keeps isOnboarded only when it is a boolean', () => {
    expect(normalizeUser({ id: 'u', email: 'e', isOnboarded: false })?.isOnboarded).toBe(false);
    expect(normalizeUser({ id: 'u', email: 'e', isOnboarded: true })?.isOnboarded).toBe(true);
    expect(normalizeUser({ id: 'u', email: 'e', isOnboarded: 'yes' })).not.toHaveProperty('isOnboarded');
    expect(normalizeUser({ id: 'u', email: 'e' })).not.toHaveProperty('isOnboarded');
  });

  it('keeps user_metadata and other profile fields', () => {
    expect(
      normalizeUser({ id: 'u', email: 'e', user_metadata: { avatar: 'a.png' }, preferredCity: 'Lisbon' }),
    ).toEqual({
      id: 'u',
      email: 'e',
      user_metadata: { avatar: 'a.png' },
      preferredCity: 'Lisbon',
    });
  });

  it.each([null, undefined, 'user', 42, [], {}, { email: 'no-id@example.com' }, { id: '' }])(
    'gives null for %j, which has no usable id',
    (raw) => {
      expect(normalizeUser(raw)).toBeNull();
    },
  );
});

describe('the stored session (spec 3, 4)', () => {
  it('restores a session when access token, refresh token and user data are all present', () => {
    storeThreeKeys({ user_id: 'u9', email: 'x@y.z', full_name: 'X' });
    const state = restoreSession();
    expect(state).toMatchObject({
      isAuthenticated: true,
      accessToken: 'a',
      refreshToken: 'r',
      user: { id: 'u9', name: 'X' },
    });
  });

  it.each(['access_token', 'refresh_token', 'userData'])(
    'has no session when %s is missing, and removes the rest',
    (missing) => {
      storeThreeKeys();
      localStorage.removeItem(missing);
      expect(restoreSession()).toMatchObject({ isAuthenticated: false, user: null, accessToken: null });
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(localStorage.getItem('refresh_token')).toBeNull();
      expect(localStorage.getItem('userData')).toBeNull();
    },
  );

  it('has no session when the stored user data is not JSON', () => {
    storeThreeKeys();
    localStorage.setItem('userData', '{broken');
    expect(restoreSession().isAuthenticated).toBe(false);
  });

  it('stores a new session under access_token, refresh_token and userData', () => {
    setSession({ accessToken: 'a1', refreshToken: 'r1', user: TEST_USER });
    expect(localStorage.getItem('access_token')).toBe('a1');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(TEST_USER);
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, user: TEST_USER });
  });

  it('fails with the Chrome storage message when the tokens cannot be written', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => setSession({ accessToken: 'a1', refreshToken: 'r1', user: TEST_USER })).toThrow(
      'Failed to store authentication tokens - Chrome storage issue',
    );
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('fails with the verification message when storage reads back something else, leaving nothing behind', () => {
    const realGetItem = Storage.prototype.getItem;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      return key === 'refresh_token' ? 'something else' : realGetItem.call(this, key);
    });
    expect(() => setSession({ accessToken: 'a1', refreshToken: 'r1', user: TEST_USER })).toThrow(
      STORAGE_ERRORS.verificationFailed,
    );
    expect(STORAGE_ERRORS.verificationFailed).toBe(
      'Storage verification failed after login - Chrome compatibility issue',
    );
    vi.restoreAllMocks();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('updates the access token and keeps the refresh token when none is given', () => {
    setSession({ accessToken: 'a1', refreshToken: 'r1', user: TEST_USER });
    updateTokens({ accessToken: 'a2' });
    expect(sessionStore.getState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r1' });
    expect(localStorage.getItem('access_token')).toBe('a2');
    updateTokens({ accessToken: 'a3', refreshToken: 'r3' });
    expect(localStorage.getItem('refresh_token')).toBe('r3');
  });

  it('leaves the stored session alone when another tab has signed in as someone else meanwhile', () => {
    setSession({ accessToken: 'a1', refreshToken: 'r1', user: TEST_USER });
    // Another tab's sign-in, not yet announced to this tab by a storage event.
    localStorage.setItem('access_token', 'b-access');
    localStorage.setItem('refresh_token', 'b-refresh');
    localStorage.setItem('userData', JSON.stringify({ ...TEST_USER, id: 'someone-else' }));
    updateTokens({ accessToken: 'a2', refreshToken: 'r2' });
    expect(localStorage.getItem('access_token')).toBe('b-access');
    expect(localStorage.getItem('refresh_token')).toBe('b-refresh');
    expect(sessionStore.getState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('merges user changes into the stored user data', () => {
    setSession({ accessToken: 'a1', refreshToken: 'r1', user: TEST_USER });
    updateUser({ name: 'Ana Lima' });
    expect(sessionStore.getState().user?.name).toBe('Ana Lima');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').name).toBe('Ana Lima');
  });

  it('ignores user changes when nobody is signed in', () => {
    expect(updateUser({ name: 'x' })).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('clears both tokens and the user data on sign out', () => {
    setSession({ accessToken: 'a1', refreshToken: 'r1', user: TEST_USER });
    clearSession();
    expect(sessionStore.getState()).toMatchObject({
      user: null,
      accessToken: null,
      refreshToken: null,
      isAuthenticated: false,
    });
    expect(localStorage.length).toBe(0);
  });

  it('removes the record of refreshed tokens at sign-out only after a refresh another tab holds the lock for', async () => {
    // Another tab is refreshing: it records the new tokens before letting the lock go.
    let releaseLock!: () => void;
    const held = new Promise<void>((resolve) => {
      releaseLock = resolve;
    });
    let queue: Promise<unknown> = held;
    const requested: string[] = [];
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request(name: string, task: () => Promise<unknown>) {
          requested.push(name);
          const turn = queue.then(task);
          queue = turn.catch(() => undefined);
          return turn;
        },
      },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'locks');
    });
    const forget = vi.spyOn(indexedDbTokenRotations, 'forget').mockResolvedValue();
    setSession({ accessToken: 'a1', refreshToken: 'r1', user: TEST_USER });
    clearSession();
    expect(sessionStore.getState().user).toBeNull();
    expect(requested).toEqual([REFRESH_LOCK]);
    await Promise.resolve();
    expect(forget).not.toHaveBeenCalled();
    releaseLock();
    await vi.waitFor(() => expect(forget).toHaveBeenCalledOnce());
  });

  it('removes leftover refreshed tokens when the app starts without a session', async () => {
    const forget = vi.spyOn(indexedDbTokenRotations, 'forget').mockResolvedValue();
    storeThreeKeys();
    restoreSession();
    expect(forget).not.toHaveBeenCalled();
    localStorage.clear();
    restoreSession();
    await vi.waitFor(() => expect(forget).toHaveBeenCalledOnce());
  });

  it('announces sign-in and sign-out with gaido:sessionChanged', () => {
    const handler = vi.fn();
    const off = onGaidoEvent(GAIDO_EVENTS.sessionChanged, handler);
    setSession({ accessToken: 'a1', refreshToken: 'r1', user: TEST_USER });
    updateTokens({ accessToken: 'a2' });
    clearSession();
    off();
    expect(handler.mock.calls.map(([detail]) => detail)).toEqual([
      { isAuthenticated: true, user: TEST_USER },
      { isAuthenticated: false, user: null },
    ]);
  });

  it('follows a sign-out made in another tab', () => {
    setSession({ accessToken: 'a1', refreshToken: 'r1', user: TEST_USER });
    restoreSession();
    localStorage.removeItem('access_token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('counts failed logins and resets the count to 0 on success', () => {
    expect(recordFailedLogin()).toBe(1);
    expect(recordFailedLogin()).toBe(2);
    expect(sessionStore.getState().failedLoginCount).toBe(2);
    resetFailedLogins();
    expect(sessionStore.getState().failedLoginCount).toBe(0);
  });
});

describe('after login (spec 4)', () => {
  it('remembers per email, case-insensitively, that it logged in on this device', () => {
    expect(loggedInFlagKey(' Ana@Example.COM ')).toBe('gaido_logged_in_ana@example.com');
    expect(hasLoggedInBefore('ana@example.com')).toBe(false);
    markLoggedIn('Ana@Example.com');
    expect(hasLoggedInBefore('ANA@example.com')).toBe(true);
    expect(localStorage.getItem('gaido_logged_in_ana@example.com')).toBe('true');
  });

  it.each([
    [false, false, false],
    [true, false, true],
    [undefined, false, true],
    [false, true, true],
    [true, true, true],
    [undefined, true, true],
  ] as const)('isOnboarded %s with earlier login %s becomes %s', (isOnboarded, before, expected) => {
    expect(resolveOnboardedAfterLogin(isOnboarded, before)).toBe(expected);
  });
});

describe('useSession', () => {
  it('re-renders with the session that any code writes', () => {
    const { result } = renderHook(() => useSession((state) => state.user?.email ?? null));
    expect(result.current).toBeNull();
    act(() => setSession({ accessToken: 'a', refreshToken: 'r', user: TEST_USER }));
    expect(result.current).toBe('ana@example.com');
    act(() => clearSession());
    expect(result.current).toBeNull();
  });

  it('returns the whole state without a selector', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ isAuthenticated: false, failedLoginCount: 0 });
  });
});

describe('session change announcements', () => {
  it('stays quiet when a restore finds the same session', () => {
    setSession({ accessToken: 'a1', refreshToken: 'r1', user: TEST_USER });
    const handler = vi.fn();
    const off = onGaidoEvent(GAIDO_EVENTS.sessionChanged, handler);
    const before = sessionStore.getState().user;
    restoreSession();
    off();
    expect(handler).not.toHaveBeenCalled();
    expect(sessionStore.getState().user).toBe(before);
  });

  it('announces a change of the user’s details', () => {
    setSession({ accessToken: 'a1', refreshToken: 'r1', user: TEST_USER });
    const handler = vi.fn();
    const off = onGaidoEvent(GAIDO_EVENTS.sessionChanged, handler);
    updateUser({ isOnboarded: false });
    off();
    expect(handler).toHaveBeenCalledWith(
      { isAuthenticated: true, user: { ...TEST_USER, isOnboarded: false } },
      expect.anything(),
    );
  });
});
