// How fast this shared machine was while the benchmark ran. Its speed drifts by tens of per
// cent over minutes (other guests on the host): the same build's API throughput moved from 2,322 to
// 1,607 req/s between two runs 13 minutes apart. A fixed CPU task, run on every core at once at the
// start and the end of a run, puts a number on it, so two runs' times can be compared knowingly.
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';

/** The task: integer arithmetic only, the same work on every machine. */
const TASK = `
const { parentPort } = require('node:worker_threads');
const started = performance.now();
let x = 0;
for (let k = 0; k < 30_000_000; k++) x = (x * 31 + k) % 1_000_003;
parentPort.postMessage({ ms: performance.now() - started, x });
`;

function runTask() {
  return new Promise((resolve, reject) => {
    const worker = new Worker(TASK, { eval: true });
    worker.once('message', ({ ms }) => {
      void worker.terminate();
      resolve(ms);
    });
    worker.once('error', reject);
  });
}

/**
 * Milliseconds the task took, the slowest core of each round, median of the rounds.
 * @param {{ cores?: number, rounds?: number }} [options]
 */
export async function machineSpeedMs({ cores = cpus().length, rounds = 3 } = {}) {
  const results = [];
  for (let round = 0; round < rounds; round++) {
    const times = await Promise.all(Array.from({ length: cores }, runTask));
    results.push(Math.max(...times));
  }
  results.sort((a, b) => a - b);
  return Math.round(results[Math.floor(results.length / 2)]);
}
