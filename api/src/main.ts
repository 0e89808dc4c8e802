// Entry point. One API process by default; with API_WORKERS > 1 a primary prepares the database once
// (migrations, first seed) and runs that many worker processes sharing one port (node:cluster, which
// hands connections to them in turn), restarting a worker that dies. Workers hold no state of their
// own that decides correctness: everything that must be shared lives in the database (docs/deploy.md).
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';

const workers = Number(process.env.API_WORKERS ?? 1);

if (!Number.isInteger(workers) || workers < 1) {
  console.error(`API_WORKERS must be a whole number of at least 1, not "${process.env.API_WORKERS}"`);
  process.exit(1);
} else if (workers === 1) {
  await import('./server');
} else {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      'API_WORKERS > 1 needs DATABASE_URL: the embedded PGlite database belongs to one process (docs/deploy.md)',
    );
    process.exit(1);
  }
  const database = await prepareDatabase(config).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  await database.close();
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('./server.ts', import.meta.url)),
    execArgv: process.execArgv,
  });
  let stopping = false;
  const started = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  };
  for (let i = 0; i < workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // A worker that dies at once would die again: stop instead of looping.
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    console.error(`API worker ${worker.process.pid} exited (${signal ?? code}) after ${lived} ms`);
    if (lived < 2000 && code !== 0) {
      console.error('It died during start-up: stopping');
      process.exit(1);
    }
    fork();
  });
  console.log(`API: ${workers} workers on port ${config.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      setTimeout(() => process.exit(0), 5000).unref();
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
}
