/**
 * spec 9: the connection is unhealthy after 3 consecutive failed requests (no response at all).
 * Any response, even an error status, proves the API is reachable and resets the count.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { ApiErrorCategory } from './apiError';

export const UNHEALTHY_AFTER_FAILURES = 3;

export interface ConnectionState {
  isHealthy: boolean;
  consecutiveFailures: number;
  lastFailureCategory: ApiErrorCategory | null;
  lastFailureAt: number | null;
}

const healthy: ConnectionState = {
  isHealthy: true,
  consecutiveFailures: 0,
  lastFailureCategory: null,
  lastFailureAt: null,
};

export const connectionStore = createStore<ConnectionState>()(() => ({ ...healthy }));

export function recordConnectionSuccess(): void {
  if (connectionStore.getState().consecutiveFailures !== 0) connectionStore.setState({ ...healthy });
}

export function recordConnectionFailure(category: ApiErrorCategory): void {
  const consecutiveFailures = connectionStore.getState().consecutiveFailures + 1;
  connectionStore.setState({
    consecutiveFailures,
    isHealthy: consecutiveFailures < UNHEALTHY_AFTER_FAILURES,
    lastFailureCategory: category,
    lastFailureAt: Date.now(),
  });
}

export function resetConnectionHealth(): void {
  connectionStore.setState({ ...healthy });
}

/** React hook: `const { isHealthy } = useConnectionHealth()`. */
export function useConnectionHealth(): ConnectionState;
export function useConnectionHealth<T>(selector: (state: ConnectionState) => T): T;
export function useConnectionHealth<T>(selector?: (state: ConnectionState) => T): T | ConnectionState {
  return useStore(
    connectionStore,
    (selector ?? ((state: ConnectionState) => state)) as (state: ConnectionState) => T,
  );
}
