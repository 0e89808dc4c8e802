// The order in which one PGlite (a single PostgreSQL session) answers the wire-protocol messages of many
// client connections. @electric-sql/pglite-socket reads and frames each connection's messages; its own
// queue runs them one message at a time in arrival order, which is only safe while every client's
// Parse/Bind/Execute/Sync arrives in one piece and no two clients use the same statement name. This
// queue keeps the session's state per client:
//
// - A client's messages run as one batch, up to and including its Sync (or simple Query): the unnamed
//   statement and portal a client parses are the ones it binds and executes, whatever other clients send.
// - A client that leaves a batch inside a transaction (BEGIN … COMMIT over several round trips), or
//   before its Sync (a Flush), keeps the database until the transaction or the batch ends: no other
//   client's statements run inside it.
// - Named statements and portals are renamed per client, so two clients preparing "getUser" each get
//   their own, and a client's are closed when it disconnects.
// - A client that disconnects inside a transaction has it rolled back.
import type { PGlite } from '@electric-sql/pglite';

/** The protocol version a StartupMessage carries where other messages carry their type. */
const PROTOCOL_3 = 196608;

interface Task {
  clientId: number;
  run: () => Promise<void>;
}

/** What PGLiteSocketHandler asks of its `queryQueue` option. */
export interface WireQueue {
  enqueue(clientId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>;
  clearQueueForHandler(clientId: number): void;
  clearTransactionIfNeeded(clientId: number): Promise<void>;
  getQueueLength(): number;
}

function cstringEnd(message: Uint8Array, from: number): number {
  const end = message.indexOf(0, from);
  if (end === -1) throw new Error('malformed protocol message: unterminated string');
  return end;
}

/** `message` with the `count` names that start at byte `start` prefixed, each one that is not empty. */
function withPrefixedNames(
  message: Uint8Array,
  start: number,
  count: number,
  prefix: Uint8Array,
): Uint8Array {
  const parts: Uint8Array[] = [];
  const names: string[] = [];
  let cursor = start;
  let position = start;
  for (let field = 0; field < count; field++) {
    const end = cstringEnd(message, position);
    if (end > position) {
      parts.push(message.subarray(cursor, position), prefix);
      names.push(Buffer.from(message.subarray(position, end)).toString());
      cursor = position;
    }
    position = end + 1;
  }
  if (names.length === 0) return message;
  parts.push(message.subarray(cursor));
  const out = Buffer.concat([message.subarray(0, start), ...parts]);
  out.writeInt32BE(out.length - 1, 1);
  return out;
}

/**
 * `message` with its statement and portal names made the client's own: Parse (statement), Bind (portal,
 * statement), Describe and Close (one of either). Returns the message and the statement it parses, if any.
 */
export function isolateNames(
  message: Uint8Array,
  prefix: string,
): { message: Uint8Array; parsedStatement?: string } {
  const tag = Buffer.from(prefix);
  switch (message[0]) {
    case 0x50: {
      // Parse: name, query, parameter types.
      const end = cstringEnd(message, 5);
      const name = Buffer.from(message.subarray(5, end)).toString();
      const renamed = withPrefixedNames(message, 5, 1, tag);
      return name ? { message: renamed, parsedStatement: `${prefix}${name}` } : { message: renamed };
    }
    case 0x42:
      // Bind: portal, statement, then the parameters.
      return { message: withPrefixedNames(message, 5, 2, tag) };
    case 0x44:
    case 0x43:
      // Describe / Close: 'S' or 'P', then the name.
      return { message: withPrefixedNames(message, 6, 1, tag) };
    default:
      return { message };
  }
}

function closeStatement(name: string): Uint8Array {
  const body = Buffer.from(`S${name}\0`);
  const out = Buffer.alloc(5 + body.length);
  out[0] = 0x43;
  out.writeInt32BE(4 + body.length, 1);
  body.copy(out, 5);
  return out;
}

const SYNC = Uint8Array.from([0x53, 0, 0, 0, 4]);

export function createWireQueue(db: PGlite): WireQueue {
  const waiting: Task[] = [];
  /** Messages of each client since its last Sync. */
  const pending = new Map<number, Uint8Array[]>();
  /** Statements each client has prepared (renamed), closed when it leaves. */
  const statements = new Map<number, Set<string>>();
  /** The client whose transaction or unfinished batch is open: only it may run. */
  let owner: number | null = null;
  let running = false;

  function pump() {
    if (running) return;
    const index = owner === null ? 0 : waiting.findIndex((task) => task.clientId === owner);
    if (index === -1 || waiting.length === 0) return;
    const [task] = waiting.splice(index, 1);
    if (!task) return;
    running = true;
    void task.run().finally(() => {
      running = false;
      pump();
    });
  }

  function schedule(clientId: number, work: () => Promise<number>): Promise<number> {
    return new Promise((resolve, reject) => {
      waiting.push({ clientId, run: () => work().then(resolve, reject) });
      pump();
    });
  }

  async function runBatch(
    clientId: number,
    batch: Uint8Array,
    complete: boolean,
    onData: (data: Uint8Array) => void,
  ) {
    const result = await db.execProtocolRaw(batch);
    owner = !complete || db.isInTransaction() ? clientId : null;
    if (result.length > 0) onData(result);
    return result.length;
  }

  return {
    enqueue(clientId, message, onData) {
      const isStartup = message.length >= 8 && Buffer.from(message).readInt32BE(4) === PROTOCOL_3;
      if (isStartup) return schedule(clientId, () => runBatch(clientId, message, true, onData));
      // Terminate: the socket closes next, and PGlite's session is shared; the cleanup runs then.
      if (message[0] === 0x58) return Promise.resolve(0);
      const { message: own, parsedStatement } = isolateNames(message, `c${clientId}_`);
      if (parsedStatement) {
        const names = statements.get(clientId) ?? new Set<string>();
        names.add(parsedStatement);
        statements.set(clientId, names);
      }
      const messages = pending.get(clientId) ?? [];
      messages.push(own);
      const type = message[0];
      // Sync or a simple Query ends a batch; Flush asks for the answers so far, the batch goes on.
      if (type !== 0x53 && type !== 0x51 && type !== 0x48) {
        pending.set(clientId, messages);
        return Promise.resolve(0);
      }
      pending.delete(clientId);
      const batch = messages.length === 1 ? own : Buffer.concat(messages);
      return schedule(clientId, () => runBatch(clientId, batch, type !== 0x48, onData));
    },

    clearQueueForHandler(clientId) {
      pending.delete(clientId);
      for (let index = waiting.length - 1; index >= 0; index--) {
        if (waiting[index]?.clientId === clientId) waiting.splice(index, 1);
      }
    },

    async clearTransactionIfNeeded(clientId) {
      const names = statements.get(clientId);
      statements.delete(clientId);
      if (owner !== clientId && !names?.size) return;
      await schedule(clientId, async () => {
        if (owner === clientId) {
          // End an unfinished batch, then roll back what the client left open.
          await db.execProtocolRaw(SYNC);
          if (db.isInTransaction()) await db.exec('ROLLBACK');
        }
        if (names?.size) await db.execProtocolRaw(Buffer.concat([...[...names].map(closeStatement), SYNC]));
        owner = null;
        return 0;
      });
    },

    getQueueLength() {
      return waiting.length;
    },
  };
}
