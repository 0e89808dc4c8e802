// The listener that serves a service's /metrics, apart from its public port: a scrape never passes
// the load balancer, and the public port answers 404 to /metrics. It binds to loopback unless told
// otherwise; with a token it asks for `Authorization: Bearer <token>` (docs/deploy.md, "Metrics").
import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const MIN_TOKEN_LENGTH = 24;

/**
 * The metrics listener `env` asks for (`<prefix>PORT`, `<prefix>HOST`, `<prefix>TOKEN`), or null when
 * no port is set. Refuses, in production, a listener reachable from other machines without a token.
 */
export function metricsListenerFrom(env, prefix = 'METRICS_') {
  const rawPort = env[`${prefix}PORT`];
  if (rawPort === undefined || rawPort === '') return null;
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid ${prefix}PORT: ${rawPort}`);
  const host = env[`${prefix}HOST`] || '127.0.0.1';
  const token = env[`${prefix}TOKEN`] || undefined;
  if (token !== undefined && token.length < MIN_TOKEN_LENGTH)
    throw new Error(`${prefix}TOKEN must be at least ${MIN_TOKEN_LENGTH} characters`);
  if (env.NODE_ENV === 'production' && !LOOPBACK.has(host) && !token) {
    throw new Error(
      `${prefix}HOST=${host} would expose metrics beyond this machine: set ${prefix}TOKEN, or bind to 127.0.0.1`,
    );
  }
  return { port, host, token };
}

function sameToken(given, expected) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Serves GET /metrics with what `expose` returns; resolves with the listening server. */
export function serveMetrics(listener, expose, onError = () => undefined) {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found\n');
      return;
    }
    if (listener.token) {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameToken(given, listener.token)) {
        response
          .writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer' })
          .end('Unauthorized\n');
        return;
      }
    }
    Promise.resolve()
      .then(expose)
      .then(
        ({ contentType, body }) => {
          response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
          response.end(request.method === 'HEAD' ? undefined : body);
        },
        (error) => {
          onError(error);
          response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics unavailable\n');
        },
      );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listener.port, listener.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
