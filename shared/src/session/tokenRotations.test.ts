import { fakeIndexedDb } from '../test/fakeIndexedDb';
import {
  createIndexedDbTokenRotations,
  indexedDbTokenRotations,
  nextRotationRecord,
  successorIn,
} from './tokenRotations';

const second = { accessToken: 'access-2', refreshToken: 'refresh-2' };
const third = { accessToken: 'access-3', refreshToken: 'refresh-3' };

describe('the record of rotated refresh tokens', () => {
  it('gives the latest tokens for a refresh token that was rotated, and nothing for the current one', () => {
    const record = nextRotationRecord(null, 'refresh-1', second);
    expect(successorIn(record, 'refresh-1')).toEqual(second);
    expect(successorIn(record, 'refresh-2')).toBeNull();
  });

  it('lets a tab several rotations behind catch up with the latest tokens', () => {
    const record = nextRotationRecord(nextRotationRecord(null, 'refresh-1', second), 'refresh-2', third);
    expect(successorIn(record, 'refresh-1')).toEqual(third);
    expect(successorIn(record, 'refresh-2')).toEqual(third);
  });

  it('starts again for a new session, so tokens of the old one lead nowhere', () => {
    const old = nextRotationRecord(null, 'refresh-1', second);
    const record = nextRotationRecord(old, 'other-session-1', third);
    expect(successorIn(record, 'refresh-1')).toBeNull();
    expect(successorIn(record, 'other-session-1')).toEqual(third);
  });

  it('keeps the last eight rotated tokens of a chain', () => {
    let record: unknown = null;
    for (let index = 1; index <= 10; index += 1) {
      record = nextRotationRecord(record, `refresh-${index}`, {
        accessToken: `access-${index + 1}`,
        refreshToken: `refresh-${index + 1}`,
      });
    }
    expect(successorIn(record, 'refresh-3')).toEqual({
      accessToken: 'access-11',
      refreshToken: 'refresh-11',
    });
    expect(successorIn(record, 'refresh-2')).toBeNull();
  });

  it('reads anything else stored under its name as no record', () => {
    expect(successorIn({ accessToken: 'a', rotated: 'refresh-1' }, 'refresh-1')).toBeNull();
    expect(successorIn('refresh-1', 'refresh-1')).toBeNull();
  });

  it('knows of no rotation, and fails nothing, in a browser without IndexedDB', async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    await indexedDbTokenRotations.record('refresh-1', second);
    await expect(indexedDbTokenRotations.successorOf('refresh-1')).resolves.toBeNull();
    await expect(indexedDbTokenRotations.forget()).resolves.toBeUndefined();
  });
});

describe('the record in IndexedDB', () => {
  /**
   * Shorter than the browser's, so a test waits little for what would hang forever; long enough for
   * the fake's answers on a loaded machine.
   */
  const TIMEOUT_MS = 250;
  const first = 'refresh-1';

  function rotationsOver(browserIdb: ReturnType<typeof fakeIndexedDb>) {
    return createIndexedDbTokenRotations({ indexedDb: () => browserIdb.factory, timeoutMs: TIMEOUT_MS });
  }

  it('is read by another tab once recorded, and gone after sign-out', async () => {
    const browserIdb = fakeIndexedDb();
    const thisTab = rotationsOver(browserIdb);
    const otherTab = rotationsOver(browserIdb);
    await thisTab.record(first, second);
    await expect(otherTab.successorOf(first)).resolves.toEqual(second);
    await otherTab.forget();
    await expect(thisTab.successorOf(first)).resolves.toBeNull();
  });

  it('knows nothing, within its time limit, when opening the database never answers, and opens again next time', async () => {
    const browserIdb = fakeIndexedDb({ open: 'never answers' });
    const rotations = rotationsOver(browserIdb);
    const started = Date.now();
    await expect(rotations.successorOf(first)).resolves.toBeNull();
    await expect(rotations.record(first, second)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
    // Safari 14 answers a later open: the record is usable again.
    browserIdb.behaviour.open = 'answers';
    await rotations.record(first, second);
    await expect(rotations.successorOf(first)).resolves.toEqual(second);
  });

  it('knows nothing when another connection blocks the open', async () => {
    const browserIdb = fakeIndexedDb({ open: 'blocked' });
    const rotations = rotationsOver(browserIdb);
    await expect(rotations.successorOf(first)).resolves.toBeNull();
    browserIdb.behaviour.open = 'answers';
    await rotations.record(first, second);
    await expect(rotations.successorOf(first)).resolves.toEqual(second);
  });

  it('knows nothing, within its time limit, when a transaction never completes', async () => {
    const browserIdb = fakeIndexedDb();
    const rotations = rotationsOver(browserIdb);
    await rotations.record(first, second);
    browserIdb.behaviour.transactions = 'never complete';
    await expect(rotations.successorOf(first)).resolves.toBeNull();
    await expect(rotations.record('refresh-2', third)).resolves.toBeUndefined();
    await expect(rotations.forget()).resolves.toBeUndefined();
  });

  it('opens the database again after the browser closed the connection', async () => {
    const browserIdb = fakeIndexedDb();
    const rotations = rotationsOver(browserIdb);
    await rotations.record(first, second);
    expect(browserIdb.opens).toBe(1);
    browserIdb.closeConnections();
    await expect(rotations.successorOf(first)).resolves.toEqual(second);
    expect(browserIdb.opens).toBe(2);
  });

  it('removes the record when a rotation cannot be written, so no tab adopts tokens already rotated', async () => {
    const browserIdb = fakeIndexedDb();
    const thisTab = rotationsOver(browserIdb);
    await thisTab.record(first, second);
    // refresh-2 is exchanged for refresh-3 at the API, but the write fails: a record still naming
    // refresh-2 would send a tab holding refresh-1 to the API with refresh-2, a rotated token.
    browserIdb.behaviour.puts = 'fail';
    await thisTab.record('refresh-2', third);
    expect(browserIdb.stored('token-rotations', 'latest')).toBeUndefined();
    await expect(rotationsOver(browserIdb).successorOf(first)).resolves.toBeNull();
  });

  it('never throws where reading indexedDB itself throws (storage blocked)', async () => {
    Object.defineProperty(globalThis, 'indexedDB', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(globalThis, 'indexedDB');
    });
    await expect(indexedDbTokenRotations.successorOf(first)).resolves.toBeNull();
    await expect(indexedDbTokenRotations.record(first, second)).resolves.toBeUndefined();
    await expect(indexedDbTokenRotations.forget()).resolves.toBeUndefined();
  });
});
