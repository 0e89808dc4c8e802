import { setupServer } from 'msw/node';

/** One MSW server for every test; tests add handlers with server.use(...). Unhandled requests fail. */
export const server = setupServer();

export const API = 'http://localhost:4000/api/v1';
