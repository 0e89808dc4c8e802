import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { resetTestState } from './reset';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Explicit: with isolate false, RTL's automatic cleanup is registered for the first file only.
  cleanup();
  server.resetHandlers();
  resetTestState();
});
afterAll(() => server.close());
