// The API's HTTP server. Node closes a keep-alive connection after 5 s idle by default, and a client
// that sends its next request on that connection as it closes gets a reset (ECONNRESET) rather than an
// answer: browsers retry such a request, other clients (services, scripts, test runners) do not. Idle
// connections are kept longer than the 60 s idle timeout of common load balancers, so the side that
// closes is the client or the balancer, never the API in the middle of a reuse.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export const KEEP_ALIVE_MS = 65_000;

export function serveApi(
  options: { fetch: (request: Request) => Response | Promise<Response>; port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
) {
  const server = serve(options, onListening);
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    // Must outlast the keep-alive timeout, or a request arriving late on an idle connection is cut.
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }
  return server;
}
