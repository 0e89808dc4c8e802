// A production start of the multi-worker API: /metrics is not on the public port, the metrics
// listener asks for its token, and what it serves adds up every worker's counters; the log lines are
// JSON and carry the request's id.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoot } from '../src/config';
import { openPglite, pgliteDataDir } from '../src/db/client';

const TOKEN = 'a-metrics-token-for-the-test-0123456789';
const JWT_SECRET = 'a-jwt-secret-for-the-production-start-test';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startApi(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('a production start', () => {
  it('refuses a metrics listener reachable from other machines without a token', async () => {
    const { child, output } = startApi({
      NODE_ENV: 'production',
      JWT_SECRET,
      API_WORKERS: '2',
      PORT: String(await freePort()),
      METRICS_PORT: String(await freePort()),
      METRICS_HOST: '0.0.0.0',
      GAIDO_DATA_DIR: path.join(tmpdir(), 'gaido-never-created'),
    });
    expect(await exited(child)).not.toBe(0);
    expect(output()).toContain('METRICS_TOKEN');
  });

  describe('with a metrics port and token', () => {
    let dataDir: string;
    let api: ReturnType<typeof startApi>;
    let port: number;
    let metricsPort: number;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'gaido-metrics-'));
      // The suite's seeded database, so the start neither migrates nor seeds.
      const snapshot = inject('pgliteSnapshot');
      if (snapshot) {
        const handle = await openPglite({
          dataDir: pgliteDataDir(dataDir),
          loadDataDir: new Blob([readFileSync(snapshot)]),
        });
        await handle.close();
      }
      port = await freePort();
      metricsPort = await freePort();
      api = startApi({
        NODE_ENV: 'production',
        JWT_SECRET,
        API_WORKERS: '2',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: TOKEN,
        GAIDO_DATA_DIR: dataDir,
      });
      for (const started = Date.now(); Date.now() - started < 110_000; ) {
        if (api.child.exitCode !== null) throw new Error(`the API stopped:\n${api.output()}`);
        const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => null);
        if (health?.ok) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the API did not start:\n${api.output()}`);
    }, 120_000);

    afterAll(async () => {
      api?.child.kill('SIGTERM');
      if (api) await exited(api.child);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(`${pgliteDataDir(dataDir)}.lock`, { force: true });
    });

    it('serves no metrics on the public port', async () => {
      for (const where of ['/metrics', '/api/v1/metrics']) {
        const response = await fetch(`http://127.0.0.1:${port}${where}`);
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('http_requests_total');
      }
    });

    it('asks for the token on the metrics port', async () => {
      const without = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(without.status).toBe(401);
      const wrong = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, {
        headers: { Authorization: `Bearer ${TOKEN.replace('a', 'b')}` },
      });
      expect(wrong.status).toBe(401);
    });

    it('adds up the workers’ counters, and logs each request as JSON with its id', async () => {
      // The primary waits at most 5 s (prom-client's cluster timeout) for every worker's figures and
      // answers 500 without them; on a machine busy with other suites a worker can take longer, so a
      // scrape is asked again a few times, as Prometheus does on its next interval.
      const scrape = async () => {
        let response: Response | undefined;
        for (let attempt = 0; attempt < 4; attempt += 1) {
          response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, {
            headers: { Authorization: `Bearer ${TOKEN}` },
          });
          if (response.status !== 500) break;
          await response.arrayBuffer();
        }
        expect(response?.status).toBe(200);
        return (response as Response).text();
      };
      const count = (text: string) =>
        Number(
          /^http_requests_total\{method="GET",route="\/api\/v1\/cities",status="200"\} (\d+)/m.exec(
            text,
          )?.[1] ?? 0,
        );
      const before = count(await scrape());
      // New connections each: the cluster hands them to the workers in turn.
      const ids = Array.from({ length: 6 }, (_, index) => `production-request-${index}`);
      for (const id of ids) {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/cities`, {
          headers: { 'X-Request-Id': id, Connection: 'close' },
        });
        expect(response.headers.get('X-Request-Id')).toBe(id);
        await response.arrayBuffer();
      }
      const text = await scrape();
      expect(count(text) - before).toBe(ids.length);
      expect(text).toContain('process_resident_memory_bytes');
      expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
      expect(text).toMatch(/^gaido_api_workers 2$/m);
      expect(text).toMatch(/^gaido_database_process_resident_memory_bytes \d+/m);
      expect(text).toMatch(/^gaido_db_pool_connections\{state="idle"\} \d+/m);
      // The log is written in chunks: wait for the lines rather than for a fixed time.
      const logged = () =>
        api
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
      for (const started = Date.now(); Date.now() - started < 10_000; ) {
        if (ids.every((id) => logged().some((line) => line.requestId === id))) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const id of ids) {
        expect(logged()).toContainEqual(
          expect.objectContaining({ requestId: id, msg: 'request', route: '/api/v1/cities', status: 200 }),
        );
      }
      // Pids of both workers answered.
      const pids = new Set(
        logged()
          .filter((line) => ids.includes(String(line.requestId)))
          .map((line) => line.pid),
      );
      expect(pids.size).toBe(2);
    });
  });
});
