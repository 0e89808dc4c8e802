// The static servers' security headers and Content-Security-Policy, unit by unit and on
// real servers started on free ports.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseEnvironments } from '@gaido/release-core/environments';
import { fakeBuild, pinsOf, tempDir } from '@gaido/release-core/test-fixtures';
import { startCdnServer } from '../src/cdn.mjs';
import { publishBuild } from '../src/publish.mjs';
import { readRemotesFile, runtimeConfig } from '../src/remotesFile.mjs';
import { contentSecurityPolicy, isSecureRequest, securityHeaders } from '../src/securityHeaders.mjs';
import { startHostServer } from '../src/servers.mjs';

const environments = parseEnvironments({
  environments: {
    production: {},
    staging: { overrides: true, integrity: false, overrideOrigins: ['https://qa.gaido.test'] },
    local: { overrides: true, integrity: false },
  },
});
const cdnOrigin = 'https://cdn.gaido.test';

function configFor(environment) {
  return runtimeConfig({
    environment,
    serverEnvironment: environment,
    environments,
    cdnOrigin,
    apiBaseUrl: 'https://api.gaido.test/api/v1',
    assetsHost: 'https://assets.gaido.test',
  });
}

function directives(policy) {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const remotesFile = {
  remotes: {
    mfe_tours: { entry: `${cdnOrigin}/mfe_tours/1/mf-manifest.json` },
    mfe_gems: { entry: 'https://gems.partner.test/mfe_gems/2/mf-manifest.json' },
  },
};

describe('the Content-Security-Policy', () => {
  it('allows scripts only from the app, the CDN and the pinned remotes, never inline or eval', () => {
    const csp = directives(contentSecurityPolicy({ remotesFile, config: configFor('production') }));
    assert.deepEqual(csp['script-src'], ["'self'", cdnOrigin, 'https://gems.partner.test']);
    assert.equal(csp['default-src'].join(' '), "'self'");
    for (const [name, sources] of Object.entries(csp)) {
      assert.ok(!sources.includes("'unsafe-eval'"), `${name} allows eval`);
      if (name !== 'style-src') assert.ok(!sources.includes("'unsafe-inline'"), `${name} allows inline`);
    }
  });

  it('lets the app talk to the API, the analytics ingest and the CDN, and show the API’s images', () => {
    const csp = directives(contentSecurityPolicy({ remotesFile, config: configFor('production') }));
    assert.deepEqual(csp['connect-src'], [
      "'self'",
      'https://api.gaido.test',
      cdnOrigin,
      'https://gems.partner.test',
    ]);
    assert.ok(csp['img-src'].includes('https://assets.gaido.test'));
    // Workers start from blob: URLs of checked bytes only, never from a script on the CDN.
    assert.deepEqual(csp['worker-src'], ["'self'", 'blob:']);
  });

  it('forbids framing, plugins, foreign base URLs and form targets', () => {
    const csp = directives(contentSecurityPolicy({ remotesFile, config: configFor('production') }));
    assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
    assert.deepEqual(csp['object-src'], ["'none'"]);
    assert.deepEqual(csp['base-uri'], ["'self'"]);
    assert.deepEqual(csp['form-action'], ["'self'"]);
  });

  it('adds the QA override allowlist only where overrides are on', () => {
    const staging = directives(contentSecurityPolicy({ remotesFile, config: configFor('staging') }));
    assert.ok(staging['script-src'].includes('https://qa.gaido.test'));
    assert.ok(staging['script-src'].includes('http://localhost:3001'));
    const production = directives(contentSecurityPolicy({ remotesFile, config: configFor('production') }));
    assert.ok(!production['script-src'].includes('https://qa.gaido.test'));
    assert.ok(!production['script-src'].includes('http://localhost:3001'));
  });

  it('upgrades insecure requests when served over TLS', () => {
    const policy = contentSecurityPolicy({ remotesFile, config: configFor('production'), secure: true });
    assert.ok(policy.includes('upgrade-insecure-requests'));
  });
});

describe('the other security headers', () => {
  it('sends nosniff, a strict referrer policy and frame protection', () => {
    assert.deepEqual(securityHeaders({ secure: false }), {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it('adds HSTS only over TLS: a terminating proxy, an https public origin or a TLS socket', () => {
    assert.equal(securityHeaders({ secure: false })['Strict-Transport-Security'], undefined);
    assert.equal(
      securityHeaders({ secure: true })['Strict-Transport-Security'],
      'max-age=31536000; includeSubDomains',
    );
    assert.equal(isSecureRequest({ headers: { 'x-forwarded-proto': 'https' } }, ''), true);
    assert.equal(isSecureRequest({ headers: { 'x-forwarded-proto': 'http' } }, ''), false);
    assert.equal(isSecureRequest({ headers: {} }, 'https://gaido.example'), true);
    assert.equal(isSecureRequest({ headers: {}, socket: { encrypted: true } }, ''), true);
    assert.equal(isSecureRequest({ headers: {} }, ''), false);
  });
});

describe('the remotes file and integrity', () => {
  it('carries each version’s recorded hashes and whether the environment requires them', async () => {
    const artifactsDir = tempDir();
    const build = publishBuild({
      remote: 'mfe_tours',
      distDir: fakeBuild(),
      packageVersion: '0.1.0',
      artifactsDir,
      source: { commit: 'c0ffee', dirty: false },
    });
    const pins = pinsOf({ mfe_tours: { version: build.version, integrity: build.metadata.integrity } });
    const production = await readRemotesFile({
      environment: 'production',
      cdnOrigin,
      pins,
      policy: environments.get('production'),
    });
    assert.deepEqual(production.integrity, { required: true });
    assert.deepEqual(Object.keys(production.remotes.mfe_tours.integrity).sort(), [
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    assert.match(production.remotes.mfe_tours.integrity['remoteEntry.js'], /^sha384-[A-Za-z0-9+/]+=*$/);
    const staging = await readRemotesFile({
      environment: 'staging',
      cdnOrigin,
      pins,
      policy: environments.get('staging'),
    });
    assert.deepEqual(staging.integrity, { required: false });
  });

  it('requires integrity in an environment that does not say otherwise, like production', () => {
    const declared = parseEnvironments({ environments: { preview: {} } });
    assert.equal(declared.get('preview').integrity, true);
  });
});

describe('the servers', () => {
  it('send the policy with every page of the host, and strict headers with every CDN file', async () => {
    const host = await startHostServer({
      environment: 'production',
      port: 0,
      cdnOrigin,
      apiBaseUrl: 'https://api.gaido.test/api/v1',
      assetsHost: 'https://assets.gaido.test',
      environments,
      pins: pinsOf({}),
    });
    const cdn = await startCdnServer({ port: 0, artifactsDir: tempDir() });
    try {
      const hostUrl = `http://127.0.0.1:${host.address().port}`;
      for (const path of ['/', '/tours/lisbon', '/config.json']) {
        const response = await fetch(`${hostUrl}${path}`);
        await response.arrayBuffer();
        assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
        assert.equal(response.headers.get('x-frame-options'), 'DENY', path);
        assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
        assert.equal(response.headers.get('strict-transport-security'), null, path);
        if (path !== '/config.json') {
          assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'self'/, path);
        }
      }
      const behindTls = await fetch(`${hostUrl}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
      await behindTls.arrayBuffer();
      assert.equal(behindTls.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');

      const cdnResponse = await fetch(`http://127.0.0.1:${cdn.address().port}/mfe_tours/none/x.js`);
      await cdnResponse.arrayBuffer();
      assert.equal(
        cdnResponse.headers.get('content-security-policy'),
        "default-src 'none'; frame-ancestors 'none'",
      );
      assert.equal(cdnResponse.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(cdnResponse.headers.get('access-control-allow-origin'), '*');
    } finally {
      host.close();
      cdn.close();
    }
  });
});
