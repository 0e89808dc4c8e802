// The host and CDN servers' metrics: a few labels, never one per file or version, and every server of
// the process on one /metrics.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import { cdnRoute, hostRoute, observeStaticServers } from '../src/observability.mjs';

describe('static servers metrics', () => {
  it('label paths by kind, not by file', () => {
    assert.equal(hostRoute('/remotes.json'), '/remotes.json');
    assert.equal(hostRoute('/static/js/lib-startup.3f2a.js'), '/static/*');
    assert.equal(hostRoute('/tours/123'), 'document');
    assert.equal(hostRoute('/release/versions'), '/release/*');
    assert.equal(cdnRoute('/mfe-tours/1.4.0/remoteEntry.js'), '/mfe-tours/*');
    assert.equal(cdnRoute('/../etc/passwd'), 'other');
  });

  it('serves the host and CDN servers’ counters on one loopback listener', async () => {
    const host = createServer((_req, res) => res.end('<html></html>'));
    const cdn = createServer((_req, res) => res.writeHead(404).end());
    const metrics = await observeStaticServers({
      hosts: { 'host-1': host },
      cdn,
      listener: { port: 0, host: '127.0.0.1' },
    });
    await Promise.all(
      [host, cdn].map((server) => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))),
    );
    try {
      await fetch(`http://127.0.0.1:${host.address().port}/gems-map`);
      await fetch(`http://127.0.0.1:${cdn.address().port}/mfe-gems/9.9.9/missing.js`);
      const text = await (await fetch(`http://127.0.0.1:${metrics.address().port}/metrics`)).text();
      assert.match(
        text,
        /http_requests_total\{server="host-1",method="GET",route="document",status="200"\} 1/,
      );
      assert.match(
        text,
        /http_requests_total\{server="cdn",method="GET",route="\/mfe-gems\/\*",status="404"\} 1/,
      );
    } finally {
      for (const server of [host, cdn, metrics]) server.close();
    }
  });
});
