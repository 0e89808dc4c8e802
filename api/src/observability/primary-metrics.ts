// /metrics of a multi-worker API, served by the primary: every worker's registry added up
// (worker-metrics.ts: counters and histograms summed, memory summed, event-loop delay averaged), then
// the primary's own figures: its workers and, with the embedded database in a process of its own,
// that process's memory and wire queue.
import type { ChildProcess } from 'node:child_process';
import cluster from 'node:cluster';
import type { Exposition } from '@gaido/observability/metrics-server';
import { Gauge, Registry } from 'prom-client';
import { DATABASE_STATS_REQUEST, type DatabaseStats } from '../db/database-stats';
import { createWorkerMetrics, type WorkerMetricsOptions } from './worker-metrics';

const STATS_TIMEOUT_MS = 2000;

function askDatabase(child: ChildProcess): Promise<DatabaseStats | null> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type !== DATABASE_STATS_REQUEST) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message as DatabaseStats);
    };
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      resolve(null);
    }, STATS_TIMEOUT_MS);
    child.on('message', onMessage);
    if (!child.connected || !child.send(DATABASE_STATS_REQUEST)) {
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(null);
    }
  });
}

export function createPrimaryMetrics(
  databaseProcess: () => ChildProcess | null,
  options: Partial<WorkerMetricsOptions> = {},
): () => Promise<Exposition> {
  const workers = createWorkerMetrics({
    workers: () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined),
    ...options,
  });
  const own = new Registry();
  const registers = [own];
  new Gauge({
    name: 'gaido_api_workers',
    help: 'API worker processes running',
    registers,
    collect() {
      this.set(Object.keys(cluster.workers ?? {}).length);
    },
  });
  const memory = new Gauge({
    name: 'gaido_database_process_resident_memory_bytes',
    help: "Resident memory of the embedded database's own process",
    registers,
  });
  const heap = new Gauge({
    name: 'gaido_database_process_heap_used_bytes',
    help: "JavaScript heap in use in the embedded database's own process",
    registers,
  });
  const queue = new Gauge({
    name: 'gaido_database_queue_length',
    help: 'Wire-protocol messages waiting for the embedded database',
    registers,
  });
  return async () => {
    const child = databaseProcess();
    const stats = child ? await askDatabase(child) : null;
    if (stats) {
      memory.set(stats.residentMemoryBytes);
      heap.set(stats.heapUsedBytes);
      queue.set(stats.queueLength);
    }
    const fromWorkers = await (await workers.scrape()).metrics();
    const fromPrimary = await own.metrics();
    return {
      contentType: own.contentType,
      body: `${fromWorkers.trimEnd()}\n${fromPrimary}`,
    };
  };
}
