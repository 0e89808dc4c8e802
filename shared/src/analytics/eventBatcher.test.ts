import { createEventBatcher, EVENT_BATCH_SIZE, type SendMode } from './eventBatcher';

/** A batcher on fake timers whose sends succeed (or fail, when `fail` says so). */
function setup(options: { fail?: () => boolean; maxQueued?: number } = {}) {
  vi.useFakeTimers();
  const sent: { batch: number[]; mode: SendMode }[] = [];
  const drops: { count: number; reason: string }[] = [];
  const batcher = createEventBatcher<number>({
    send: (batch, mode) => {
      sent.push({ batch, mode });
      return options.fail?.() ? Promise.reject(new Error('offline')) : Promise.resolve();
    },
    maxQueued: options.maxQueued,
    onDrop: (count, reason) => drops.push({ count, reason }),
  });
  const add = (count: number, from = 0) => {
    for (let i = 0; i < count; i += 1) batcher.add(from + i);
  };
  return { batcher, sent, drops, add };
}

describe('the analytics batch cap (spec 1: batches of 50, flush every 5 s)', () => {
  it('sends a full batch of 50 as soon as it is full, and never more than 50 in one request', () => {
    const { sent, add } = setup();
    add(120);
    expect(sent.map((request) => request.batch.length)).toEqual([50, 50]);
    expect(sent[0]?.batch[0]).toBe(0);
    expect(sent[1]?.batch[0]).toBe(50);
  });

  it('sends what is left 5 s after the first event of the batch', () => {
    const { sent, add } = setup();
    add(3);
    vi.advanceTimersByTime(4999);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent.map((request) => request.batch)).toEqual([[0, 1, 2]]);
  });

  it('does not restart the 5 s clock for each new event', () => {
    const { sent, batcher } = setup();
    batcher.add(1);
    vi.advanceTimersByTime(3000);
    batcher.add(2);
    vi.advanceTimersByTime(2000);
    expect(sent.map((request) => request.batch)).toEqual([[1, 2]]);
  });

  it('sends a long queue as several requests of at most 50 on flush', () => {
    const { sent, batcher, add } = setup({ fail: () => true });
    add(49);
    batcher.flush(); // fails: 49 go back to the queue
    return Promise.resolve().then(() => {
      add(40, 100); // 89 waiting: one full batch leaves at once, 39 wait
      expect(sent.map((request) => request.batch.length)).toEqual([49, 50]);
      expect(Math.max(...sent.map((request) => request.batch.length))).toBeLessThanOrEqual(EVENT_BATCH_SIZE);
    });
  });

  it('retries a failed batch on the next tick, in its original order, then drops it after 3 attempts', async () => {
    const { sent, drops, add } = setup({ fail: () => true });
    add(2);
    for (let tick = 0; tick < 4; tick += 1) {
      await vi.advanceTimersByTimeAsync(5000);
    }
    expect(sent.map((request) => request.batch)).toEqual([
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
    expect(drops).toEqual([{ count: 2, reason: 'send-failed' }]);
  });

  it('keeps at most maxQueued events while the ingest is unreachable, dropping the oldest', async () => {
    const { batcher, drops, add } = setup({ fail: () => true, maxQueued: 10 });
    batcher.add(-1);
    await vi.advanceTimersByTimeAsync(5000); // the failed event comes back...
    add(12); // ...and 12 more arrive: 13 > 10
    expect(batcher.size()).toBe(10);
    const droppedForSpace = drops.filter((drop) => drop.reason === 'queue-full');
    expect(droppedForSpace.reduce((sum, drop) => sum + drop.count, 0)).toBe(3);
  });

  it('sends the rest as beacons of at most 50 when the page goes away', () => {
    const { sent, batcher, add } = setup({ fail: () => true });
    add(49);
    batcher.flushWithBeacon();
    expect(sent).toEqual([{ batch: Array.from({ length: 49 }, (_, i) => i), mode: 'beacon' }]);
    expect(batcher.size()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
  });

  it('sends nothing after it is disposed', () => {
    const { sent, batcher } = setup();
    batcher.add(1);
    batcher.dispose();
    batcher.add(2);
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(0);
  });
});
