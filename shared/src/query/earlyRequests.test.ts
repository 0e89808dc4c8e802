import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_REQUEST_MAX_AGE_MS,
  forgetEarlyRequests,
  startEarlyRequest,
  takeEarlyRequest,
} from './earlyRequests';

const KEY = ['tours', 'list', { limit: 6, sort: 'rating' }] as const;

describe('requests a page starts before it renders (issue 9)', () => {
  afterEach(forgetEarlyRequests);

  it('hands a request to the query with the same key, once, whatever the order of its properties', async () => {
    const request = vi.fn().mockResolvedValue('six tours');
    startEarlyRequest(KEY, request);
    expect(takeEarlyRequest(['tours', 'list', { limit: 6 }])).toBeNull();
    await expect(takeEarlyRequest(['tours', 'list', { sort: 'rating', limit: 6 }])).resolves.toBe(
      'six tours',
    );
    expect(takeEarlyRequest(KEY)).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('does not ask twice while a request for the key is on its way', () => {
    const request = vi.fn().mockResolvedValue('six tours');
    startEarlyRequest(KEY, request);
    startEarlyRequest(KEY, request);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('drops a request nobody took in time: the query asks afresh', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const request = vi.fn().mockResolvedValue('stale');
      startEarlyRequest(KEY, request);
      vi.advanceTimersByTime(EARLY_REQUEST_MAX_AGE_MS + 1);
      expect(takeEarlyRequest(KEY)).toBeNull();
      startEarlyRequest(KEY, request);
      vi.advanceTimersByTime(EARLY_REQUEST_MAX_AGE_MS + 1);
      // An old one is replaced by a new start.
      startEarlyRequest(KEY, request);
      expect(request).toHaveBeenCalledTimes(3);
      expect(takeEarlyRequest(KEY)).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a failure for the query to see, without an unhandled rejection meanwhile', async () => {
    startEarlyRequest(KEY, () => Promise.reject(new Error('503')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyRequest(KEY)).rejects.toThrow('503');
  });

  it('keeps nothing in memory past its age', () => {
    vi.useFakeTimers();
    try {
      startEarlyRequest(KEY, () => Promise.resolve('stale'));
      vi.advanceTimersByTime(EARLY_REQUEST_MAX_AGE_MS);
      expect(takeEarlyRequest(KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
