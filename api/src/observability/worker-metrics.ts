// Every worker's metrics, gathered by the primary over the cluster's IPC channel and added up with
// prom-client's AggregatorRegistry.aggregate (counters and histograms summed, gauges by their
// aggregator). A worker that does not answer within the timeout (its event loop busy under load)
// does not fail the scrape: its last answer stands in, so counters never step back (Prometheus would
// read a drop as a reset), and `gaido_metrics_workers_late` says how many figures are late.
import { AggregatorRegistry, Gauge, type PrometheusContentType, Registry } from 'prom-client';

/** One metric as a worker's registry gives it (`getMetricsAsJSON`). */
type WorkerFigures = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

const REQUEST = 'gaido:metrics-request';
const ANSWER = 'gaido:metrics-answer';

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}

interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  metrics: WorkerFigures;
}

/** The part of a cluster worker the primary uses: node's cluster.Worker satisfies it. */
export interface MetricsWorker {
  readonly id: number;
  isConnected(): boolean;
  send(message: MetricsRequest): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/** In a worker: answers the primary's requests with this registry's figures. */
export function answerMetricsRequests(
  registry: Registry,
  channel: Pick<NodeJS.Process, 'on' | 'send'> = process,
): void {
  channel.on('message', (message: unknown) => {
    const request = message as Partial<MetricsRequest> | null;
    if (request?.type !== REQUEST || typeof request.id !== 'number') return;
    const id = request.id;
    void registry.getMetricsAsJSON().then((metrics) => {
      channel.send?.({ type: ANSWER, id, metrics } satisfies MetricsAnswer);
    });
  });
}

export interface WorkerMetricsOptions {
  /** The workers to ask (read at each scrape). */
  workers: () => Iterable<MetricsWorker>;
  /** How long a scrape waits for a worker before using its last answer. */
  timeoutMs?: number;
}

export interface WorkerMetrics {
  /** The workers' figures added up; resolves within the timeout whatever the workers do. */
  scrape(): Promise<Registry>;
}

export function createWorkerMetrics({ workers, timeoutMs = 2000 }: WorkerMetricsOptions): WorkerMetrics {
  let nextId = 0;
  const lastAnswer = new Map<number, WorkerFigures>();

  const ask = (worker: MetricsWorker): Promise<WorkerFigures | null> =>
    new Promise((resolve) => {
      const id = nextId++;
      const finish = (metrics: WorkerFigures | null) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        resolve(metrics);
      };
      const onMessage = (message: unknown) => {
        const answer = message as Partial<MetricsAnswer> | null;
        if (answer?.type === ANSWER && answer.id === id && Array.isArray(answer.metrics))
          finish(answer.metrics);
      };
      const timer = setTimeout(() => finish(null), timeoutMs);
      worker.on('message', onMessage);
      if (!worker.isConnected() || !worker.send({ type: REQUEST, id })) finish(null);
    });

  return {
    async scrape() {
      const current = [...workers()];
      const answers = await Promise.all(current.map(ask));
      let late = 0;
      const figures: WorkerFigures[] = [];
      current.forEach((worker, index) => {
        const answer = answers[index];
        if (answer) lastAnswer.set(worker.id, answer);
        else late++;
        const known = answer ?? lastAnswer.get(worker.id);
        if (known) figures.push(known);
      });
      // A worker that has exited is forgotten: its figures leave the sum as a restart's would.
      const alive = new Set(current.map((worker) => worker.id));
      for (const id of lastAnswer.keys()) if (!alive.has(id)) lastAnswer.delete(id);

      const registry: Registry =
        figures.length > 0 ? AggregatorRegistry.aggregate<PrometheusContentType>(figures) : new Registry();
      registry.registerMetric(lateGauge(late));
      return registry;
    },
  };
}

function lateGauge(late: number) {
  // Registered nowhere but in the scrape's registry, so each scrape's figure is its own.
  const gauge = new Gauge({
    name: 'gaido_metrics_workers_late',
    help: "Workers that did not answer this scrape in time: their last answer's figures were used",
    registers: [],
  });
  gauge.set(late);
  return gauge;
}
