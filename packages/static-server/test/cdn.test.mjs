// The CDN against a release folder laid out as `pnpm start` lays it out: the release service (PGlite on
// disk, its local admin token written by the service itself) publishes through its HTTP API into the
// artifact store, a host server's pins cache sits beside it, and secrets and stray files are planted
// within the store too. Every request is sent byte for byte as written (a raw socket), the way an
// attacker's client sends it.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { readBuildDir, uploadBody } from '@gaido/release-core/build-files';
import { parseEnvironments } from '@gaido/release-core/environments';
import { fakeBuild, tempDir } from '@gaido/release-core/test-fixtures';
import { keepLocalAdminToken } from '../../../release-service/src/localToken.mjs';
import { openReleaseService } from '../../../release-service/src/service.mjs';
import { startCdnServer } from '../src/cdn.mjs';

const environments = parseEnvironments({ environments: { local: { local: true, overrides: true } } });

/** One HTTP/1.1 request with `target` exactly as given; the response's status, headers and body. */
function rawRequest(port, target, headers = {}) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const response = Buffer.concat(chunks);
      const split = response.indexOf('\r\n\r\n');
      const head = response.subarray(0, split).toString('latin1').split('\r\n');
      const status = Number(head[0]?.split(' ')[1]);
      const fields = Object.fromEntries(
        head.slice(1).map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status, headers: fields, body: response.subarray(split + 4) });
    });
    const lines = [`GET ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

const sha384 = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

let releasesDir;
let service;
let cdn;
let port;
let version;
let token;
/** path -> SHA-384 of every file the release service recorded for the published version. */
let recorded;
/** The service's answer to a publish that brought its own compressed copies. */
let refusedWithCopies;
const PLANTED = Buffer.from('window.__gaidoPlanted = true;');

before(async () => {
  releasesDir = tempDir('gaido-cdn-');
  const dataDir = join(releasesDir, 'service');
  const artifactsDir = join(releasesDir, 'artifacts');
  service = await openReleaseService({ dataDir, releasesDir, artifactsDir, environments });
  const tokenFile = join(dataDir, 'local-admin.token');
  await keepLocalAdminToken({
    file: tokenFile,
    authenticate: (saved) => service.service.accounts.authenticate(saved),
    issue: () => service.service.localAdminToken(),
  });
  token = readFileSync(tokenFile, 'utf8').trim();

  // A build whose upload carries its own compressed copies of the entry, with other content.
  const dist = fakeBuild({ label: 'honest' });
  writeFileSync(join(dist, 'remoteEntry.js'), `var mfe_tours = "honest";${' '.repeat(4096)}`);
  writeFileSync(join(dist, 'gaido-build.json'), JSON.stringify({ usesExports: {}, providesExports: {} }));
  const files = readBuildDir(dist);
  const publish = (upload) =>
    service.app.request('/v1/remotes/mfe_tours/releases', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(uploadBody({ files: upload, packageVersion: '0.1.0', commit: 'c0ffee' })),
    });
  refusedWithCopies = await publish(
    new Map([...files, ['remoteEntry.js.br', PLANTED], ['remoteEntry.js.gz', PLANTED]]),
  );
  const response = await publish(files);
  assert.equal(response.status, 201, await response.clone().text());
  const { release } = await response.json();
  version = release.version;
  recorded = release.files;

  // What else the disk holds: the host servers' pins cache beside the store, and inside the store a
  // file planted in the version, a version being staged, and secrets an older layout kept there.
  mkdirSync(join(releasesDir, 'host-cache'), { recursive: true });
  writeFileSync(join(releasesDir, 'host-cache', 'local.json'), '{"environment":"local","secret":true}');
  const versionDir = join(artifactsDir, 'mfe_tours', version);
  writeFileSync(join(versionDir, 'planted.js'), PLANTED);
  // Compressed copies beside the entry, as an older store kept them or someone with write access leaves.
  writeFileSync(join(versionDir, 'remoteEntry.js.br'), brotliCompressSync(PLANTED));
  writeFileSync(join(versionDir, 'remoteEntry.js.gz'), gzipSync(PLANTED));
  mkdirSync(join(artifactsDir, 'mfe_tours', '.staging-0000'), { recursive: true });
  writeFileSync(join(artifactsDir, 'mfe_tours', '.staging-0000', 'remoteEntry.js'), 'staged');
  mkdirSync(join(artifactsDir, 'service'), { recursive: true });
  writeFileSync(join(artifactsDir, 'service', 'local-admin.token'), token);
  writeFileSync(join(artifactsDir, 'mfe_tours', 'local-admin.token'), token);

  cdn = await startCdnServer({ port: 0, artifactsDir });
  port = cdn.address().port;
});

after(async () => {
  await new Promise((resolve) => cdn?.close(resolve));
  await service?.close();
});

describe('what the CDN serves', () => {
  it('keeps the release service data and the host caches outside the artifact store', () => {
    assert.ok(readFileSync(join(releasesDir, 'service', 'pglite', 'PG_VERSION'), 'utf8'));
    assert.ok(token.length > 20);
  });

  it('serves every recorded file of a published version, byte for byte as recorded', async () => {
    for (const [path, hash] of Object.entries(recorded)) {
      const response = await rawRequest(port, `/mfe_tours/${version}/${path}`);
      assert.equal(response.status, 200, path);
      assert.equal(sha384(response.body), hash, path);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
  });

  it('answers nothing outside the recorded files, however the path is spelled', async () => {
    const v = version;
    const attacks = [
      '/mfe_tours//../service/local-admin.token',
      '/mfe_tours//../../service/local-admin.token',
      '/mfe_tours//../service/pglite/PG_VERSION',
      '/mfe_tours//../host-cache/local.json',
      '/mfe_tours/../service/local-admin.token',
      `/mfe_tours/${v}/../../../service/local-admin.token`,
      `/mfe_tours/${v}/./../../../host-cache/local.json`,
      // percent-encoded and double-encoded dot segments and slashes
      '/mfe_tours/%2e%2e/service/local-admin.token',
      '/mfe_tours/%2E%2E/%2E%2E/service/local-admin.token',
      `/mfe_tours/${v}/..%2f..%2f..%2fservice%2flocal-admin.token`,
      `/mfe_tours/${v}/%2e%2e%2f%2e%2e%2f%2e%2e%2fhost-cache%2flocal.json`,
      '/mfe_tours/%252e%252e/service/local-admin.token',
      `/mfe_tours/${v}/%252e%252e%252f%252e%252e%252fservice%252flocal-admin.token`,
      // backslashes, raw and encoded
      `/mfe_tours/${v}/..\\..\\..\\service\\local-admin.token`,
      `/mfe_tours/${v}/..%5c..%5c..%5cservice%5clocal-admin.token`,
      // doubled slashes
      '//mfe_tours/../../service/local-admin.token',
      `/mfe_tours/${v}//..//..//..//service/local-admin.token`,
      `/mfe_tours//${v}/remoteEntry.js`,
      // absolute paths and absolute-form targets
      `/mfe_tours/${v}//etc/passwd`,
      `/mfe_tours/${v}/%2fetc%2fpasswd`,
      `/mfe_tours/${v}/${join(releasesDir, 'service', 'local-admin.token')}`,
      'http://localhost/mfe_tours/../service/local-admin.token',
      '/service/local-admin.token',
      '/mfe_tours/service/local-admin.token',
      '/mfe_tours/local-admin.token/x',
      // within the store, but never recorded
      `/mfe_tours/${v}/planted.js`,
      `/mfe_tours/${v}/.record.json`,
      `/mfe_tours/${v}/.record.json/`,
      `/mfe_tours/${v}/`,
      '/mfe_tours/.staging-0000/remoteEntry.js',
      `/mfe_tours/${v}/remoteEntry.js/`,
      `/mfe_tours/${v}/remoteEntry.js%00.br`,
      `/mfe_tours/${v}/remoteEntry.js.br`,
      `/mfe_tours/${v}/mf-manifest.json?/../../service/local-admin.token`,
    ];
    for (const attack of attacks) {
      const response = await rawRequest(port, attack);
      const body = response.body.toString('latin1');
      assert.ok(!body.includes(token), `${attack} answered the local admin token`);
      assert.ok(!body.includes('"secret":true'), `${attack} answered a host cache`);
      assert.ok(!body.includes('__gaidoPlanted'), `${attack} answered an unrecorded file`);
      if (attack.includes('?')) continue;
      assert.equal(response.status, 404, `${attack} answered ${response.status}`);
    }
  });

  it('never sends an uploaded compressed copy: the bytes decompress to the recorded file', async () => {
    assert.equal(refusedWithCopies.status, 400);
    assert.match((await refusedWithCopies.json()).error.message, /compressed copies \(remoteEntry\.js\.br/);
    assert.equal(recorded['remoteEntry.js.br'], undefined);
    for (const copy of ['remoteEntry.js.br', 'remoteEntry.js.gz']) {
      assert.equal((await rawRequest(port, `/mfe_tours/${version}/${copy}`)).status, 404, copy);
    }
    const expected = recorded['remoteEntry.js'];
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ]) {
      const response = await rawRequest(port, `/mfe_tours/${version}/remoteEntry.js`, {
        'Accept-Encoding': encoding === 'br' ? 'br, gzip' : 'gzip',
      });
      assert.equal(response.status, 200);
      assert.equal(response.headers['content-encoding'], encoding);
      assert.equal(response.headers.vary, 'Accept-Encoding');
      const decoded = decompress(response.body);
      assert.equal(sha384(decoded), expected, `the ${encoding} body is not the recorded remoteEntry.js`);
      assert.ok(!decoded.toString().includes('__gaidoPlanted'));
    }
    const plain = await rawRequest(port, `/mfe_tours/${version}/remoteEntry.js`, {
      'Accept-Encoding': 'identity',
    });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(sha384(plain.body), expected);
  });

  it('refuses a recorded file whose bytes in the store were altered after publishing', async () => {
    const path = join(releasesDir, 'artifacts', 'mfe_tours', version, 'static', 'js', 'page.js');
    writeFileSync(path, PLANTED);
    // A CDN that checked the file before keeps sending the recorded bytes; one that reads it now refuses it.
    const earlier = await rawRequest(port, `/mfe_tours/${version}/static/js/page.js`);
    assert.equal(sha384(earlier.body), recorded['static/js/page.js']);
    const fresh = await startCdnServer({ port: 0, artifactsDir: join(releasesDir, 'artifacts') });
    try {
      const response = await rawRequest(fresh.address().port, `/mfe_tours/${version}/static/js/page.js`);
      assert.equal(response.status, 404);
      assert.ok(!response.body.toString().includes('__gaidoPlanted'));
    } finally {
      await new Promise((resolve) => fresh.close(resolve));
    }
  });
});
