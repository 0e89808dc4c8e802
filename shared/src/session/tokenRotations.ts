/**
 * Which refresh tokens have already been rotated, by any tab, and into what (spec 4 Tokens).
 *
 * Why not localStorage: the cross-tab refresh runs under a Web Lock, and the tab that takes the lock
 * next must learn whether the refresh token it holds was rotated meanwhile, because presenting a
 * rotated one makes the API revoke the whole session. Chromium keeps a copy of localStorage in every
 * tab and brings other tabs' writes into it asynchronously, on another channel than lock grants: a
 * tab granted the lock right after another tab refreshed can still read the old tokens (about a third
 * of the time with two idle tabs in Debian's Chromium; more when a tab's main thread is starved).
 * IndexedDB has one backend per origin that orders transactions: a read begun after the lock was
 * granted sees every write committed before it was released.
 *
 * One record: the latest tokens and the refresh tokens they replaced (the last few, so a tab several
 * rotations behind still catches up). Sign-out removes it. Where IndexedDB is missing or fails,
 * nothing is known and the API client falls back to what localStorage says.
 */

export interface RotatedTokens {
  accessToken: string;
  refreshToken: string;
}

export interface TokenRotations {
  /** The latest tokens, when a refresh (in any tab) has rotated `refreshToken` since it was issued. */
  successorOf(refreshToken: string): Promise<RotatedTokens | null>;
  /** Records that `presented` was exchanged for `next`; resolves once any other tab can read it. */
  record(presented: string, next: RotatedTokens): Promise<void>;
  /** Sign-out: no tokens are kept. */
  forget(): Promise<void>;
}

interface RotationRecord extends RotatedTokens {
  /** Refresh tokens exchanged so far in this chain, newest first. */
  rotated: string[];
}

const DATABASE = 'gaido-session';
const STORE = 'token-rotations';
const LATEST = 'latest';
/** A tab this many rotations behind is long past its access token's lifetime many times over. */
const KEPT_ROTATIONS = 8;

function isRotationRecord(value: unknown): value is RotationRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.accessToken === 'string' &&
    typeof record.refreshToken === 'string' &&
    Array.isArray(record.rotated) &&
    record.rotated.every((token) => typeof token === 'string')
  );
}

/** The record after `presented` was exchanged for `next`, continuing the chain when it follows on. */
export function nextRotationRecord(
  previous: unknown,
  presented: string,
  next: RotatedTokens,
): RotationRecord {
  const earlier =
    isRotationRecord(previous) &&
    (previous.refreshToken === presented || previous.rotated.includes(presented))
      ? previous.rotated.filter((token) => token !== presented)
      : [];
  return { ...next, rotated: [presented, ...earlier].slice(0, KEPT_ROTATIONS) };
}

export function successorIn(record: unknown, refreshToken: string): RotatedTokens | null {
  if (!isRotationRecord(record) || !record.rotated.includes(refreshToken)) return null;
  return { accessToken: record.accessToken, refreshToken: record.refreshToken };
}

let opening: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  if (!opening) {
    opening = new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => {
        const database = request.result;
        // A later version opened elsewhere: step aside, and open again on next use.
        database.onversionchange = () => {
          database.close();
          opening = null;
        };
        resolve(database);
      };
      request.onerror = () => reject(request.error);
    });
    opening.catch(() => {
      opening = null;
    });
  }
  return opening;
}

/** Runs `work` in one transaction; resolves with what it produced once the transaction committed. */
async function transact<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, done: (value: T) => void) => void,
): Promise<T> {
  const database = await openDatabase();
  return new Promise<T>((resolve, reject) => {
    const transaction = database.transaction(STORE, mode);
    let result = undefined as T;
    work(transaction.objectStore(STORE), (value) => {
      result = value;
    });
    transaction.oncomplete = () => resolve(result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/** The browser's: IndexedDB, shared by every tab of the origin. Never throws. */
export const indexedDbTokenRotations: TokenRotations = {
  async successorOf(refreshToken) {
    if (!hasIndexedDb()) return null;
    try {
      return await transact<RotatedTokens | null>('readonly', (store, done) => {
        const request = store.get(LATEST);
        request.onsuccess = () => done(successorIn(request.result, refreshToken));
      });
    } catch {
      return null;
    }
  },
  async record(presented, next) {
    if (!hasIndexedDb()) return;
    try {
      await transact<void>('readwrite', (store) => {
        const request = store.get(LATEST);
        request.onsuccess = () => store.put(nextRotationRecord(request.result, presented, next), LATEST);
      });
    } catch {
      // Only a tab behind on localStorage would have needed it; it falls back to what it reads there.
    }
  },
  async forget() {
    if (!hasIndexedDb()) return;
    try {
      await transact<void>('readwrite', (store) => {
        store.delete(LATEST);
      });
    } catch {
      // Nothing was readable then, either.
    }
  },
};
