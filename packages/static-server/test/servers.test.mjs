import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseEnvironments } from '@gaido/release-core/environments';
import { fakeBuild, pinsOf, tempDir } from '@gaido/release-core/test-fixtures';
import { publishBuild } from '../src/publish.mjs';
import { readRemotesFile, runtimeConfig } from '../src/remotesFile.mjs';
import { environmentForRequest, OVERRIDDEN_COOKIE, overriddenRemotes } from '../src/requestEnvironment.mjs';
import { contentSecurityPolicy } from '../src/securityHeaders.mjs';
import { startHostServer } from '../src/servers.mjs';

const environments = parseEnvironments({
  environments: {
    production: {},
    staging: { overrides: true, overrideOrigins: ['https://qa.gaido.test'] },
    local: { overrides: true },
  },
});
const cdnOrigin = 'http://localhost:3100';

function request(url, cookie) {
  const headers = {};
  const res = { setHeader: (name, value) => (headers[name] = value) };
  return { req: { headers: cookie ? { cookie } : {} }, url: new URL(url, 'http://localhost'), res, headers };
}

describe('the remotes file', () => {
  it('maps each pinned remote to its versioned manifest on the CDN, with commit and build time', async () => {
    const artifactsDir = tempDir();
    const build = publishBuild({
      remote: 'mfe_tours',
      distDir: fakeBuild(),
      packageVersion: '0.1.0',
      artifactsDir,
      source: { commit: 'c0ffee', dirty: false },
    });
    const pins = pinsOf({
      mfe_tours: {
        version: build.version,
        commit: 'c0ffee',
        builtAt: build.metadata.builtAt,
        integrity: build.metadata.integrity,
        revision: 3,
      },
      mfe_unknown: { version: '1' },
    });
    const file = await readRemotesFile({ environment: 'staging', cdnOrigin, pins });
    assert.deepEqual(file, {
      environment: 'staging',
      remotes: {
        mfe_tours: {
          entry: `${cdnOrigin}/mfe_tours/${build.version}/mf-manifest.json`,
          version: build.version,
          commit: 'c0ffee',
          builtAt: build.metadata.builtAt,
          integrity: build.metadata.integrity,
        },
      },
    });
  });
});

describe('choosing the environment per browser', () => {
  it('lets a non-production server answer another declared environment, kept in a session cookie', () => {
    const asked = request('/tours?gaido-env=staging');
    assert.equal(environmentForRequest({ ...asked, serverEnvironment: 'local', environments }), 'staging');
    assert.equal(asked.headers['Set-Cookie'], 'gaido-env=staging; Path=/; SameSite=Lax');
    const later = request('/remotes.json', 'theme=dark; gaido-env=staging');
    assert.equal(environmentForRequest({ ...later, serverEnvironment: 'local', environments }), 'staging');
  });

  it('clears the choice with an empty or unknown name', () => {
    for (const url of ['/?gaido-env=', '/?gaido-env=prodution']) {
      const asked = request(url, 'gaido-env=staging');
      assert.equal(environmentForRequest({ ...asked, serverEnvironment: 'local', environments }), 'local');
      assert.match(asked.headers['Set-Cookie'], /Max-Age=0/);
    }
  });

  it('reads a malformed cookie as no choice, so the page is still served', () => {
    for (const cookie of ['gaido-env=%E0%A4%A', 'gaido-env=100%; theme=dark']) {
      const asked = request('/tours', cookie);
      assert.equal(environmentForRequest({ ...asked, serverEnvironment: 'local', environments }), 'local');
    }
    const overrides = request('/tours', `${OVERRIDDEN_COOKIE}=mfe_tours%400.2.%; gaido-env=staging`);
    assert.deepEqual(overriddenRemotes({ ...overrides, overridesEnabled: true }), new Map());
    assert.equal(
      environmentForRequest({ ...overrides, serverEnvironment: 'local', environments }),
      'staging',
    );
  });

  it('never lets a production server answer anything but production', () => {
    const asked = request('/?gaido-env=staging', 'gaido-env=staging');
    assert.equal(
      environmentForRequest({ ...asked, serverEnvironment: 'production', environments }),
      'production',
    );
    assert.equal(asked.headers['Set-Cookie'], undefined);
  });
});

describe('runtime config', () => {
  const base = { cdnOrigin, apiBaseUrl: 'http://localhost:4000/api/v1', assetsHost: 'http://localhost:4000' };

  it('turns QA overrides off in production and gives no allowlist', () => {
    const config = runtimeConfig({
      ...base,
      environment: 'production',
      serverEnvironment: 'production',
      environments,
    });
    assert.deepEqual(config.release.overrides, { enabled: false, allowedOrigins: [], devServerOrigins: [] });
    assert.equal(config.release.environmentChosenBy, 'server');
  });

  it('allows the CDN, the squads’ dev servers and the environment’s own origins elsewhere', () => {
    const config = runtimeConfig({
      ...base,
      environment: 'staging',
      serverEnvironment: 'local',
      environments,
    });
    assert.equal(config.release.overrides.enabled, true);
    assert.equal(config.release.environmentChosenBy, 'browser');
    const origins = config.release.overrides.allowedOrigins;
    assert.ok(origins.includes('http://localhost:3100'));
    assert.ok(origins.includes('http://localhost:3001'));
    assert.ok(origins.includes('https://qa.gaido.test'));
    assert.ok(!origins.includes('https://evil.example'));
    // Named apart, so a production build of the host can refuse them with a way forward.
    assert.ok(config.release.overrides.devServerOrigins.includes('http://localhost:3001'));
    assert.ok(!config.release.overrides.devServerOrigins.includes('http://localhost:3100'));
  });

  it('names the basemap style only when one is set, and lets the map fetch from its origin', () => {
    const offline = runtimeConfig({
      ...base,
      environment: 'production',
      serverEnvironment: 'production',
      environments,
    });
    assert.equal('mapStyleUrl' in offline, false);
    const street = runtimeConfig({
      ...base,
      environment: 'production',
      serverEnvironment: 'production',
      environments,
      mapStyleUrl: 'https://tiles.gaido.test/basemaps/style.json',
    });
    assert.equal(street.mapStyleUrl, 'https://tiles.gaido.test/basemaps/style.json');
    const connect = (config) =>
      contentSecurityPolicy({ remotesFile: { remotes: {} }, config })
        .split('; ')
        .find((directive) => directive.startsWith('connect-src'));
    assert.match(connect(street), /https:\/\/tiles\.gaido\.test/);
    assert.doesNotMatch(connect(offline), /tiles\.gaido\.test/);
  });
});

describe('a production host', () => {
  it('answers nothing about releases: the QA endpoints are 404 and the remotes file names no commit or build time', async () => {
    const artifactsDir = tempDir();
    const build = publishBuild({
      remote: 'mfe_tours',
      distDir: fakeBuild(),
      packageVersion: '0.1.0',
      artifactsDir,
      source: { commit: 'c0ffee', dirty: false },
    });
    const pin = {
      version: build.version,
      commit: 'c0ffee',
      builtAt: build.metadata.builtAt,
      integrity: build.metadata.integrity,
    };
    // A release service that would answer every question: the host server must not ask it.
    const asked = [];
    const releaseService = {
      listReleases: async (remote) => {
        asked.push(remote);
        return [{ version: build.version, commit: 'c0ffee' }];
      },
      release: async (remote, version) => {
        asked.push(`${remote}@${version}`);
        return { version, commit: 'c0ffee', builtAt: pin.builtAt, publishedAt: pin.builtAt };
      },
      verdict: async () => ({ checked: true, mismatches: [] }),
    };
    const started = [];
    try {
      for (const environment of ['production', 'staging']) {
        const server = await startHostServer({
          environment,
          port: 0,
          cdnOrigin,
          apiBaseUrl: 'https://api.gaido.test/api/v1',
          assetsHost: 'https://assets.gaido.test',
          environments,
          pins: pinsOf({ mfe_tours: pin }),
          releaseService,
          hostDist: fakeHostDist(),
          artifactsDir,
        });
        started.push(server);
        const url = `http://127.0.0.1:${server.address().port}`;
        const list = await fetch(`${url}/release/remotes/mfe_tours/releases`);
        const one = await fetch(`${url}/release/remotes/mfe_tours/releases/${build.version}`);
        const remotes = await (await fetch(`${url}/remotes.json`)).json();
        if (environment === 'production') {
          assert.equal(list.status, 404);
          assert.equal(one.status, 404);
          assert.doesNotMatch(await list.text(), /c0ffee/);
          assert.doesNotMatch(await one.text(), /c0ffee/);
          assert.deepEqual(asked, []);
          assert.equal(remotes.remotes.mfe_tours.version, build.version);
          assert.equal(remotes.remotes.mfe_tours.commit, undefined);
          assert.equal(remotes.remotes.mfe_tours.builtAt, undefined);
          assert.ok(remotes.remotes.mfe_tours.integrity['remoteEntry.js']);
        } else {
          // Where QA overrides are allowed, the tools get their answers.
          assert.equal(list.status, 200);
          assert.equal(one.status, 200);
          assert.equal(remotes.remotes.mfe_tours.commit, 'c0ffee');
        }
      }
    } finally {
      for (const server of started) server.close();
    }
  });
});

describe('the host record a host server serves', () => {
  it("is its own build's host-release.json, in production too: the release service records the host from it", async () => {
    const hostDist = fakeHostDist();
    const record = `${JSON.stringify({ commit: 'c0ffee', singletons: ['react'], shared: {}, requiredModules: {} }, null, 2)}\n`;
    writeFileSync(join(hostDist, 'host-release.json'), record);
    const server = await startHostServer({
      environment: 'production',
      port: 0,
      cdnOrigin,
      apiBaseUrl: 'https://api.gaido.test/api/v1',
      assetsHost: 'https://assets.gaido.test',
      environments,
      pins: pinsOf({}),
      hostDist,
      artifactsDir: tempDir(),
    });
    try {
      const response = await fetch(`http://127.0.0.1:${server.address().port}/host-release.json`);
      assert.equal(response.status, 200);
      assert.equal(await response.text(), record);
    } finally {
      server.close();
    }
  });
});

/** The smallest host build a host server serves: an index.html. */
function fakeHostDist() {
  const dir = tempDir();
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Gaido</title>');
  return dir;
}
