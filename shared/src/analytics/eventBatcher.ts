/**
 * The batch cap of spec 1 ("analytics batch size is 50 and flush every 5 s"), enforced where every
 * event passes.
 *
 * posthog-js has no batch-size option, and its request queue is private (minified away), so it
 * cannot be told to flush at 50. The host's posthog backend therefore hands every finished event —
 * custom events, page views, page leaves, autocapture, identify — to this batcher from posthog's
 * `before_send` hook and returns null, so posthog's own queue never holds them. The batcher:
 *   - sends as soon as 50 events wait, and otherwise 5 s after the first event of a batch;
 *   - never puts more than 50 events in one request (a longer queue, e.g. after failures, goes out
 *     as several requests of at most 50);
 *   - puts a batch that failed to send back at the front of the queue and retries it on the next
 *     tick, dropping it after a few attempts, and keeps at most `maxQueued` events (oldest dropped),
 *     so an unreachable ingest costs bounded memory;
 *   - on page unload sends what is left as beacons, again in batches of at most 50.
 * Timers are injectable so the tests drive it with a fake clock.
 */

export const EVENT_BATCH_SIZE = 50;
export const EVENT_FLUSH_INTERVAL_MS = 5000;
export const EVENT_MAX_QUEUED = 1000;
export const EVENT_MAX_ATTEMPTS = 3;

export type SendMode = 'fetch' | 'beacon';

export interface EventBatcherOptions<T> {
  /**
   * Delivers one batch (never more than `maxBatchSize` events). Rejecting means "try again later";
   * resolving means delivered, or refused for good (nothing to gain from a retry).
   */
  send(batch: T[], mode: SendMode): Promise<void>;
  maxBatchSize?: number;
  flushIntervalMs?: number;
  maxQueued?: number;
  maxAttempts?: number;
  /** Called when events are dropped (queue full, or a batch failed `maxAttempts` times). */
  onDrop?(count: number, reason: 'queue-full' | 'send-failed'): void;
  setTimer?(callback: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}

export interface EventBatcher<T> {
  add(event: T): void;
  /** Sends everything queued now, in batches of at most `maxBatchSize`. */
  flush(): void;
  /** Page unload: sends everything queued as beacons, in batches of at most `maxBatchSize`. */
  flushWithBeacon(): void;
  /** Events waiting (not counting batches in flight). */
  size(): number;
  dispose(): void;
}

interface Queued<T> {
  event: T;
  attempts: number;
}

export function createEventBatcher<T>(options: EventBatcherOptions<T>): EventBatcher<T> {
  const maxBatchSize = options.maxBatchSize ?? EVENT_BATCH_SIZE;
  const flushIntervalMs = options.flushIntervalMs ?? EVENT_FLUSH_INTERVAL_MS;
  const maxQueued = options.maxQueued ?? EVENT_MAX_QUEUED;
  const maxAttempts = options.maxAttempts ?? EVENT_MAX_ATTEMPTS;
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  let queue: Queued<T>[] = [];
  let timer: unknown;
  let disposed = false;

  function trim(): void {
    const excess = queue.length - maxQueued;
    if (excess > 0) {
      queue = queue.slice(excess);
      options.onDrop?.(excess, 'queue-full');
    }
  }

  function schedule(): void {
    if (timer !== undefined || disposed || queue.length === 0) return;
    timer = setTimer(() => {
      timer = undefined;
      flush();
    }, flushIntervalMs);
  }

  function cancelTimer(): void {
    if (timer === undefined) return;
    clearTimer(timer);
    timer = undefined;
  }

  function sendBatch(batch: Queued<T>[]): void {
    let sending: Promise<void>;
    try {
      sending = options.send(
        batch.map((item) => item.event),
        'fetch',
      );
    } catch (error) {
      sending = Promise.reject(error);
    }
    sending.catch(() => {
      const retry = batch
        .map((item) => ({ event: item.event, attempts: item.attempts + 1 }))
        .filter((item) => item.attempts < maxAttempts);
      if (retry.length < batch.length) options.onDrop?.(batch.length - retry.length, 'send-failed');
      if (disposed || retry.length === 0) return;
      // Back at the front, in order: the next tick sends them before newer events.
      queue = [...retry, ...queue];
      trim();
      schedule();
    });
  }

  function flush(): void {
    cancelTimer();
    while (queue.length > 0) sendBatch(queue.splice(0, maxBatchSize));
  }

  return {
    add(event) {
      if (disposed) return;
      queue.push({ event, attempts: 0 });
      trim();
      // Full batches go at once; the rest (fewer than 50) waits for the timer.
      while (queue.length >= maxBatchSize) {
        cancelTimer();
        sendBatch(queue.splice(0, maxBatchSize));
      }
      schedule();
    },
    flush,
    flushWithBeacon() {
      cancelTimer();
      while (queue.length > 0) {
        const batch = queue.splice(0, maxBatchSize).map((item) => item.event);
        // Fire and forget: the page is going away, there is no later tick to retry on.
        options.send(batch, 'beacon').catch(() => options.onDrop?.(batch.length, 'send-failed'));
      }
    },
    size: () => queue.length,
    dispose() {
      disposed = true;
      cancelTimer();
      queue = [];
    },
  };
}
