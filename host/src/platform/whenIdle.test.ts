import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_WORK_MAX_WAIT_MS, IDLE_WORK_QUIET_MS, whenIdle } from './whenIdle';

describe('whenIdle', () => {
  let readyState: DocumentReadyState;
  let idleCallbacks: Array<() => void>;
  let longTaskObservers: Array<() => void>;

  beforeEach(() => {
    vi.useFakeTimers();
    readyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    idleCallbacks = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idleCallbacks.push(callback);
      return idleCallbacks.length;
    });
    longTaskObservers = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = ['longtask'];
      constructor(private readonly listener: () => void) {}
      observe() {
        longTaskObservers.push(this.listener);
      }
      disconnect() {
        longTaskObservers = longTaskObservers.filter((listener) => listener !== this.listener);
      }
    }
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const longTask = () => {
    for (const listener of longTaskObservers) listener();
  };

  it('waits for the load event, then a quiet period without long tasks, then an idle period', () => {
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(IDLE_WORK_MAX_WAIT_MS - IDLE_WORK_QUIET_MS - 1);
    expect(idleCallbacks).toHaveLength(0);

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(IDLE_WORK_QUIET_MS - 1);
    expect(idleCallbacks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();
    expect(longTaskObservers).toHaveLength(0);

    idleCallbacks[0]?.();
    expect(work).toHaveBeenCalledOnce();
  });

  it('starts the quiet period again after every long task', () => {
    readyState = 'complete';
    whenIdle(vi.fn());
    vi.advanceTimersByTime(IDLE_WORK_QUIET_MS - 100);
    longTask();
    vi.advanceTimersByTime(IDLE_WORK_QUIET_MS - 100);
    longTask();
    vi.advanceTimersByTime(IDLE_WORK_QUIET_MS - 1);
    expect(idleCallbacks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(1);
  });

  it('does not wait for a load event that never comes past IDLE_WORK_MAX_WAIT_MS', () => {
    whenIdle(vi.fn());
    vi.advanceTimersByTime(IDLE_WORK_MAX_WAIT_MS - 1);
    expect(idleCallbacks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(1);
    // A load event after that starts nothing more.
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(IDLE_WORK_MAX_WAIT_MS);
    expect(idleCallbacks).toHaveLength(1);
    expect(longTaskObservers).toHaveLength(0);
  });

  it('runs the work at most IDLE_WORK_MAX_WAIT_MS after the call however busy the page stays', () => {
    readyState = 'complete';
    whenIdle(vi.fn());
    for (let waited = 0; waited < IDLE_WORK_MAX_WAIT_MS - 500; waited += 500) {
      vi.advanceTimersByTime(500);
      longTask();
    }
    expect(idleCallbacks).toHaveLength(0);
    vi.advanceTimersByTime(500);
    expect(idleCallbacks).toHaveLength(1);
    expect(longTaskObservers).toHaveLength(0);
  });

  it('waits the quiet period from the load event where the browser does not report long tasks', () => {
    readyState = 'complete';
    vi.stubGlobal('PerformanceObserver', undefined);
    whenIdle(vi.fn(), 300);
    vi.advanceTimersByTime(299);
    expect(idleCallbacks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(1);
  });

  it('runs on a timer where the browser has no requestIdleCallback', () => {
    readyState = 'complete';
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, 0);
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
  });
});
