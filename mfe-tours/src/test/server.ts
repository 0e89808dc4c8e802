import { setupServer } from 'msw/node';

/** Network of the component tests: every request must have a handler (unhandled ones fail). */
export const server = setupServer();
