import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/apiError';
import { BREAKPOINTS, getDeviceType } from '../device/browser';
import { clearSession } from '../session/sessionStore';
import { signIn } from '../test/helpers';
import { bookingQueryKeys, paymentQueryKeys } from '../tours/tourQueryKeys';
import { bindQueryClientToSession, createQueryClient, queryClientDefaults } from './queryClient';
import { queryKeys } from './queryKeys';

const apiError = (status: number) =>
  new ApiError('x', {
    status,
    statusText: '',
    category: status >= 500 ? 'server' : 'unknown',
    body: null,
    url: '',
    method: 'GET',
  });

type RetryFn = (failureCount: number, error: unknown) => boolean;
type DelayFn = (failureCount: number, error: unknown) => number;

function retriesAllowed(retry: unknown, error: unknown): number {
  let count = 0;
  while ((retry as RetryFn)(count, error) && count < 10) count += 1;
  return count;
}

describe('query client defaults (spec 9)', () => {
  it.each([
    [767, 10, 15, 1, 0, 15_000],
    [768, 5, 10, 2, 1, 30_000],
    [1440, 5, 10, 2, 1, 30_000],
  ])(
    'at %i px: stale %i min, kept %i min, %i query retries, %i mutation retries, delay cap %i ms',
    (width, stale, gc, queryRetries, mutationRetries, cap) => {
      const defaults = queryClientDefaults(width);
      expect(defaults.queries?.staleTime).toBe(stale * 60_000);
      expect(defaults.queries?.gcTime).toBe(gc * 60_000);
      expect(retriesAllowed(defaults.queries?.retry, apiError(503))).toBe(queryRetries);
      expect(retriesAllowed(defaults.mutations?.retry, apiError(503))).toBe(mutationRetries);
      const delay = defaults.queries?.retryDelay as DelayFn;
      expect([0, 1, 2, 3, 4, 5].map((n) => delay(n, null))).toEqual(
        [1000, 2000, 4000, 8000, 16_000, 32_000].map((ms) => Math.min(ms, cap)),
      );
    },
  );

  it.each([400, 401, 403, 404, 409, 422, 429])('does not retry a %i', (status) => {
    const defaults = queryClientDefaults(1280);
    expect(retriesAllowed(defaults.queries?.retry, apiError(status))).toBe(0);
    expect(retriesAllowed(defaults.mutations?.retry, apiError(status))).toBe(0);
  });

  it('retries failures without a status (network) as well', () => {
    expect(retriesAllowed(queryClientDefaults(1280).queries?.retry, new TypeError('Failed to fetch'))).toBe(
      2,
    );
  });

  it('creates a client with these defaults', () => {
    const client = createQueryClient(500);
    expect(client).toBeInstanceOf(QueryClient);
    expect(client.getDefaultOptions().queries?.staleTime).toBe(10 * 60_000);
  });

  it("uses the window's width by default", () => {
    Object.defineProperty(window, 'innerWidth', { value: 400, configurable: true, writable: true });
    expect(queryClientDefaults().queries?.gcTime).toBe(15 * 60_000);
  });

  it('forgets everything but the public catalogue when the user changes', () => {
    const client = createQueryClient(1280);
    signIn();
    const stop = bindQueryClientToSession(client);
    client.setQueryData(queryKeys.favorites.folders(), [{ id: 'f', name: 'Mine' }]);
    client.setQueryData(queryKeys.profile.me(), { id: 'user-1' });
    client.setQueryData(bookingQueryKeys.list('upcoming'), { data: [{ id: 'b1' }] });
    client.setQueryData(paymentQueryKeys.list(), { data: [{ id: 'p1' }] });
    client.setQueryData(['a-root-added-later'], 'mine');
    client.setQueryData(queryKeys.gems.detail('g1'), { id: 'g1' });
    client.setQueryData(queryKeys.tours.list({ limit: 6 }), { data: [] });
    client.setQueryData(queryKeys.cities.list(), []);
    client.setQueryData(queryKeys.guides.list(), []);
    clearSession();
    stop();
    expect(client.getQueryData(queryKeys.favorites.folders())).toBeUndefined();
    expect(client.getQueryData(queryKeys.profile.me())).toBeUndefined();
    expect(client.getQueryData(bookingQueryKeys.list('upcoming'))).toBeUndefined();
    expect(client.getQueryData(paymentQueryKeys.list())).toBeUndefined();
    expect(client.getQueryData(['a-root-added-later'])).toBeUndefined();
    expect(client.getQueryData(queryKeys.gems.detail('g1'))).toEqual({ id: 'g1' });
    expect(client.getQueryData(queryKeys.tours.list({ limit: 6 }))).toEqual({ data: [] });
    expect(client.getQueryData(queryKeys.cities.list())).toEqual([]);
    expect(client.getQueryData(queryKeys.guides.list())).toEqual([]);
  });

  it('does not let the previous user’s bookings, still on their way, land in the cache', async () => {
    const client = createQueryClient(1280);
    signIn();
    const stop = bindQueryClientToSession(client);
    let answer: (value: unknown) => void = () => undefined;
    const fetching = client.fetchQuery({
      queryKey: bookingQueryKeys.list('upcoming'),
      queryFn: () => new Promise((resolve) => (answer = resolve)),
    });
    fetching.catch(() => undefined);
    clearSession();
    answer({ data: [{ id: 'b-of-user-1' }] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(client.getQueryData(bookingQueryKeys.list('upcoming'))).toBeUndefined();
  });

  it('keeps everything while the same user stays signed in (a token refresh)', () => {
    const client = createQueryClient(1280);
    signIn();
    const stop = bindQueryClientToSession(client);
    client.setQueryData(bookingQueryKeys.list('upcoming'), { data: [] });
    signIn();
    stop();
    expect(client.getQueryData(bookingQueryKeys.list('upcoming'))).toEqual({ data: [] });
  });
});

describe('breakpoints (spec 9)', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (width, type) => {
    expect(getDeviceType(width)).toBe(type);
  });

  it('puts the breakpoints at 768 and 1024', () => {
    expect(BREAKPOINTS).toEqual({ mobile: 768, desktop: 1024 });
  });
});

describe('query keys', () => {
  it('nest every favorites key under one root, for one invalidation', () => {
    for (const key of [
      queryKeys.favorites.folders(),
      queryKeys.favorites.folderGems('f1'),
      queryKeys.favorites.status('g1'),
    ]) {
      expect(key[0]).toBe(queryKeys.favorites.all[0]);
    }
    expect(queryKeys.favorites.folderGems('f1')).toContain('f1');
    expect(queryKeys.gems.byCity('c1')).toEqual(['gems', 'city', 'c1', {}]);
    expect(queryKeys.tours.detail('lisbon-food')).toEqual(['tours', 'detail', 'lisbon-food']);
    expect(queryKeys.cities.list()).toEqual(['cities', 'list']);
    expect(queryKeys.profile.me()).toEqual(['profile', 'me']);
  });
});
