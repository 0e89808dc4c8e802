// The release service's metrics: requests counted per resource, never per id, served on a listener of
// its own that asks for its token; a production listener beyond loopback without a token is refused.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import { observeReleaseService, releaseRoute } from '../src/observability.mjs';

const TOKEN = 'release-metrics-token-0123456789';

describe('release service metrics', () => {
  it('labels a request by its resource', () => {
    assert.equal(releaseRoute('/v1/environments/production/pins/mfe-tours'), '/v1/environments');
    assert.equal(releaseRoute('/v1/health'), '/v1/health');
    assert.equal(releaseRoute('/wp-admin/x'), 'other');
  });

  it('counts requests, served behind the token on its own port', async () => {
    const server = createServer((_req, res) => res.end('{}'));
    const metricsServer = await observeReleaseService(server, { METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await fetch(`http://127.0.0.1:${server.address().port}/v1/environments/local/pins`);
      const url = `http://127.0.0.1:${metricsServer.address().port}/metrics`;
      assert.equal((await fetch(url)).status, 401);
      const text = await (await fetch(url, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
      assert.match(
        text,
        /http_requests_total\{server="release-service",method="GET",route="\/v1\/environments",status="200"\} 1/,
      );
      assert.match(text, /process_resident_memory_bytes/);
    } finally {
      server.close();
      metricsServer.close();
    }
  });

  it('refuses, in production, a listener beyond loopback without a token', async () => {
    await assert.rejects(
      observeReleaseService(createServer(), {
        NODE_ENV: 'production',
        METRICS_PORT: '0',
        METRICS_HOST: '0.0.0.0',
      }),
      /METRICS_TOKEN/,
    );
  });
});
