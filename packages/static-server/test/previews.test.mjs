// A host server serving a preview: a browser that chose `preview-<branch>` gets the release service's
// answer for it (the base environment's pins with the branch's build) under the base's policy, and
// once the service says it ended, a page saying so instead of the app until the browser leaves it.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseEnvironments } from '@gaido/release-core/environments';
import { tempDir } from '@gaido/release-core/test-fixtures';
import { createPinsCache } from '../src/pinsCache.mjs';
import { environmentForRequest } from '../src/requestEnvironment.mjs';
import { startHostServer } from '../src/servers.mjs';

const environments = parseEnvironments({
  environments: {
    production: {},
    staging: { overrides: true, integrity: false },
  },
});
const PREVIEW = 'preview-feat-tours-map';

/** The release service as a host server reads it: staging's pins, and the preview while it lasts. */
function fakeService() {
  const state = { ended: false };
  const client = {
    async remotesFile(environment) {
      if (environment === 'staging') {
        return {
          environment,
          remotes: { mfe_tours: { version: '0.1.0-stable' }, mfe_gems: { version: '0.1.0-gems' } },
        };
      }
      if (environment === PREVIEW) {
        if (state.ended) {
          throw Object.assign(new Error(`The preview ${PREVIEW} expired at 2026-11-28T00:00:00.000Z`), {
            status: 410,
          });
        }
        return {
          environment,
          remotes: { mfe_tours: { version: '0.1.0-branch' }, mfe_gems: { version: '0.1.0-gems' } },
          integrity: { required: false },
          preview: { branch: 'feat/tours-map', base: 'staging', expiresAt: '2026-12-05T00:00:00.000Z' },
        };
      }
      throw Object.assign(new Error(`Unknown environment "${environment}"`), { status: 404 });
    },
  };
  return { state, client };
}

async function withServer(environment, run) {
  const hostDist = tempDir();
  writeFileSync(join(hostDist, 'index.html'), '<!doctype html><title>Gaido</title>');
  const { state, client } = fakeService();
  const pins = createPinsCache({ client, ttlMs: 10, log: () => {} });
  const server = await startHostServer({
    environment,
    port: 0,
    cdnOrigin: 'http://localhost:3100',
    apiBaseUrl: 'https://api.gaido.test/api/v1',
    assetsHost: 'https://assets.gaido.test',
    environments,
    pins,
    hostDist,
    artifactsDir: tempDir(),
  });
  try {
    await run(`http://127.0.0.1:${server.address().port}`, state);
  } finally {
    server.close();
    pins.close();
  }
}

describe('a preview on a host server', () => {
  it('is chosen like a declared environment, outside production only', () => {
    const request = (url) => {
      const headers = {};
      return {
        req: { headers: {} },
        url: new URL(url, 'http://localhost'),
        res: { setHeader: (name, value) => (headers[name] = value) },
      };
    };
    const asked = request(`/?gaido-env=${PREVIEW}`);
    assert.equal(environmentForRequest({ ...asked, serverEnvironment: 'staging', environments }), PREVIEW);
    const inProduction = request(`/?gaido-env=${PREVIEW}`);
    assert.equal(
      environmentForRequest({ ...inProduction, serverEnvironment: 'production', environments }),
      'production',
    );
    const notAName = request('/?gaido-env=preview-../../x');
    assert.equal(
      environmentForRequest({ ...notAName, serverEnvironment: 'staging', environments }),
      'staging',
    );
  });

  it('serves the branch’s build over the base’s pins, then stops once the preview ended', async () => {
    await withServer('staging', async (url, state) => {
      const opened = await fetch(`${url}/tours?gaido-env=${PREVIEW}`);
      assert.equal(opened.status, 200);
      const cookie = opened.headers.get('set-cookie')?.split(';')[0];
      assert.equal(cookie, `gaido-env=${PREVIEW}`);
      const file = await (await fetch(`${url}/remotes.json`, { headers: { cookie } })).json();
      assert.equal(file.environment, PREVIEW);
      assert.equal(file.remotes.mfe_tours.version, '0.1.0-branch');
      assert.equal(file.remotes.mfe_gems.version, '0.1.0-gems');
      assert.deepEqual(file.integrity, { required: false }, 'the base’s integrity rule');
      const config = await (await fetch(`${url}/config.json`, { headers: { cookie } })).json();
      assert.equal(config.environment, PREVIEW);
      assert.equal(config.release.overrides.enabled, true, 'the base’s policy: QA overrides allowed');

      state.ended = true;
      await new Promise((resolve) => setTimeout(resolve, 30));
      await fetch(`${url}/remotes.json`, { headers: { cookie } });
      const ended = await fetch(`${url}/tours`, { headers: { cookie } });
      assert.equal(ended.status, 410);
      assert.equal(ended.headers.get('set-cookie'), null, 'the browser keeps its choice until it leaves');
      const text = await ended.text();
      assert.match(text, /This preview is not served/);
      assert.match(text, /expired at 2026-11-28/);
      assert.equal((await fetch(`${url}/remotes.json`, { headers: { cookie } })).status, 410);
      const leaving = await fetch(`${url}/?gaido-env=`, { headers: { cookie } });
      assert.equal(leaving.status, 200);
      assert.match(leaving.headers.get('set-cookie') ?? '', /^gaido-env=; Path=\/; Max-Age=0/);
      const staging = await (await fetch(`${url}/remotes.json`)).json();
      assert.equal(
        staging.remotes.mfe_tours.version,
        '0.1.0-stable',
        'the server’s own environment is untouched',
      );
    });
  });

  it('answers a preview the service does not know as ended, never as an empty app', async () => {
    await withServer('staging', async (url) => {
      const response = await fetch(`${url}/?gaido-env=preview-nobody-made-this`);
      assert.equal(response.status, 410);
      assert.match(await response.text(), /no such preview/);
    });
  });
});
