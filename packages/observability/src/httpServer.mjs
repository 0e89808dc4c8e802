// Metrics and a JSON log line for every request a node:http server answers, attached to a server
// from outside (the release service, the host and CDN servers): no change to their handlers. The
// request's id (the client's X-Request-Id, or a fresh one) is answered back and on its line.
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { REQUEST_ID_HEADER, requestIdFrom } from './requestId.mjs';

const HEADER = REQUEST_ID_HEADER.toLowerCase();

/** A registry with request counters and latency histograms by server, method, route and status. */
export function createHttpMetrics({ processMetrics = true } = {}) {
  const registry = new Registry();
  const registers = [registry];
  if (processMetrics) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const labelNames = ['server', 'method', 'route', 'status'];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by server, method, route and status',
    labelNames,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by server, method, route and status',
    labelNames,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'Answers with a 5xx status, by server and route',
    labelNames: ['server', 'route'],
    registers,
  });
  return {
    registry,
    observe({ server, method, route, status, seconds }) {
      const labels = { server, method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
      if (status >= 500) serverErrors.inc({ server, route });
    },
  };
}

/**
 * Counts and logs every request `server` answers. `routeOf(pathname)` must map paths onto a few
 * labels (a label per path would make a series per file or id). Returns the server.
 */
export function observeHttpServer(server, { name, metrics, logger, routeOf }) {
  server.prependListener('request', (req, res) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers[HEADER]);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.once('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      // The path only: query strings may hold tokens or addresses.
      const path = (req.url ?? '/').split(/[?#]/)[0] || '/';
      const route = routeOf(path);
      const method = req.method ?? 'GET';
      metrics.observe({ server: name, method, route, status: res.statusCode, seconds });
      logger.info(
        {
          requestId,
          server: name,
          method,
          path,
          route,
          status: res.statusCode,
          ms: Math.round(seconds * 1000),
        },
        'request',
      );
    });
  });
  return server;
}
