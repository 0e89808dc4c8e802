import '@testing-library/jest-dom/vitest';
import { clearSession, resetApiClient } from '@gaido/shared';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './server';

// Network in component tests goes through MSW; an unhandled request fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearSession();
  resetApiClient();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
