// A client reusing a keep-alive connection after a few seconds idle gets its answer, not a reset: the
// API keeps idle connections longer than Node's 5 s default (src/http/serve.ts).
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, serveApi } from '../src/http/serve';

function get(port: number, agent: Agent) {
  return new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the API server', () => {
  it('keeps an idle keep-alive connection past Node’s default (5 s, closed at about 6), so the next request reuses it', async () => {
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    let closedByServer = 0;
    let serverRef: { close: (done: () => void) => void } | undefined;
    const listening = new Promise<AddressInfo>((resolve) => {
      const server = serveApi({ fetch: () => new Response('ok'), port: 0, hostname: '127.0.0.1' }, resolve);
      server.on('connection', (socket) => socket.on('close', () => closedByServer++));
      serverRef = server;
    });
    const { port } = await listening;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(port, agent);
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      expect(closedByServer).toBe(0);
      const second = await get(port, agent);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
      await new Promise<void>((resolve) => serverRef?.close(() => resolve()));
    }
  }, 15_000);
});
