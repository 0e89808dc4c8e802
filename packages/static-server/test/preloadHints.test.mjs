// Preload hints for documents: the hints written for a published release, which must copy
// exactly how the browser will request each file, or be left out, and the documents that carry them.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseEnvironments } from '@gaido/release-core/environments';
import { HOST_RECORD_FILE } from '@gaido/release-core/host-record';
import { tempDir } from '@gaido/release-core/test-fixtures';
import {
  createPreloadHints,
  EARLY_REQUEST_HINTS,
  injectPreloads,
  matchesSri,
  overrideRequests,
  preconnectHints,
  preloadLink,
} from '../src/preloadHints.mjs';
import { publishBuild } from '../src/publish.mjs';
import { OVERRIDDEN_COOKIE } from '../src/requestEnvironment.mjs';
import { startHostServer } from '../src/servers.mjs';

const CDN = 'http://cdn.gaido.test';

// The remotes' builds write their chunks' hashes in SHA-256 (packages/build-tooling/src/remoteConfig.mjs).
const sha256 = (bytes) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/**
 * A build shaped like a real remote's: manifest with exposes and their assets, entry, chunks, CSS.
 * `sri`: built with Rspack's subresource integrity, whose chunk loader reads each chunk's hash from
 * maps in the entry's runtime.
 */
function remoteBuild({
  remoteEntryType = 'global',
  remoteEntry = { name: 'remoteEntry.js', path: '' },
  publicPath = 'auto',
  sri = false,
  shared = [],
  requires = null,
} = {}) {
  const dir = tempDir('gaido-dist-');
  const expose = (name, js, css = []) => ({
    id: `mfe_tours:${name}`,
    name,
    path: `./${name}`,
    assets: { js: { sync: js, async: ['static/js/async/lazy.js'] }, css: { sync: css, async: [] } },
  });
  const manifest = {
    id: 'mfe_tours',
    name: 'mfe_tours',
    metaData: { remoteEntry: { ...remoteEntry, type: remoteEntryType }, publicPath },
    shared,
    exposes: [
      expose(
        'ToursPage',
        ['static/js/async/common.js', 'static/js/async/tours.js'],
        ['static/css/async/tours.css'],
      ),
      expose('FeaturedTours', ['static/js/async/common.js', 'static/js/async/featured.js']),
    ],
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  // The build's stats: the shared modules each exposed module asks for.
  if (requires) {
    const exposes = Object.entries(requires).map(([name, names]) => ({
      name,
      path: `./${name}`,
      requires: names,
    }));
    writeFileSync(join(dir, 'mf-stats.json'), JSON.stringify({ id: 'mfe_tours', exposes }));
  }
  const chunks = {
    'static/js/async/common.js': 'console.log("common");',
    'static/js/async/tours.js': 'console.log("tours");',
    'static/js/async/featured.js': 'console.log("featured");',
    'static/css/async/tours.css': '.tours{color:red}',
  };
  for (const [file, content] of Object.entries(chunks)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  const hashes = Object.values(chunks).map(sha256);
  const entryFile = join(dir, remoteEntry.path, remoteEntry.name);
  mkdirSync(join(entryFile, '..'), { recursive: true });
  writeFileSync(
    entryFile,
    sri
      ? `var mfe_tours = {};r.sriHashes={1:"${hashes[0]}",2:"${hashes[1]}",3:"${hashes[2]}"};r.sriExtractCssHashes={2:"${hashes[3]}"};`
      : 'var mfe_tours = {};',
  );
  return dir;
}

function publish(options) {
  const artifactsDir = tempDir();
  const build = publishBuild({
    remote: 'mfe_tours',
    distDir: remoteBuild(options),
    packageVersion: '0.1.0',
    artifactsDir,
    source: { commit: 'c0ffee', dirty: false },
  });
  const pin = {
    entry: `${CDN}/mfe_tours/${build.version}/mf-manifest.json`,
    version: build.version,
    integrity: build.metadata.integrity,
  };
  return { artifactsDir, version: build.version, pin, folder: `${CDN}/mfe_tours/${build.version}/` };
}

const ROUTES = [
  { path: '/', modules: [{ remote: 'mfe_tours', module: './FeaturedTours' }] },
  { path: '/tours', modules: [{ remote: 'mfe_tours', module: './ToursPage' }] },
  { path: '/about', modules: [] },
  { path: '*', modules: [] },
];

function hintsFor(
  release,
  { path = '/tours', pin = release.pin, required = false, overrides, sharedChunks } = {},
) {
  const logs = [];
  const hints = createPreloadHints({
    routes: ROUTES,
    sharedChunks,
    artifactsDir: release.artifactsDir,
    cdnOrigin: CDN,
    log: (message) => logs.push(message),
  });
  const request = {
    pathname: path,
    remotesFile: { remotes: { mfe_tours: pin }, integrity: { required } },
    overrides,
  };
  return { hints: hints.hintsFor(request), logs, again: () => hints.hintsFor(request) };
}

describe('preload hints for a pinned release', () => {
  it('preloads the entry with its recorded hash and the exposed module’s files', () => {
    const release = publish();
    const { hints, logs } = hintsFor(release);
    assert.deepEqual(hints, [
      ...EARLY_REQUEST_HINTS,
      {
        href: `${release.folder}remoteEntry.js`,
        as: 'script',
        crossorigin: 'anonymous',
        integrity: release.pin.integrity['remoteEntry.js'],
      },
      { href: `${release.folder}static/css/async/tours.css`, as: 'style' },
      { href: `${release.folder}static/js/async/common.js`, as: 'script' },
      { href: `${release.folder}static/js/async/tours.js`, as: 'script' },
    ]);
    assert.deepEqual(logs, []);
  });

  it('never preloads the manifest, which the host does not fetch: it loads the remote entry beside it', () => {
    const release = publish();
    const { hints } = hintsFor(release, { required: true });
    assert.deepEqual(
      hints.filter((hint) => hint.href.endsWith('mf-manifest.json')),
      [],
    );
    assert.ok(hints.some((hint) => hint.href === `${release.folder}remoteEntry.js`));
  });

  it('preloads the chunks of a build with subresource integrity as its chunk loader asks for them: CORS, the hash from its entry', () => {
    const release = publish({ sri: true });
    const { hints, logs } = hintsFor(release, { required: true });
    const chunk = (file, as) => ({
      href: `${release.folder}${file}`,
      as,
      crossorigin: 'anonymous',
      integrity: sha256(readFileSync(join(release.artifactsDir, 'mfe_tours', release.version, file))),
    });
    assert.deepEqual(hints.slice(EARLY_REQUEST_HINTS.length + 1), [
      chunk('static/css/async/tours.css', 'style'),
      chunk('static/js/async/common.js', 'script'),
      chunk('static/js/async/tours.js', 'script'),
    ]);
    assert.deepEqual(logs, []);
  });

  it('leaves out a chunk whose bytes match no hash its entry loads it with, which the browser would refuse', () => {
    const release = publish({ sri: true });
    const file = join(release.artifactsDir, 'mfe_tours', release.version, 'static/js/async/tours.js');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n;window.tampered = true;`);
    const { hints, logs, again } = hintsFor(release);
    again();
    assert.deepEqual(
      hints.slice(EARLY_REQUEST_HINTS.length + 1).map((hint) => hint.href),
      [`${release.folder}static/css/async/tours.css`, `${release.folder}static/js/async/common.js`],
    );
    assert.equal(logs.length, 1);
    assert.match(
      logs[0] ?? '',
      /static\/js\/async\/tours\.js: it matches no hash its remote entry loads it with/,
    );
  });

  it('preloads the entry as a plain script when no hash is recorded for it, as the runtime loads it then', () => {
    const release = publish();
    const { integrity: _, ...pin } = release.pin;
    const entry = hintsFor(release, { pin }).hints.find((hint) => hint.href.endsWith('remoteEntry.js'));
    assert.deepEqual(entry, { href: `${release.folder}remoteEntry.js`, as: 'script' });
  });

  it('preloads the version a QA override loads instead of the pin, its entry plain as the host loads it', () => {
    const release = publish();
    const pin = {
      ...release.pin,
      version: '0.1.0-0000000000',
      entry: `${CDN}/mfe_tours/0.1.0-0000000000/mf-manifest.json`,
    };
    const overrides = new Map([['mfe_tours', release.version]]);
    const { hints, logs } = hintsFor(release, { pin, overrides });
    assert.deepEqual(hints, [
      ...EARLY_REQUEST_HINTS,
      { href: `${release.folder}remoteEntry.js`, as: 'script' },
      { href: `${release.folder}static/css/async/tours.css`, as: 'style' },
      { href: `${release.folder}static/js/async/common.js`, as: 'script' },
      { href: `${release.folder}static/js/async/tours.js`, as: 'script' },
    ]);
    assert.deepEqual(logs, []);

    // Where integrity is required the host refuses an override (it has no hashes): nothing to preload.
    const required = hintsFor(release, { pin, overrides, required: true });
    assert.deepEqual(required.hints, EARLY_REQUEST_HINTS);
    assert.match(required.logs[0] ?? '', /integrity/);
  });

  it('takes the chunks from the publicPath a manifest names, and the entry from beside the manifest as the host does', () => {
    const release = publish({ publicPath: 'https://static.gaido.test/tours/' });
    const files = hintsFor(release, { path: '/' }).hints.map((hint) => hint.href);
    assert.ok(files.includes(`${release.folder}remoteEntry.js`));
    assert.ok(files.includes('https://static.gaido.test/tours/static/js/async/featured.js'));
    assert.ok(!files.includes('https://static.gaido.test/tours/remoteEntry.js'));
  });

  for (const [what, change, reason] of [
    ['a path with no remote page', { path: '/about' }, null],
    ['a path no route matches but the catch-all', { path: '/no/such/page' }, null],
    [
      'a remote a manifest URL overrides for this session',
      { overrides: new Map([['mfe_tours', null]]) },
      null,
    ],
    [
      'an overriding version that is not on the CDN',
      { overrides: new Map([['mfe_tours', '0.1.0-0000000000']]) },
      /mfe_tours@0\.1\.0-0000000000: its mf-manifest\.json is not on the CDN/,
    ],

    ['a version that is not on the CDN', { pin: 'missing' }, /mf-manifest\.json is not on the CDN/],
    ['a pin whose entry is elsewhere', { pin: 'elsewhere' }, /is not on the CDN/],
    ['a manifest that does not match its recorded hash', { tamper: 'mf-manifest.json' }, /does not match/],
    ['an entry that does not match its recorded hash', { tamper: 'remoteEntry.js' }, /does not match/],
    ['no hashes where integrity is required', { pin: 'no-integrity', required: true }, /integrity/],
    [
      'no hash for the entry where integrity is required',
      { pin: 'manifest-hash-only', required: true },
      /integrity/,
    ],
    ['an ES module entry', { build: { remoteEntryType: 'module' } }, /classic script/],
    [
      'a manifest that names an entry other than remoteEntry.js, which the host does not load',
      { build: { remoteEntry: { name: 'mfe_tours.js', path: '' } } },
      /names the remote entry mfe_tours\.js, not the remoteEntry\.js beside it/,
    ],
    [
      'a manifest that names its entry in another folder',
      { build: { remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } } },
      /names the remote entry entry\/remoteEntry\.js/,
    ],
  ]) {
    it(`preloads nothing of the remote for ${what}, and says why once`, () => {
      const release = publish(change.build);
      const pins = {
        missing: {
          ...release.pin,
          version: '0.1.0-0000000000',
          entry: `${CDN}/mfe_tours/0.1.0-0000000000/mf-manifest.json`,
        },
        elsewhere: { ...release.pin, entry: 'https://qa.gaido.test/mfe_tours/mf-manifest.json' },
        'no-integrity': { ...release.pin, integrity: undefined },
        'manifest-hash-only': {
          ...release.pin,
          integrity: { 'mf-manifest.json': release.pin.integrity['mf-manifest.json'] },
        },
      };
      if (change.tamper) {
        const file = join(release.artifactsDir, 'mfe_tours', release.version, change.tamper);
        writeFileSync(file, `${readFileSync(file, 'utf8')}\n`);
      }
      const { hints, logs, again } = hintsFor(release, {
        ...change,
        pin: pins[change.pin] ?? release.pin,
      });
      assert.deepEqual(hints, EARLY_REQUEST_HINTS);
      if (reason) {
        again();
        assert.equal(logs.length, 1);
        assert.match(logs[0], reason);
      } else {
        assert.deepEqual(logs, []);
      }
    });
  }

  it('preloads the host’s own chunks for a shared module the page asks for, which the host loads only then', () => {
    const sharedChunks = {
      '@gaido/shared/favorites': {
        version: '0.6.0',
        files: ['/static/js/async/13.js', '/static/js/async/15.js'],
      },
      zustand: { version: '5.1.0', files: ['/static/js/async/18.js'] },
    };
    const release = publish({
      shared: [{ name: '@gaido/shared/favorites', version: '0.6.0' }],
      requires: { ToursPage: ['react', '@gaido/shared/favorites'], FeaturedTours: ['react'] },
    });
    const { hints, logs } = hintsFor(release, { sharedChunks });
    assert.deepEqual(hints.slice(-2), [
      { href: '/static/js/async/13.js', as: 'script' },
      { href: '/static/js/async/15.js', as: 'script' },
    ]);
    assert.deepEqual(logs, []);
    // A page that asks for none of them: no host chunk.
    const home = hintsFor(release, { path: '/', sharedChunks }).hints;
    assert.equal(home.filter((hint) => hint.href.startsWith('/static/')).length, 0);
  });

  it('preloads no host chunk where the release carries a newer copy, or has no stats to say what it asks for', () => {
    const sharedChunks = {
      '@gaido/shared/favorites': { version: '0.6.0', files: ['/static/js/async/15.js'] },
    };
    const hostChunks = (release) =>
      hintsFor(release, { sharedChunks }).hints.filter((hint) => hint.href.startsWith('/static/'));
    const newer = publish({
      shared: [{ name: '@gaido/shared/favorites', version: '0.7.0' }],
      requires: { ToursPage: ['@gaido/shared/favorites'] },
    });
    assert.deepEqual(hostChunks(newer), []);
    const older = publish({
      shared: [{ name: '@gaido/shared/favorites', version: '0.5.2' }],
      requires: { ToursPage: ['@gaido/shared/favorites'] },
    });
    assert.deepEqual(hostChunks(older), [{ href: '/static/js/async/15.js', as: 'script' }]);
    const withoutStats = publish({ shared: [{ name: '@gaido/shared/favorites', version: '0.6.0' }] });
    const { hints } = hintsFor(withoutStats, { sharedChunks });
    assert.deepEqual(hostChunks(withoutStats), []);
    // The remote's own files are still hinted.
    assert.ok(hints.some((hint) => hint.href.endsWith('remoteEntry.js')));
  });

  it('checks hashes as browsers do: the strongest algorithm listed counts', () => {
    const bytes = Buffer.from('remote entry');
    const sha = (algorithm) => `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;
    assert.equal(matchesSri(bytes, sha('sha384')), true);
    assert.equal(matchesSri(bytes, `${sha('sha256')} sha512-AAAA`), false);
    assert.equal(matchesSri(bytes, `sha384-AAAA ${sha('sha384')}`), true);
    assert.equal(matchesSri(bytes, 'md5-AAAA'), false);
  });

  it('writes the hints as link elements before </head>, attributes escaped', () => {
    assert.equal(
      preloadLink({
        href: 'https://cdn.test/a.js?x=1&y="2"',
        as: 'script',
        crossorigin: 'anonymous',
        integrity: 'sha384-A+/=',
      }),
      '<link rel="preload" href="https://cdn.test/a.js?x=1&amp;y=&quot;2&quot;" as="script" crossorigin="anonymous" integrity="sha384-A+/=">',
    );
    assert.equal(
      injectPreloads('<html><head><title>t</title></head><body></body></html>', [
        { href: '/c.css', as: 'style' },
      ]),
      '<html><head><title>t</title><link rel="preload" href="/c.css" as="style"></head><body></body></html>',
    );
    assert.equal(injectPreloads('<p>no head</p>', [{ href: '/c.css', as: 'style' }]), '<p>no head</p>');
    // A file the document already names gets no second hint.
    assert.equal(
      injectPreloads('<head><link rel="preload" href="/s.js" as="script"></head>', [
        { href: '/s.js', as: 'script' },
        { href: '/t.js', as: 'script' },
      ]),
      '<head><link rel="preload" href="/s.js" as="script"><link rel="preload" href="/t.js" as="script"></head>',
    );
  });

  it('preconnects to the API for its CORS requests and to the assets host for its images, never to a relative URL', () => {
    assert.deepEqual(
      preconnectHints({
        apiBaseUrl: 'https://api.gaido.example/api/v1',
        assetsHost: 'https://img.gaido.example/',
      }),
      [
        { rel: 'preconnect', href: 'https://api.gaido.example', crossorigin: 'anonymous' },
        { rel: 'preconnect', href: 'https://img.gaido.example' },
      ],
    );
    assert.deepEqual(preconnectHints({ apiBaseUrl: '/api/v1', assetsHost: 'not a url' }), []);
    assert.equal(
      preloadLink({ rel: 'preconnect', href: 'https://api.gaido.example', crossorigin: 'anonymous' }),
      '<link rel="preconnect" href="https://api.gaido.example" crossorigin="anonymous">',
    );
  });

  it('reads QA override requests as the host does: later requests win, reset and @pinned go back to pins', () => {
    const read = (query) => {
      const { overridden, cleared, reset } = overrideRequests(new URLSearchParams(query));
      return { overridden: Object.fromEntries(overridden), cleared: [...cleared], reset };
    };
    assert.deepEqual(read('gaido-override=mfe_tours@0.2.0'), {
      overridden: { mfe_tours: '0.2.0' },
      cleared: [],
      reset: false,
    });
    assert.deepEqual(read('gaido-override=mfe_tours=https://qa.gaido.test/m.json,mfe_gems@pinned'), {
      overridden: { mfe_tours: null },
      cleared: ['mfe_gems'],
      reset: false,
    });
    assert.deepEqual(read('gaido-override=mfe_tours@1&gaido-override=reset'), {
      overridden: {},
      cleared: [],
      reset: true,
    });
    assert.deepEqual(read('gaido-override=reset,mfe_gems@2'), {
      overridden: { mfe_gems: '2' },
      cleared: [],
      reset: true,
    });
    // Forced past the release gate: the same version's files.
    assert.deepEqual(read('gaido-override=mfe_tours@0.2.0!'), {
      overridden: { mfe_tours: '0.2.0' },
      cleared: [],
      reset: false,
    });
  });
});

// ---- the host server --------------------------------------------------------------------------------

const environments = parseEnvironments({
  environments: {
    production: {},
    local: { overrides: true, integrity: false },
  },
});

const INDEX_HTML =
  '<!DOCTYPE html><html><head><title>Gaido</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';

function hostBuild({ record = true } = {}) {
  const dist = tempDir('gaido-host-');
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'static', 'js', 'index.js'), '');
  if (record)
    writeFileSync(join(dist, HOST_RECORD_FILE), JSON.stringify({ version: '0.1.0', routes: ROUTES }));
  return dist;
}

async function withHost({ environment = 'local', record = true, pins: failing = false } = {}, run) {
  const release = publish();
  const pins = {
    read: async (name) => {
      if (failing) throw new Error('release service down');
      return {
        environment: name,
        remotes: { mfe_tours: { version: release.version, integrity: release.pin.integrity } },
      };
    },
  };
  const hostDist = hostBuild({ record });
  const server = await startHostServer({
    environment,
    port: 0,
    cdnOrigin: CDN,
    apiBaseUrl: 'http://api.gaido.test/api/v1',
    assetsHost: 'http://api.gaido.test',
    environments,
    pins,
    hostDist,
    artifactsDir: release.artifactsDir,
  });
  try {
    await run({ base: `http://127.0.0.1:${server.address().port}`, release, hostDist });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const preloadsIn = (html) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]);
const preconnectsIn = (html) => [...html.matchAll(/<link rel="preconnect"[^>]*>/g)].map((match) => match[0]);

describe('documents from the host server', () => {
  it('carry the route’s hints, under the same Content-Security-Policy, compressed and revalidated', async () => {
    await withHost({}, async ({ base, release }) => {
      const response = await fetch(`${base}/tours`);
      const html = await response.text();
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type'), /^text\/html/);
      assert.equal(response.headers.get('cache-control'), 'no-cache');
      assert.match(
        response.headers.get('content-security-policy'),
        /script-src 'self' http:\/\/cdn\.gaido\.test/,
      );
      assert.deepEqual(preloadsIn(html), [
        '/remotes.json',
        '/config.json',
        `${release.folder}remoteEntry.js`,
        `${release.folder}static/css/async/tours.css`,
        `${release.folder}static/js/async/common.js`,
        `${release.folder}static/js/async/tours.js`,
      ]);
      // The API's and the assets host's connections open while the document is read (one origin here).
      assert.deepEqual(preconnectsIn(html), [
        '<link rel="preconnect" href="http://api.gaido.test" crossorigin="anonymous">',
        '<link rel="preconnect" href="http://api.gaido.test">',
      ]);
      assert.equal(html.replace(/<link rel="(preload|preconnect)"[^>]*>/g, ''), INDEX_HTML);

      const raw = await fetch(`${base}/tours`, { headers: { 'Accept-Encoding': 'br' } });
      assert.equal(raw.headers.get('content-encoding'), 'br');
      const etag = raw.headers.get('etag');
      assert.ok(etag);
      const again = await fetch(`${base}/tours/`, { headers: { 'If-None-Match': etag } });
      assert.equal(again.status, 304);
      const head = await fetch(`${base}/tours`, { method: 'HEAD' });
      assert.equal(head.status, 200);
      assert.equal(await head.text(), '');
    });
  });

  it('carry no hint for a remote’s mf-manifest.json, which the browser never fetches', async () => {
    await withHost({ environment: 'production' }, async ({ base, release }) => {
      const html = await (await fetch(`${base}/tours`)).text();
      assert.ok(preloadsIn(html).includes(`${release.folder}remoteEntry.js`));
      assert.doesNotMatch(html, /mf-manifest\.json/);
      assert.doesNotMatch(html, /as="fetch"[^>]*cdn\.gaido\.test|cdn\.gaido\.test[^>]*as="fetch"/);
    });
  });

  it('leaves files of the build, and paths that look like files, to the static files', async () => {
    await withHost({}, async ({ base }) => {
      assert.equal(await (await fetch(`${base}/favicon.svg`)).text(), '<svg/>');
      assert.equal((await fetch(`${base}/static/js/missing.js`)).status, 404);
      assert.equal((await fetch(`${base}/gems/photo.jpg`)).status, 404);
      const about = await (await fetch(`${base}/about`)).text();
      assert.deepEqual(preloadsIn(about), ['/remotes.json', '/config.json']);
    });
  });

  it('serves a build without a route table (the bench’s monolith) exactly as built', async () => {
    await withHost({ record: false }, async ({ base, hostDist }) => {
      for (const path of ['/', '/tours']) {
        const response = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
        assert.equal(await response.text(), readFileSync(join(hostDist, 'index.html'), 'utf8'));
        assert.match(response.headers.get('etag'), /^W\/"\d+-\d+"$/);
      }
    });
  });

  it('stops preloading a remote a QA override replaces, for the rest of the session, until reset', async () => {
    await withHost({}, async ({ base, release }) => {
      const overridden = await fetch(`${base}/tours?gaido-override=mfe_tours@0.2.0`);
      assert.ok(!preloadsIn(await overridden.text()).includes(`${release.folder}remoteEntry.js`));
      const cookie = overridden.headers.get('set-cookie');
      assert.equal(cookie, `${OVERRIDDEN_COOKIE}=mfe_tours%400.2.0; Path=/; SameSite=Lax`);

      const later = await fetch(`${base}/tours`, { headers: { cookie: `${OVERRIDDEN_COOKIE}=mfe_tours` } });
      assert.deepEqual(preloadsIn(await later.text()), ['/remotes.json', '/config.json']);

      const reset = await fetch(`${base}/tours?gaido-override=reset`, {
        headers: { cookie: `${OVERRIDDEN_COOKIE}=mfe_tours` },
      });
      assert.ok(preloadsIn(await reset.text()).includes(`${release.folder}remoteEntry.js`));
      assert.match(reset.headers.get('set-cookie'), /Max-Age=0/);
    });
  });

  it('preloads the overriding version named in the cookie the host’s release panel writes', async () => {
    await withHost({}, async ({ base, release }) => {
      // The pin is this release; the session overrides it with a version that is not on the CDN,
      // alongside mfe_gems from a URL (qaOverrides.ts overridesCookieValue writes this).
      const missing = await fetch(`${base}/tours`, {
        headers: { cookie: `${OVERRIDDEN_COOKIE}=mfe_tours%400.1.0-0000000000%2Cmfe_gems` },
      });
      assert.deepEqual(preloadsIn(await missing.text()), ['/remotes.json', '/config.json']);
      assert.equal(missing.headers.get('set-cookie'), null);
      // Overriding with the very version that is published serves its files.
      const published = await fetch(`${base}/tours`, {
        headers: {
          cookie: `${OVERRIDDEN_COOKIE}=${encodeURIComponent(`mfe_gems,mfe_tours@${release.version}`)}`,
        },
      });
      assert.ok(preloadsIn(await published.text()).includes(`${release.folder}static/js/async/tours.js`));
    });
  });

  it('are served, unhinted by the malformed part, when a cookie cannot be decoded', async () => {
    await withHost({}, async ({ base }) => {
      const response = await fetch(`${base}/tours`, {
        headers: { cookie: `gaido-env=%E0%A4%A; ${OVERRIDDEN_COOKIE}=mfe_tours%40%` },
      });
      assert.equal(response.status, 200);
      assert.match(await response.text(), /<div id="root">/);
    });
  });

  it('ignores override requests where the environment does not allow them, as the host does', async () => {
    await withHost({ environment: 'production' }, async ({ base, release }) => {
      const response = await fetch(`${base}/tours?gaido-override=mfe_tours@0.2.0`);
      assert.ok(preloadsIn(await response.text()).includes(`${release.folder}remoteEntry.js`));
      assert.equal(response.headers.get('set-cookie'), null);
    });
  });

  it('still serves the page without hints when the hints cannot be computed', async () => {
    await withHost({}, async ({ base, release }) => {
      const folder = join(release.artifactsDir, 'mfe_tours', release.version);
      const { integrity: _, ...unhashed } = JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8'));
      writeFileSync(join(folder, 'release.json'), JSON.stringify(unhashed));
      writeFileSync(join(folder, 'mf-manifest.json'), '{ not json');
      const response = await fetch(`${base}/tours`);
      assert.equal(response.status, 200);
      assert.deepEqual(preloadsIn(await response.text()), ['/remotes.json', '/config.json']);
    });
  });
});
