import '@testing-library/jest-dom/vitest';
import { resetTestState } from './reset';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetTestState();
});
afterAll(() => server.close());
