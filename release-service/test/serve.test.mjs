// A client reusing a keep-alive connection after a few seconds idle gets its answer, not a reset
// (src/serve.mjs).
import assert from 'node:assert/strict';
import { Agent, request as httpRequest } from 'node:http';
import { it } from 'node:test';
import { KEEP_ALIVE_MS, serveReleaseService } from '../src/serve.mjs';

function get(port, agent) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, socket: req.socket }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('keeps an idle keep-alive connection past Node’s default (5 s), so the next request reuses it', async () => {
  assert.ok(KEEP_ALIVE_MS > 60_000);
  let closedByServer = 0;
  let server;
  const { port } = await new Promise((resolve) => {
    server = serveReleaseService(
      { fetch: () => new Response('ok'), port: 0, hostname: '127.0.0.1' },
      resolve,
    );
    server.on('connection', (socket) => socket.on('close', () => closedByServer++));
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(port, agent);
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    assert.equal(closedByServer, 0);
    const second = await get(port, agent);
    assert.deepEqual([first.status, second.status], [200, 200]);
    assert.equal(second.socket, first.socket);
  } finally {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
});
