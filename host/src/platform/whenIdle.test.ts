import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_WORK_DELAY_MS, whenIdle } from './whenIdle';

describe('whenIdle', () => {
  let readyState: DocumentReadyState;
  let idleCallbacks: Array<() => void>;

  beforeEach(() => {
    vi.useFakeTimers();
    readyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    idleCallbacks = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idleCallbacks.push(callback);
      return idleCallbacks.length;
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then the delay, then an idle period', () => {
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(10_000);
    expect(idleCallbacks).toHaveLength(0);

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(IDLE_WORK_DELAY_MS - 1);
    expect(idleCallbacks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();

    idleCallbacks[0]?.();
    expect(work).toHaveBeenCalledOnce();
  });

  it('counts the delay from now when the page has already loaded', () => {
    readyState = 'complete';
    const work = vi.fn();
    whenIdle(work, 300);
    vi.advanceTimersByTime(299);
    expect(idleCallbacks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    idleCallbacks[0]?.();
    expect(work).toHaveBeenCalledOnce();
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
