// The production-mode load balancer over two host servers: one host server gone, the app is still served.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseEnvironments } from '@gaido/release-core/environments';
import { startHostServer } from '@gaido/static-server/servers';
import { tempDir } from '../../../release-service/test/harness.mjs';
import { startLoadBalancer } from '../src/loadBalancer.mjs';

describe('the load balancer in front of two host servers', () => {
  it('keeps serving every page when one host server dies', async () => {
    const hostDist = tempDir();
    writeFileSync(
      join(hostDist, 'index.html'),
      '<!doctype html><html lang="en"><head></head><body>Gaido</body></html>',
    );
    const environments = parseEnvironments({ environments: { production: { protected: true } } });
    const pins = { read: async (environment) => ({ environment, remotes: {} }) };
    const hosts = [];
    for (let i = 0; i < 2; i++) {
      hosts.push(
        await startHostServer({
          environment: 'production',
          port: 0,
          cdnOrigin: 'http://cdn.gaido.test',
          apiBaseUrl: 'http://api.gaido.test/api/v1',
          assetsHost: 'http://api.gaido.test',
          environments,
          pins,
          hostDist,
        }),
      );
    }
    const balancer = await startLoadBalancer({ port: 0, backends: hosts.map((host) => host.address().port) });
    const url = `http://127.0.0.1:${balancer.address().port}`;
    const statuses = async (count) => {
      const answers = [];
      for (let i = 0; i < count; i++) answers.push((await fetch(`${url}/tours?i=${i}`)).status);
      return answers;
    };
    try {
      assert.deepEqual(await statuses(6), [200, 200, 200, 200, 200, 200]);
      hosts[0].closeAllConnections();
      await new Promise((resolve) => hosts[0].close(resolve));
      assert.deepEqual(await statuses(6), [200, 200, 200, 200, 200, 200]);
    } finally {
      await new Promise((resolve) => hosts[1].close(resolve));
      await new Promise((resolve) => balancer.close(resolve));
    }
  });
});
