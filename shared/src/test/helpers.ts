import type { User } from '../schemas/user';
import { setSession } from '../session/sessionStore';

export const DESKTOP_CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Safari/537.36';
export const ANDROID_CHROME_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';
export const DESKTOP_FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

export const TEST_USER: User = { id: 'user-1', email: 'ana@example.com', name: 'Ana', isOnboarded: true };

/** Signs a user in the way login does (tokens and userData in localStorage, store updated). */
export function signIn(
  user: User = TEST_USER,
  tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' },
): void {
  setSession({ ...tokens, user });
}

export function useUserAgent(userAgent: string): void {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

/** Desktop Chrome as spec 7 means it: a Chrome user agent and a viewport of at least 1024 px. */
export function useDesktopChrome(): void {
  useUserAgent(DESKTOP_CHROME_UA);
  setViewportWidth(1280);
}

/**
 * Runs `action` as another tab of this browser would: the same localStorage, a session storage of
 * its own. The session storage this test's code sees is left as it was.
 */
export async function inAnotherTab<T>(action: () => Promise<T> | T): Promise<T> {
  const items = new Map<string, string>();
  const otherTabStorage = {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  } satisfies Storage;
  const spy = vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(otherTabStorage);
  try {
    return await action();
  } finally {
    spy.mockRestore();
  }
}
