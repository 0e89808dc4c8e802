// The metrics listener: only /metrics, only with the token when one is set, and a production
// configuration that would expose it beyond the machine without a token is refused.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { metricsListenerFrom, serveMetrics } from '../src/metricsServer.mjs';

const TOKEN = 'a-token-that-is-long-enough-1234';

describe('metricsListenerFrom', () => {
  it('is off without a port, on loopback by default', () => {
    assert.equal(metricsListenerFrom({}), null);
    assert.deepEqual(metricsListenerFrom({ METRICS_PORT: '9464' }), {
      port: 9464,
      host: '127.0.0.1',
      token: undefined,
    });
  });

  it('refuses in production a listener reachable from other machines without a token', () => {
    const env = { NODE_ENV: 'production', METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' };
    assert.throws(() => metricsListenerFrom(env), /METRICS_TOKEN/);
    assert.deepEqual(metricsListenerFrom({ ...env, METRICS_TOKEN: TOKEN }), {
      port: 9464,
      host: '0.0.0.0',
      token: TOKEN,
    });
    assert.equal(metricsListenerFrom({ ...env, METRICS_HOST: '127.0.0.1' })?.host, '127.0.0.1');
  });

  it('refuses a short token and a port that is not one, and reads another prefix', () => {
    assert.throws(() => metricsListenerFrom({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' }), /at least/);
    assert.throws(() => metricsListenerFrom({ METRICS_PORT: 'x' }), /Invalid METRICS_PORT/);
    assert.equal(
      metricsListenerFrom({ GAIDO_SERVERS_METRICS_PORT: '9466' }, 'GAIDO_SERVERS_METRICS_')?.port,
      9466,
    );
  });
});

describe('serveMetrics', () => {
  it('serves /metrics only, and asks for the token when one is set', async () => {
    const server = await serveMetrics({ port: 0, host: '127.0.0.1', token: TOKEN }, () => ({
      contentType: 'text/plain; version=0.0.4',
      body: 'up 1\n',
    }));
    const { port } = server.address();
    const url = `http://127.0.0.1:${port}`;
    try {
      assert.equal((await fetch(`${url}/metrics`)).status, 401);
      assert.equal(
        (await fetch(`${url}/metrics`, { headers: { Authorization: 'Bearer nope' } })).status,
        401,
      );
      const ok = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      assert.equal(ok.status, 200);
      assert.equal(await ok.text(), 'up 1\n');
      assert.equal(
        (await fetch(`${url}/other`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status,
        404,
      );
    } finally {
      server.close();
    }
  });

  it('answers 500, not a crash, when the figures cannot be read', async () => {
    const errors = [];
    const server = await serveMetrics(
      { port: 0, host: '127.0.0.1' },
      () => Promise.reject(new Error('worker gone')),
      (error) => errors.push(error),
    );
    try {
      const response = await fetch(`http://127.0.0.1:${server.address().port}/metrics`);
      assert.equal(response.status, 500);
      assert.equal(errors.length, 1);
    } finally {
      server.close();
    }
  });
});
