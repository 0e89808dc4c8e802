// The release service's HTTP server. Its clients keep connections alive (the release CLI publishes
// several remotes at once, then reuses the idle connections). Node closes an idle connection after
// 5 s; a client whose own, shorter timer fires late on a busy machine sends its next request on a
// connection the server is closing and gets EPIPE or a reset instead of an answer, and its one retry
// can take another such connection. Idle connections are kept longer than the 60 s idle timeout of
// common load balancers, so the side that closes is the client or the balancer, never the service.
import { serve } from '@hono/node-server';

export const KEEP_ALIVE_MS = 65_000;

/** `serve` of @hono/node-server, with idle keep-alive connections kept KEEP_ALIVE_MS. */
export function serveReleaseService(options, onListening) {
  const server = serve(options, onListening);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Must outlast the keep-alive timeout, or a request arriving late on an idle connection is cut.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
