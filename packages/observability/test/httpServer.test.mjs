// A server observed from outside: each answer counted by route and status and logged as one JSON line
// carrying the request's id, which is answered back.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import { createHttpMetrics, observeHttpServer } from '../src/httpServer.mjs';
import { createLogger } from '../src/logger.mjs';

describe('observeHttpServer', () => {
  it('counts every answer by route and status, and logs it with the request id', async () => {
    const lines = [];
    const logger = createLogger({
      service: 'test',
      destination: { write: (line) => lines.push(JSON.parse(line)) },
    });
    const metrics = createHttpMetrics({ processMetrics: false });
    const server = createServer((req, res) => {
      res.writeHead(req.url.startsWith('/missing') ? 404 : 200).end('ok');
    });
    observeHttpServer(server, {
      name: 'host-1',
      metrics,
      logger,
      routeOf: (path) => (path.startsWith('/static/') ? '/static/*' : 'document'),
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${server.address().port}`;
    try {
      const answer = await fetch(`${base}/static/a.js?token=secret`, {
        headers: { 'X-Request-Id': 'from-the-browser-1' },
      });
      assert.equal(answer.headers.get('X-Request-Id'), 'from-the-browser-1');
      await fetch(`${base}/static/b.js`);
      await fetch(`${base}/missing/page`);
      const text = await metrics.registry.metrics();
      assert.match(
        text,
        /http_requests_total\{server="host-1",method="GET",route="\/static\/\*",status="200"\} 2/,
      );
      assert.match(
        text,
        /http_requests_total\{server="host-1",method="GET",route="document",status="404"\} 1/,
      );
      const line = lines.find((entry) => entry.requestId === 'from-the-browser-1');
      assert.equal(line.path, '/static/a.js');
      assert.equal(line.status, 200);
      assert.equal(line.service, 'test');
      assert.ok(!JSON.stringify(lines).includes('secret'));
      assert.equal(lines.length, 3);
    } finally {
      server.close();
    }
  });
});
