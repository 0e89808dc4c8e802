// Closed-loop HTTP load: a number of keep-alive connections, each sending its next request as soon as
// the answer to its last one is in, for a fixed time. Built on undici's Client (one per connection).
//
// Answers' bodies are counted and dropped as bytes unless a request asks to read one. The load
// generator shares the machine with the API it loads, so what it spends on each answer is taken from
// the API: a generator that decodes every body into a string (autocannon does) spends about 1 ms of CPU
// on a 38 kB compressed page of gems, against under 0.1 ms here, and on two cores such a generator, not
// the API, sets the requests a second (docs/performance.md, "API under load").
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'undici';

/**
 * @typedef {{ method: string, path: string, headers?: Record<string, string>, body?: string,
 *   readBody?: boolean }} LoadRequest
 * @typedef {{ request: LoadRequest, context: Record<string, unknown>, status: number, ms: number,
 *   body: string | null }} LoadAnswer
 */

// undici's errors for an answer that did not start, or did not finish, within the timeout.
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * Runs `connections` connections against `origin` for `durationS` seconds. Each connection has a
 * context of its own, kept across its requests: `next(context)` gives its next request, and
 * `onAnswer` hears every answer (status, time from sending to the body's last byte, and the body as
 * text when the request set `readBody`). Requests still waiting when the time is up are abandoned and
 * not counted. A connection error or a timeout is counted, and the connection starts its next request
 * on a new socket.
 *
 * @param {{ origin: string, connections: number, durationS: number, timeoutS?: number,
 *   headers?: Record<string, string>, next: (context: Record<string, unknown>) => LoadRequest,
 *   onAnswer?: (answer: LoadAnswer) => void }} options
 * @returns {Promise<{ requests: number, errors: number, timeouts: number, bodyBytes: number }>}
 */
export async function runHttpLoad({
  origin,
  connections,
  durationS,
  timeoutS = 60,
  headers = {},
  next,
  onAnswer,
}) {
  const totals = { requests: 0, errors: 0, timeouts: 0, bodyBytes: 0 };
  const stop = new AbortController();
  // Every request in flight listens for the end of the run.
  setMaxListeners(0, stop.signal);
  const timer = setTimeout(() => stop.abort(), durationS * 1000);
  const timeoutMs = timeoutS * 1000;

  async function connection() {
    const client = new Client(origin, {
      pipelining: 1,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      // When the server's answer names no keep-alive timeout, a quiet connection stays open for the run.
      keepAliveTimeout: timeoutMs,
    });
    const context = {};
    try {
      while (!stop.signal.aborted) {
        const request = next(context);
        const started = performance.now();
        try {
          const answer = await client.request({
            method: request.method,
            path: request.path,
            headers: { ...headers, ...request.headers },
            body: request.body,
            signal: stop.signal,
          });
          let text = null;
          if (request.readBody) {
            text = await answer.body.text();
            totals.bodyBytes += Buffer.byteLength(text);
          } else {
            for await (const chunk of answer.body) totals.bodyBytes += chunk.length;
          }
          totals.requests += 1;
          onAnswer?.({
            request,
            context,
            status: answer.statusCode,
            ms: performance.now() - started,
            body: text,
          });
        } catch (error) {
          if (stop.signal.aborted) break;
          if (TIMEOUT_CODES.has(error?.code)) totals.timeouts += 1;
          else totals.errors += 1;
          // A refused or reset connection: a moment before the next try, not a busy loop.
          await sleep(10);
        }
      }
    } finally {
      await client.destroy().catch(() => {});
    }
  }

  try {
    await Promise.all(Array.from({ length: connections }, connection));
  } finally {
    clearTimeout(timer);
  }
  return totals;
}
