// The request body limit (src/http/body-limit.ts) over Node's HTTP server, as the API runs: a body with
// a Content-Length is judged by it and read by the handler without a web Request being made for it; a
// body sent in chunks is counted as it streams. Either way a body over the limit gets a 413 and never
// reaches the handler.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Counts the web Requests made while serving: installed before @hono/node-server is loaded (it extends
// the global Request of that moment).
const made = vi.hoisted(() => {
  const counter = { webRequests: 0 };
  const NativeRequest = globalThis.Request;
  globalThis.Request = class CountedRequest extends NativeRequest {
    constructor(...args: ConstructorParameters<typeof Request>) {
      super(...args);
      counter.webRequests++;
    }
  };
  return counter;
});

const LIMIT = 1_000;

let port = 0;
let close: () => Promise<void> = async () => undefined;
let handled = 0;

beforeAll(async () => {
  const { limitRequestBody } = await import('../src/http/body-limit');
  const { serveApi } = await import('../src/http/serve');
  const app = new Hono();
  app.use(
    '*',
    limitRequestBody(LIMIT, (c) => c.json({ code: 'payload_too_large' }, 413)),
  );
  app.post('/echo', async (c) => {
    handled++;
    return c.json({ received: await c.req.json() });
  });
  await new Promise<void>((resolve) => {
    const server = serveApi({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
    close = () => new Promise<void>((done) => server.close(() => done()));
  });
});

afterAll(() => close());

beforeEach(() => {
  made.webRequests = 0;
  handled = 0;
});

/** POSTs `chunks` to /echo: with a Content-Length, or (`chunked`) in chunks without one. */
function post(chunks: string[], { chunked = false } = {}) {
  const body = chunks.join('');
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/echo',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (part) => {
          text += part;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

const json = (size: number) => JSON.stringify({ note: 'x'.repeat(size) });

describe('the request body limit', () => {
  it('reads a body with a Content-Length without making a web Request for it', async () => {
    const response = await post([json(100)]);
    expect(response).toEqual({ status: 200, body: { received: { note: 'x'.repeat(100) } } });
    expect(made.webRequests).toBe(0);
  });

  it('answers 413 to a Content-Length over the limit, before the handler', async () => {
    const response = await post([json(LIMIT)]);
    expect(response).toEqual({ status: 413, body: { code: 'payload_too_large' } });
    expect(handled).toBe(0);
  });

  it('counts a body sent in chunks as it streams: under the limit it is read, over it 413', async () => {
    const small = json(300);
    expect(await post([small.slice(0, 100), small.slice(100)], { chunked: true })).toEqual({
      status: 200,
      body: { received: { note: 'x'.repeat(300) } },
    });
    const large = json(LIMIT);
    const chunks = [large.slice(0, 400), large.slice(400, 800), large.slice(800)];
    expect(await post(chunks, { chunked: true })).toEqual({
      status: 413,
      body: { code: 'payload_too_large' },
    });
    expect(handled).toBe(1);
  });
});
