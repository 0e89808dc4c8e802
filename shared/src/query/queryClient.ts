/** spec 9: data cache defaults, with the under-768 px variants. */
import { type DefaultOptions, QueryClient } from '@tanstack/react-query';
import { isClientError } from '../api/apiError';
import { BREAKPOINTS } from '../device/browser';
import { sessionStore } from '../session/sessionStore';
import { queryKeys } from './queryKeys';

const MINUTE = 60_000;

export interface CachePolicy {
  staleTimeMs: number;
  gcTimeMs: number;
  queryRetries: number;
  mutationRetries: number;
  maxRetryDelayMs: number;
}

export const CACHE_POLICY: { regular: CachePolicy; small: CachePolicy } = {
  regular: {
    staleTimeMs: 5 * MINUTE,
    gcTimeMs: 10 * MINUTE,
    queryRetries: 2,
    mutationRetries: 1,
    maxRetryDelayMs: 30_000,
  },
  small: {
    staleTimeMs: 10 * MINUTE,
    gcTimeMs: 15 * MINUTE,
    queryRetries: 1,
    mutationRetries: 0,
    maxRetryDelayMs: 15_000,
  },
};

export function cachePolicyFor(viewportWidth: number): CachePolicy {
  return viewportWidth < BREAKPOINTS.mobile ? CACHE_POLICY.small : CACHE_POLICY.regular;
}

function currentWidth(): number {
  return typeof window === 'undefined' ? BREAKPOINTS.desktop : window.innerWidth;
}

/**
 * Stale 5 min (10 under 768 px), kept 10 min (15), query retries 2 (1) and none on 4xx, mutation
 * retries 1 (0) and none on 4xx, retry delay doubling from 1 s capped at 30 s (15 s).
 */
export function queryClientDefaults(viewportWidth: number = currentWidth()): DefaultOptions {
  const policy = cachePolicyFor(viewportWidth);
  const retryDelay = (failureCount: number) => Math.min(1000 * 2 ** failureCount, policy.maxRetryDelayMs);
  return {
    queries: {
      staleTime: policy.staleTimeMs,
      gcTime: policy.gcTimeMs,
      retry: (failureCount, error) => !isClientError(error) && failureCount < policy.queryRetries,
      retryDelay,
    },
    mutations: {
      retry: (failureCount, error) => !isClientError(error) && failureCount < policy.mutationRetries,
      retryDelay,
    },
  };
}

export function createQueryClient(viewportWidth: number = currentWidth()): QueryClient {
  return new QueryClient({ defaultOptions: queryClientDefaults(viewportWidth) });
}

/**
 * Roots of the query keys that hold the public catalogue: the same answer for everyone. Every other
 * root (favorites, profile, bookings, payments, and any root added later) is someone's own data.
 */
export const PUBLIC_QUERY_ROOTS: readonly string[] = [
  queryKeys.gems.all[0],
  queryKeys.guides.all[0],
  queryKeys.tours.all[0],
  queryKeys.cities.all[0],
];

/**
 * Drops every cached query but the public catalogue's when the user signs out or another user signs
 * in, and calls off those still on their way, so nobody sees the previous user's folders, profile,
 * bookings or payments (not even an answer that arrives after the change). The host calls it once
 * with its client; returns the unsubscribe function.
 */
export function bindQueryClientToSession(queryClient: QueryClient): () => void {
  const personal = {
    predicate: (query: { queryKey: readonly unknown[] }) =>
      !PUBLIC_QUERY_ROOTS.includes(String(query.queryKey[0])),
  };
  return sessionStore.subscribe((state, previous) => {
    if (state.user?.id === previous.user?.id) return;
    void queryClient.cancelQueries(personal);
    queryClient.removeQueries(personal);
  });
}
