import '@testing-library/jest-dom/vitest';
import { clearSession } from '@gaido/shared';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Network in component tests goes through MSW; an unhandled request fails the test. */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
