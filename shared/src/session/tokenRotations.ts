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
 * rotations behind still catches up). Sign-out removes it. Where IndexedDB is missing, fails or does
 * not answer in time, nothing is known and the API client falls back to what localStorage says.
 */

export interface RotatedTokens {
  accessToken: string;
  refreshToken: string;
}

/** Awaited under the cross-tab refresh lock: each answers promptly and never rejects. */
export interface TokenRotations {
  /** The latest tokens, when a refresh (in any tab) has rotated `refreshToken` since it was issued. */
  successorOf(refreshToken: string): Promise<RotatedTokens | null>;
  /**
   * Records that `presented` was exchanged for `next`; resolves once any other tab can read it, or,
   * when it cannot be written, once the record is removed (never left naming older tokens).
   */
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

/**
 * The longest any IndexedDB step may take. Every step is awaited under the cross-tab refresh lock, and
 * an IndexedDB that never answers (Safari 14's first indexedDB.open(); Chrome's when its backend is
 * stuck until site data is cleared) would otherwise hold every tab's refresh forever. Past it nothing
 * is known: the API client falls back to localStorage, as without IndexedDB.
 */
export const ROTATIONS_TIMEOUT_MS = 750;

interface Connection {
  database: Promise<IDBDatabase>;
  /** Stops using this connection: closed when it opens (or now), and the next step opens another. */
  abandon(): void;
}

/**
 * The record in the browser's IndexedDB, shared by every tab of the origin. Never throws, and answers
 * within `timeoutMs`. `indexedDb` is read at each use: reading `indexedDB` itself can throw
 * (SecurityError where storage is blocked), and tests give a fake.
 */
export function createIndexedDbTokenRotations({
  indexedDb = () => globalThis.indexedDB,
  timeoutMs = ROTATIONS_TIMEOUT_MS,
}: {
  indexedDb?: () => IDBFactory | undefined;
  timeoutMs?: number;
} = {}): TokenRotations {
  let current: Connection | null = null;

  function connect(): Connection {
    if (current) return current;
    const factory = indexedDb();
    if (!factory) throw new Error('no IndexedDB');
    let abandoned = false;
    let opened: IDBDatabase | null = null;
    const connection: Connection = {
      database: new Promise<IDBDatabase>((resolve, reject) => {
        const request = factory.open(DATABASE, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(STORE);
        request.onsuccess = () => {
          opened = request.result;
          if (abandoned) {
            opened.close();
            return;
          }
          // A later version opened elsewhere: step aside. Closed by the browser (site data cleared,
          // a backend failure): open again on next use.
          opened.onversionchange = () => connection.abandon();
          opened.onclose = () => connection.abandon();
          resolve(opened);
        };
        request.onerror = () => reject(request.error);
        // Another connection keeps an older version open; this open may go through later, or never.
        request.onblocked = () => reject(new Error('IndexedDB open blocked'));
      }),
      abandon() {
        abandoned = true;
        opened?.close();
        if (current === connection) current = null;
      },
    };
    connection.database.catch(() => connection.abandon());
    current = connection;
    return connection;
  }

  /**
   * Runs `work` in one transaction; resolves with what it produced once the transaction committed.
   * Past `timeoutMs` it rejects, and work not yet begun never begins: a write that timed out cannot
   * land after a later one (record's fallback to forget).
   */
  function transact<T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore, done: (value: T) => void) => void,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const connection = connect();
      let transaction: IDBTransaction | null = null;
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
      };
      const fail = (error: unknown) =>
        settle(() => {
          // Whatever went wrong, the next step starts from a new connection.
          connection.abandon();
          reject(error);
        });
      const timer = setTimeout(() => {
        try {
          transaction?.abort();
        } catch {
          // Already finished or never started.
        }
        fail(new Error(`IndexedDB did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      connection.database
        .then((database) => {
          if (settled) return;
          transaction = database.transaction(STORE, mode);
          let result = undefined as T;
          work(transaction.objectStore(STORE), (value) => {
            result = value;
          });
          transaction.oncomplete = () => settle(() => resolve(result));
          transaction.onerror = () => fail(transaction?.error);
          transaction.onabort = () => fail(transaction?.error);
        })
        .catch(fail);
    });
  }

  const rotations: TokenRotations = {
    async successorOf(refreshToken) {
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
      try {
        await transact<void>('readwrite', (store) => {
          const request = store.get(LATEST);
          request.onsuccess = () => store.put(nextRotationRecord(request.result, presented, next), LATEST);
        });
      } catch {
        // The record would now name older tokens than the ones `presented` was exchanged for: a tab
        // holding an earlier token would adopt those and present a rotated one (the API revokes the
        // session). No record is better: that tab falls back to localStorage.
        await rotations.forget();
      }
    },
    async forget() {
      try {
        await transact<void>('readwrite', (store) => {
          store.delete(LATEST);
        });
      } catch {
        // Nothing is readable then, either.
      }
    },
  };
  return rotations;
}

export const indexedDbTokenRotations: TokenRotations = createIndexedDbTokenRotations();
