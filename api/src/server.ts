// Entry point: open (and on first start create, migrate and seed) the database, serve the app,
// and close everything on SIGINT/SIGTERM (an open PGlite keeps the process alive).
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { serveMetrics } from '@gaido/observability/metrics-server';
import { API_BASE, createApp } from './app';
import { loadConfig } from './config';
import { purgeStaleRows } from './features/accounts/housekeeping';
import { createMailer } from './features/mail/mailer';
import { createBackgroundTasks } from './http/background';
import { serveApi } from './http/serve';
import { createLogger, describeError } from './observability/logger';
import { createApiMetrics } from './observability/metrics';
import { answerMetricsRequests } from './observability/worker-metrics';
import { prepareDatabase } from './prepare-database';

const logger = createLogger({ service: 'api' });
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A configuration that must not run (no JWT_SECRET in production, the dev mailbox in production).
  logger.fatal(error instanceof Error ? error.message : String(error));
  logger.flush();
  process.exit(1);
}
const started = performance.now();
const database = await prepareDatabase(config).catch((error: unknown) => {
  logger.fatal(error instanceof Error ? error.message : String(error));
  logger.flush();
  process.exit(1);
});
const mailer = createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
// The task's name and the error's class only: a task's data (addresses, tokens) stays out of the log.
const background = createBackgroundTasks((task, error) =>
  logger.error({ task, error: error instanceof Error ? error.name : 'error' }, 'background task failed'),
);
const metrics = createApiMetrics({
  processMetrics: true,
  db: database.db,
  pool: database.kind === 'postgres' ? database.pool : undefined,
});
const app = createApp({ db: database.db, config, mailer, background, logger, metrics });

// A worker's metrics are read by the primary, which adds up every worker's (main.ts); a single
// process serves its own.
let metricsServer: Server | undefined;
if (cluster.isWorker) {
  answerMetricsRequests(metrics.registry);
} else if (config.metrics) {
  metricsServer = await serveMetrics(
    config.metrics,
    async () => ({ contentType: metrics.registry.contentType, body: await metrics.registry.metrics() }),
    (error) => logger.error({ error: String(error) }, 'metrics unavailable'),
  );
}

// Mail queued by an instance that stopped before delivering it is delivered by any other (or by
// this one at its next start): at start, then every minute.
const deliverPendingMail = () => void mailer.deliverPending().catch(() => undefined);
const retryTimer = config.smtpUrl ? setInterval(deliverPendingMail, 60_000) : undefined;
if (config.smtpUrl) deliverPendingMail();
const housekeeping = () =>
  purgeStaleRows(database.db).catch((error: unknown) =>
    logger.error(
      { error: error instanceof Error ? describeError(error) : 'unknown error' },
      'housekeeping failed',
    ),
  );
const housekeepingTimer = setInterval(housekeeping, 60 * 60_000);
void housekeeping();

function databaseLabel() {
  if (process.env.GAIDO_SERVED_PGLITE)
    return `PGlite in ${process.env.GAIDO_SERVED_PGLITE} (its own process)`;
  return config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
}

const server = serveApi({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  logger.info(`Database: ${databaseLabel()}; ready in ${Math.round(performance.now() - started)} ms`);
  logger.info(`API listening on http://${shownHost}:${info.port}${API_BASE}`);
  if (metricsServer) logger.info(`Metrics on http://${config.metrics?.host}:${config.metrics?.port}/metrics`);
});

server.on('error', async (error: NodeJS.ErrnoException) => {
  logger.fatal(
    error.code === 'EADDRINUSE'
      ? `Port ${config.port} is already in use (set PORT to use another)`
      : error.message,
  );
  logger.flush();
  await database.close();
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received, closing`);
  if (retryTimer) clearInterval(retryTimer);
  clearInterval(housekeepingTimer);
  const forceExit = setTimeout(() => process.exit(1), 5000);
  forceExit.unref();
  metricsServer?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await background.idle();
  await database.close();
  logger.flush();
  process.exit(0);
}

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
