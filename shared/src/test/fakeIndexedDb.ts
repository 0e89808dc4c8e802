/**
 * Just enough of IndexedDB for session/tokenRotations.ts (jsdom has none): one database of object
 * stores, get/put/delete in transactions that commit once their requests ran. It can also misbehave as
 * browsers do: an open that never answers (Safari 14's first one) or is blocked, transactions that never
 * complete (Chrome's stuck backend), puts that fail, a connection the browser closes.
 */
export interface FakeIndexedDbBehaviour {
  open: 'answers' | 'never answers' | 'blocked';
  transactions: 'complete' | 'never complete';
  /** A put fails as on a full disk (its transaction aborts); deletes still go through. */
  puts: 'succeed' | 'fail';
}

type Handler = ((this: unknown, event: Event) => unknown) | null;

interface FakeRequest {
  result: unknown;
  error: DOMException | null;
  onsuccess: Handler;
  onerror: Handler;
  onupgradeneeded?: Handler;
  onblocked?: Handler;
}

const fire = (handler: Handler) => handler?.call(null, new Event('fake'));

export function fakeIndexedDb(initial: Partial<FakeIndexedDbBehaviour> = {}) {
  const behaviour: FakeIndexedDbBehaviour = {
    open: 'answers',
    transactions: 'complete',
    puts: 'succeed',
    ...initial,
  };
  const stores = new Map<string, Map<string, unknown>>();
  const connections: Array<{ closed: boolean; onclose: Handler }> = [];
  let opens = 0;

  function transaction(storeName: string, mode: IDBTransactionMode) {
    const data = stores.get(storeName);
    if (!data) throw new DOMException(`no store ${storeName}`, 'NotFoundError');
    const pending: Array<() => void> = [];
    let finished = false;
    const tx = {
      error: null as DOMException | null,
      oncomplete: null as Handler,
      onerror: null as Handler,
      onabort: null as Handler,
      abort() {
        if (finished) throw new DOMException('finished', 'InvalidStateError');
        finished = true;
        fire(tx.onabort);
      },
      objectStore: () => ({ get, put, delete: remove }),
    };
    const request = (operation: (request: FakeRequest) => void): FakeRequest => {
      const fakeRequest: FakeRequest = { result: undefined, error: null, onsuccess: null, onerror: null };
      pending.push(() => operation(fakeRequest));
      return fakeRequest;
    };
    const write = (change: () => void, failing = false) =>
      request((fakeRequest) => {
        if (mode !== 'readwrite') throw new DOMException('read only', 'ReadOnlyError');
        if (failing) {
          fakeRequest.error = tx.error = new DOMException('disk full', 'QuotaExceededError');
          finished = true;
          fire(fakeRequest.onerror);
          fire(tx.onabort);
          return;
        }
        change();
        fire(fakeRequest.onsuccess);
      });
    function get(key: string) {
      return request((fakeRequest) => {
        fakeRequest.result = structuredClone(data?.get(key));
        fire(fakeRequest.onsuccess);
      });
    }
    function put(value: unknown, key: string) {
      return write(() => data?.set(key, structuredClone(value)), behaviour.puts === 'fail');
    }
    function remove(key: string) {
      return write(() => data?.delete(key));
    }
    const step = () => {
      if (finished || behaviour.transactions === 'never complete') return;
      const next = pending.shift();
      if (next) {
        next();
        setTimeout(step);
      } else {
        finished = true;
        fire(tx.oncomplete);
      }
    };
    setTimeout(step);
    return tx;
  }

  const factory = {
    open(_name: string, _version: number) {
      opens += 1;
      const openRequest: FakeRequest = {
        result: undefined,
        error: null,
        onsuccess: null,
        onerror: null,
        onupgradeneeded: null,
        onblocked: null,
      };
      setTimeout(() => {
        if (behaviour.open === 'never answers') return;
        if (behaviour.open === 'blocked') {
          fire(openRequest.onblocked ?? null);
          return;
        }
        const connection = {
          closed: false,
          onclose: null as Handler,
          onversionchange: null as Handler,
          close() {
            connection.closed = true;
          },
          createObjectStore(name: string) {
            stores.set(name, new Map());
          },
          transaction(name: string, mode: IDBTransactionMode) {
            if (connection.closed) throw new DOMException('closed', 'InvalidStateError');
            return transaction(name, mode);
          },
        };
        connections.push(connection);
        openRequest.result = connection;
        if (stores.size === 0) fire(openRequest.onupgradeneeded ?? null);
        fire(openRequest.onsuccess);
      });
      return openRequest;
    },
  };

  return {
    factory: factory as unknown as IDBFactory,
    behaviour,
    /** What is stored under `key` in `store`. */
    stored: (store: string, key: string) => stores.get(store)?.get(key),
    /** How many times a connection was asked for. */
    get opens() {
      return opens;
    },
    /** The browser closes every open connection (site data cleared). */
    closeConnections() {
      for (const connection of connections.filter((each) => !each.closed)) {
        connection.closed = true;
        fire(connection.onclose);
      }
    },
  };
}
