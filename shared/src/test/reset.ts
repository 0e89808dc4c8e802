import { resetAnalytics } from '../analytics/analytics';
import { resetApiClient } from '../api/apiClient';
import { resetConnectionHealth } from '../api/connection';
import { resetRuntimeConfig } from '../config/runtimeConfig';
import { gaidoBus } from '../events/gaidoEvents';
import { sessionStore, stopSessionTabSync } from '../session/sessionStore';

export function resetTestState(): void {
  vi.useRealTimers();
  Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true, writable: true });
  localStorage.clear();
  sessionStorage.clear();
  resetRuntimeConfig();
  resetApiClient();
  resetConnectionHealth();
  resetAnalytics();
  stopSessionTabSync();
  gaidoBus.all.clear();
  sessionStore.setState({
    user: null,
    accessToken: null,
    refreshToken: null,
    isAuthenticated: false,
    failedLoginCount: 0,
  });
}
