import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessLog } from '../src/http/access-log';

afterEach(() => {
  vi.useRealTimers();
});

describe('access log', () => {
  it('writes the lines of one interval together, in order, once', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const log = createAccessLog((text) => writes.push(text), 100);
    log.add('GET /a 200 1ms');
    log.add('GET /b 404 0ms');
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(writes).toEqual(['GET /a 200 1ms\nGET /b 404 0ms']);
    vi.advanceTimersByTime(1000);
    expect(writes).toHaveLength(1);
    log.add('POST /c 201 3ms');
    vi.advanceTimersByTime(100);
    expect(writes).toEqual(['GET /a 200 1ms\nGET /b 404 0ms', 'POST /c 201 3ms']);
  });

  it('writes what is pending on flush, and nothing when nothing is', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const log = createAccessLog((text) => writes.push(text), 100);
    log.flush();
    expect(writes).toEqual([]);
    log.add('GET /a 200 1ms');
    log.flush();
    expect(writes).toEqual(['GET /a 200 1ms']);
    vi.advanceTimersByTime(100);
    expect(writes).toHaveLength(1);
  });
});
