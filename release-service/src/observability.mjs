// What an operator sees of the release service: a JSON line per request with its id, and Prometheus
// metrics on a listener of its own (METRICS_PORT, METRICS_HOST, METRICS_TOKEN: docs/deploy.md,
// "Metrics and logs"), attached to the HTTP server from outside its routes.
import { createHttpMetrics, observeHttpServer } from '@gaido/observability/http-server';
import { createLogger } from '@gaido/observability/logger';
import { metricsListenerFrom, serveMetrics } from '@gaido/observability/metrics-server';

/** `/v1/environments/production/pins` → `/v1/environments`: one label per resource, never per id. */
export function releaseRoute(pathname) {
  const match = /^\/v1\/([a-z-]+)/.exec(pathname);
  return match ? `/v1/${match[1]}` : 'other';
}

/**
 * Observes `server`'s requests and, when the environment asks for one, serves /metrics. Resolves
 * with the metrics listener's server (or null) once it listens.
 * @param {import('node:http').Server} server
 */
export async function observeReleaseService(server, env = process.env) {
  const logger = createLogger({ service: 'release-service' });
  const metrics = createHttpMetrics();
  observeHttpServer(server, { name: 'release-service', metrics, logger, routeOf: releaseRoute });
  const listener = metricsListenerFrom(env);
  if (!listener) return null;
  return serveMetrics(
    listener,
    async () => ({ contentType: metrics.registry.contentType, body: await metrics.registry.metrics() }),
    (error) => logger.error({ error: String(error) }, 'metrics unavailable'),
  );
}
