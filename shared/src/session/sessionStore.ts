/**
 * The one session of the platform (spec 3, 4). This package is a Module Federation singleton, so the
 * host and every remote read and write this same store; a second copy would mean a second session.
 * localStorage is the source of truth across reloads and tabs: `access_token`, `refresh_token` and
 * `userData`, and a session exists only when all three are present.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { dispatchGaidoEvent, GAIDO_EVENTS } from '../events/gaidoEvents';
import type { Session, User } from '../schemas/user';
import { getStorage, readItem, removeItem, writeItem } from '../storage/storage';
import { ACCESS_TOKEN_KEY, loggedInFlagKey, REFRESH_TOKEN_KEY, USER_DATA_KEY } from './keys';
import { normalizeUser } from './normalizeUser';
import { withRefreshLock } from './refreshLock';
import { indexedDbTokenRotations } from './tokenRotations';

export interface SessionState {
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
  failedLoginCount: number;
}

/** spec 8: storage failure messages, to the letter. */
export const STORAGE_ERRORS = {
  writeFailed: 'Failed to store authentication tokens - Chrome storage issue',
  verificationFailed: 'Storage verification failed after login - Chrome compatibility issue',
} as const;

function parseStoredUser(raw: string | null): User | null {
  if (raw === null) return null;
  try {
    return normalizeUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

function readStoredSession(): Omit<SessionState, 'failedLoginCount'> {
  const accessToken = readItem(ACCESS_TOKEN_KEY) || null;
  const refreshToken = readItem(REFRESH_TOKEN_KEY) || null;
  const user = parseStoredUser(readItem(USER_DATA_KEY));
  const isAuthenticated = Boolean(accessToken && refreshToken && user);
  // spec 3: a session exists only when all three are present; a partial one is no session at all.
  return isAuthenticated
    ? { accessToken, refreshToken, user, isAuthenticated }
    : { accessToken: null, refreshToken: null, user: null, isAuthenticated: false };
}

export const sessionStore = createStore<SessionState>()(() => ({
  ...readStoredSession(),
  failedLoginCount: 0,
}));

// Every change of who is signed in is announced to the whole page (spec 2 events).
sessionStore.subscribe((state, previous) => {
  if (state.isAuthenticated !== previous.isAuthenticated || !sameUser(state.user, previous.user)) {
    dispatchGaidoEvent(GAIDO_EVENTS.sessionChanged, {
      isAuthenticated: state.isAuthenticated,
      user: state.user,
    });
  }
});

function sameUser(a: User | null, b: User | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

/** Applies a session read from storage, keeping the current user object when nothing changed. */
function applyStoredSession(stored: Omit<SessionState, 'failedLoginCount'>): void {
  const { user } = sessionStore.getState();
  sessionStore.setState(sameUser(user, stored.user) ? { ...stored, user } : stored);
}

function removeStoredSession(): void {
  removeItem(ACCESS_TOKEN_KEY);
  removeItem(REFRESH_TOKEN_KEY);
  removeItem(USER_DATA_KEY);
}

/**
 * The record of refreshes holds the latest tokens too (tokenRotations.ts): removed with the session.
 * Under the refresh lock, so a refresh another tab is in the middle of records first and is removed
 * with the rest, rather than recording after the removal. Not awaited: nothing here needs it done.
 */
function forgetTokenRotations(): void {
  void withRefreshLock(() => indexedDbTokenRotations.forget());
}

/**
 * The user of the session in localStorage, which another tab may have changed (signed out, or signed
 * in as someone else) before this tab's storage event says so.
 */
export function readStoredUser(): User | null {
  return parseStoredUser(readItem(USER_DATA_KEY));
}

/** Takes on the session stored in localStorage, as the storage event of another tab's change does. */
export function followStoredSession(): void {
  applyStoredSession(readStoredSession());
}

let stopWatchingTabs: (() => void) | null = null;

function watchOtherTabs(): void {
  if (stopWatchingTabs || typeof window === 'undefined') return;
  const onStorage = (event: StorageEvent) => {
    // key null = storage.clear() in another tab.
    if (
      event.key === null ||
      event.key === ACCESS_TOKEN_KEY ||
      event.key === REFRESH_TOKEN_KEY ||
      event.key === USER_DATA_KEY
    ) {
      applyStoredSession(readStoredSession());
    }
  };
  window.addEventListener('storage', onStorage);
  stopWatchingTabs = () => {
    window.removeEventListener('storage', onStorage);
    stopWatchingTabs = null;
  };
}

/**
 * spec 4: restores the stored session at app start (the host calls it once; calling it again is
 * harmless). Leftovers of a partial session are removed. Also follows sign-in, sign-out and token
 * refreshes made in other tabs. Returns the restored state.
 */
export function restoreSession(): SessionState {
  const stored = readStoredSession();
  if (!stored.isAuthenticated) {
    removeStoredSession();
    // A sign-out whose removal did not reach the record (a refresh recorded after it) ends here.
    forgetTokenRotations();
  }
  applyStoredSession(stored);
  watchOtherTabs();
  return sessionStore.getState();
}

/** Stops following other tabs; for tests. */
export function stopSessionTabSync(): void {
  stopWatchingTabs?.();
}

/**
 * Stores a new session (login). Throws the spec 8 storage messages when the browser refuses to
 * store the tokens or reads back something else; nothing partial is left behind.
 */
export function setSession({ accessToken, refreshToken, user }: Session): void {
  const userData = JSON.stringify(user);
  const storage = getStorage('local');
  try {
    if (!storage) throw new Error('localStorage is not available');
    storage.setItem(ACCESS_TOKEN_KEY, accessToken);
    storage.setItem(REFRESH_TOKEN_KEY, refreshToken);
    storage.setItem(USER_DATA_KEY, userData);
  } catch {
    removeStoredSession();
    throw new Error(STORAGE_ERRORS.writeFailed);
  }
  let verified = false;
  try {
    verified =
      storage.getItem(ACCESS_TOKEN_KEY) === accessToken &&
      storage.getItem(REFRESH_TOKEN_KEY) === refreshToken &&
      storage.getItem(USER_DATA_KEY) === userData;
  } catch {
    verified = false;
  }
  if (!verified) {
    removeStoredSession();
    throw new Error(STORAGE_ERRORS.verificationFailed);
  }
  sessionStore.setState({ accessToken, refreshToken, user, isAuthenticated: true });
}

/** spec 4 Tokens: new tokens from a response header or body; the refresh token is kept when absent. */
export function updateTokens({
  accessToken,
  refreshToken,
}: {
  accessToken: string;
  refreshToken?: string | null;
}): void {
  const state = sessionStore.getState();
  const nextRefresh = refreshToken || state.refreshToken;
  // Another tab may have signed in as someone else (or out) before this tab's storage event says so:
  // this tab's tokens must not overwrite that session's. This tab follows it when the event comes.
  const stored = readStoredUser();
  const storageIsOurs = !stored || stored.id === state.user?.id;
  if (storageIsOurs) {
    writeItem(ACCESS_TOKEN_KEY, accessToken);
    // Only a new refresh token is written. Writing back the one this tab holds could undo a rotation
    // another tab stored that this tab's copy of localStorage does not show yet (Chromium updates it
    // asynchronously), leaving every tab with a revoked token.
    if (nextRefresh && nextRefresh !== state.refreshToken) writeItem(REFRESH_TOKEN_KEY, nextRefresh);
  }
  sessionStore.setState({
    accessToken,
    refreshToken: nextRefresh,
    isAuthenticated: Boolean(accessToken && nextRefresh && state.user),
  });
}

/** Merges fields into the signed-in user (stored as userData). Does nothing when signed out. */
export function updateUser(partial: Partial<User>): User | null {
  const { user } = sessionStore.getState();
  if (!user) return null;
  const next: User = { ...user, ...partial, id: partial.id ?? user.id };
  writeItem(USER_DATA_KEY, JSON.stringify(next));
  sessionStore.setState({ user: next });
  return next;
}

/** spec 4: sign out / final 401 or 403 clears both tokens and the user data. */
export function clearSession(): void {
  removeStoredSession();
  forgetTokenRotations();
  sessionStore.setState({ user: null, accessToken: null, refreshToken: null, isAuthenticated: false });
}

/** spec 4: the failed-login counter increments on failure... */
export function recordFailedLogin(): number {
  const failedLoginCount = sessionStore.getState().failedLoginCount + 1;
  sessionStore.setState({ failedLoginCount });
  return failedLoginCount;
}

/** ...and resets to 0 on success. */
export function resetFailedLogins(): void {
  sessionStore.setState({ failedLoginCount: 0 });
}

/** spec 4: has this email logged in on this device before? */
export function hasLoggedInBefore(email: string): boolean {
  return readItem(loggedInFlagKey(email)) === 'true';
}

export function markLoggedIn(email: string): void {
  writeItem(loggedInFlagKey(email), 'true');
}

/**
 * spec 4, after login: isOnboarded false is kept; otherwise it is true; and it is forced true when
 * this email has logged in before on this device (that overrides a false from the server).
 */
export function resolveOnboardedAfterLogin(
  isOnboarded: boolean | undefined,
  loggedInBefore: boolean,
): boolean {
  if (loggedInBefore) return true;
  return isOnboarded !== false;
}

export function getSession(): SessionState {
  return sessionStore.getState();
}

export function getCurrentUser(): User | null {
  return sessionStore.getState().user;
}

/** React hook over the session store; pass a selector to re-render only when that slice changes. */
export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  return useStore(sessionStore, (selector ?? ((state: SessionState) => state)) as (state: SessionState) => T);
}
