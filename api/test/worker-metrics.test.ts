import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createPrimaryMetrics } from '../src/observability/primary-metrics';

const fixture = fileURLToPath(new URL('./fixtures/metrics-worker.ts', import.meta.url));

const forked: Worker[] = [];

async function fork(count: number): Promise<Worker> {
  cluster.setupPrimary({ exec: fixture, execArgv: ['--import', 'tsx'], silent: true });
  const worker = cluster.fork({ GAIDO_TEST_COUNT: String(count) });
  forked.push(worker);
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: { type?: string }) => {
      if (message?.type === 'ready') resolve();
    });
  });
  return worker;
}

afterEach(async () => {
  await Promise.all(
    forked.splice(0).map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once('exit', () => resolve());
          worker.process.kill('SIGKILL');
        }),
    ),
  );
});

function figure(body: string, name: string): number | undefined {
  const line = body.split('\n').find((row) => row.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
}

describe("the primary's /metrics of every worker", () => {
  it('adds up the workers and, when one is too busy to answer, answers in time with its last figures', async () => {
    const calm = await fork(3);
    const busy = await fork(5);
    const scrape = createPrimaryMetrics(() => null, { timeoutMs: 400 });

    const first = await scrape();
    expect(figure(first.body, 'test_requests_total')).toBe(8);
    expect(figure(first.body, 'gaido_metrics_workers_late')).toBe(0);
    expect(figure(first.body, 'gaido_api_workers')).toBe(2);

    busy.send({ type: 'stall', ms: 3000 });
    const started = performance.now();
    const second = await scrape();
    // Not 5 s (prom-client's own cluster wait) and not a failed scrape: the busy worker's last
    // answer stands in, so the counter does not step back.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(figure(second.body, 'test_requests_total')).toBe(8);
    expect(figure(second.body, 'gaido_metrics_workers_late')).toBe(1);
    expect(calm.isConnected()).toBe(true);
  }, 20_000);

  it('forgets a worker that has exited', async () => {
    await fork(2);
    const leaving = await fork(7);
    const scrape = createPrimaryMetrics(() => null, { timeoutMs: 400 });
    expect(figure((await scrape()).body, 'test_requests_total')).toBe(9);

    await new Promise<void>((resolve) => {
      leaving.once('exit', () => resolve());
      leaving.process.kill('SIGKILL');
    });
    expect(figure((await scrape()).body, 'test_requests_total')).toBe(2);
  }, 20_000);
});
