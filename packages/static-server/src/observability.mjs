// What an operator sees of the host and CDN servers: a JSON line per request with its id, and one
// Prometheus /metrics for the process that runs them (on a listener of its own, loopback by default:
// docs/deploy.md, "Metrics and logs"), attached to the servers from outside their handlers.
import { createHttpMetrics, observeHttpServer } from '@gaido/observability/http-server';
import { createLogger } from '@gaido/observability/logger';
import { serveMetrics } from '@gaido/observability/metrics-server';
import { REMOTES } from '@gaido/workspace/apps';

const REMOTE_FOLDERS = new Set(Object.values(REMOTES));

/** A host server's routes: its two JSON files, the QA tools' questions, hashed assets, documents. */
export function hostRoute(pathname) {
  if (pathname === '/remotes.json' || pathname === '/config.json') return pathname;
  if (pathname.startsWith('/release/')) return '/release/*';
  if (pathname.startsWith('/static/')) return '/static/*';
  return 'document';
}

/** The CDN's files by remote (`/mfe-tours/*`), never by version or file. */
export function cdnRoute(pathname) {
  const folder = pathname.split('/')[1] ?? '';
  return REMOTE_FOLDERS.has(folder) ? `/${folder}/*` : 'other';
}

/**
 * Observes the servers of this process (`hosts`: name → host server; `cdn`: the CDN server, if any)
 * and serves their metrics on `listener` (`{ port, host, token? }`) when one is given.
 * @returns {Promise<import('node:http').Server | null>} the metrics listener
 */
export async function observeStaticServers({ hosts = {}, cdn = null, listener = null }) {
  const logger = createLogger({ service: 'static-servers' });
  const metrics = createHttpMetrics();
  for (const [name, server] of Object.entries(hosts))
    observeHttpServer(server, { name, metrics, logger, routeOf: hostRoute });
  if (cdn) observeHttpServer(cdn, { name: 'cdn', metrics, logger, routeOf: cdnRoute });
  if (!listener) return null;
  return serveMetrics(
    listener,
    async () => ({ contentType: metrics.registry.contentType, body: await metrics.registry.metrics() }),
    (error) => logger.error({ error: String(error) }, 'metrics unavailable'),
  );
}
