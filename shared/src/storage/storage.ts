/**
 * Storage access that never throws. Safari private mode, disabled storage, quota errors and a
 * missing `window` (tests, SSR) all degrade to "nothing stored" instead of breaking a page.
 * Code that must know whether a write happened (setSession) uses the storage directly.
 */

export type StorageArea = 'local' | 'session';

export function getStorage(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, area: StorageArea = 'local'): string | null {
  try {
    return getStorage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns true when the value was written. */
export function writeItem(key: string, value: string, area: StorageArea = 'local'): boolean {
  try {
    const storage = getStorage(area);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string, area: StorageArea = 'local'): void {
  try {
    getStorage(area)?.removeItem(key);
  } catch {
    // Nothing to do: a storage that cannot be written cannot hold the value either.
  }
}

export function readJson(key: string, area: StorageArea = 'local'): unknown {
  const raw = readItem(key, area);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, area: StorageArea = 'local'): boolean {
  let serialized: string;
  try {
    serialized = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeItem(key, serialized, area);
}
