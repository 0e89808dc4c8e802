// Entry point. One worker per core by default (API_WORKERS to choose; 1 runs a single process, no
// primary); with more than one worker a primary prepares the database once
// (migrations, first seed) and runs that many worker processes sharing one port (node:cluster, which
// hands connections to them in turn), restarting a worker that dies. Workers hold no state of their
// own that decides correctness: everything that must be shared lives in the database (docs/deploy.md).
// Without DATABASE_URL the embedded database gets a process of its own that serves it over the
// PostgreSQL protocol (database-process.ts), and the workers connect to it as to a PostgreSQL server.
import { type ChildProcess, fork as forkProcess } from 'node:child_process';
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { serveMetrics } from '@gaido/observability/metrics-server';
import { loadConfig } from './config';
import type { DatabaseReady } from './database-process';
import { createLogger } from './observability/logger';
import { createPrimaryMetrics } from './observability/primary-metrics';
import { prepareDatabase } from './prepare-database';

/** Starts the embedded database's process and resolves with it and its connection string. */
function startDatabaseProcess(): Promise<{ child: ChildProcess; databaseUrl: string }> {
  const child = forkProcess(fileURLToPath(new URL('./database-process.ts', import.meta.url)), [], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: DatabaseReady) => resolve({ child, databaseUrl: message.databaseUrl }));
    child.once('exit', (code) => reject(new Error(`The database process exited during start-up (${code})`)));
  });
}

// On PGlite and on PostgreSQL alike, a worker per core beats one process on this project's 2-core
// machine: more requests a second and a much shorter tail (docs/performance.md, "API under load").
const workers = Number(process.env.API_WORKERS ?? availableParallelism());
const logger = createLogger({ service: 'api' });
/** Logs a reason to stop, and stops once the line is written. */
function fail(message: string): never {
  logger.fatal(message);
  logger.flush();
  process.exit(1);
}

if (!Number.isInteger(workers) || workers < 1) {
  fail(`API_WORKERS must be a whole number of at least 1, not "${process.env.API_WORKERS}"`);
} else if (workers === 1) {
  await import('./server');
} else {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  let stopping = false;
  let databaseProcess: ChildProcess | null = null;
  let workerEnv: Record<string, string> = {};
  if (config.databaseUrl) {
    const database = await prepareDatabase(config).catch((error: unknown) =>
      fail(error instanceof Error ? error.message : String(error)),
    );
    await database.close();
  } else {
    const served = await startDatabaseProcess().catch((error: unknown) =>
      fail(error instanceof Error ? error.message : String(error)),
    );
    databaseProcess = served.child;
    // The database answers one statement at a time: a few connections per worker keep it busy.
    workerEnv = {
      DATABASE_URL: served.databaseUrl,
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '4',
      GAIDO_SERVED_PGLITE: config.dataDir,
    };
    databaseProcess.on('exit', (code, signal) => {
      if (stopping) return;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      fail(`The database process exited (${signal ?? code}): stopping`);
    });
  }
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('./server.ts', import.meta.url)),
    execArgv: process.execArgv,
  });
  const started = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork(workerEnv);
    started.set(worker.id, Date.now());
  };
  for (let i = 0; i < workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // A worker that dies at once would die again: stop instead of looping.
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    logger.error(`API worker ${worker.process.pid} exited (${signal ?? code}) after ${lived} ms`);
    if (lived < 2000 && code !== 0) fail('It died during start-up: stopping');
    fork();
  });
  logger.info(
    `API: ${workers} workers on port ${config.port}${databaseProcess ? `, PGlite in ${config.dataDir} served by its own process` : ''}`,
  );
  if (config.metrics) {
    const listener = config.metrics;
    await serveMetrics(
      listener,
      createPrimaryMetrics(() => databaseProcess),
      (error) => logger.error({ error: String(error) }, 'metrics unavailable'),
    ).then(
      () => logger.info(`Metrics of every worker on http://${listener.host}:${listener.port}/metrics`),
      (error: unknown) =>
        fail(`Metrics port ${listener.port}: ${error instanceof Error ? error.message : error}`),
    );
  }
  // The workers first (they finish their requests), then the database they were using.
  const stopDatabase = () => {
    logger.flush();
    if (!databaseProcess || databaseProcess.exitCode !== null) process.exit(0);
    databaseProcess.once('exit', () => process.exit(0));
    databaseProcess.kill('SIGTERM');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      setTimeout(stopDatabase, 5000).unref();
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) stopDatabase();
      });
    });
  }
}
