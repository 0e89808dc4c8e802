// Map idle times come from the gems squad's own benchmark (scripts/bench-map.mjs: a synthetic city served
// over HTTP to /gems-map, timed by the page's idle probe, mfe-gems/src/map/mapProbe.ts). It is run
// as it is, against the benchmark's platform servers, and its JSON is folded into this report.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stack.mjs';

export function benchMapIdle({ baseUrl, apiBaseUrl, runs, sizes, log }) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'node',
      ['scripts/bench-map.mjs', '--no-fetch', '--runs', String(runs), '--sizes', sizes.join(',')],
      {
        cwd: ROOT,
        env: { ...process.env, BASE_URL: baseUrl, API_BASE_URL: apiBaseUrl },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    child.stderr.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) log(`  ${line.trim()}`);
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`scripts/bench-map.mjs exited with ${code}`));
      try {
        const report = JSON.parse(readFileSync(join(ROOT, 'bench-results', 'map.json'), 'utf8'));
        resolve(
          (report.mapIdle ?? []).map((item) => ({
            gems: item.gems,
            navigationToIdleMs: item.median.navigationToIdleMs,
            navigationToFirstPointsMs: item.median.navigationToFirstPointsMs ?? null,
            setDataToIdleMs: item.median.setDataToIdleMs,
            fetchMs: item.median.fetchMs,
            pageNetworkMs: item.median.pageNetworkMs ?? null,
            lastPageArrivedMs: item.median.lastPageArrivedMs ?? null,
            runs: item.runs.filter((run) => !run.cold).length,
          })),
        );
      } catch (error) {
        reject(error);
      }
    });
  });
}
