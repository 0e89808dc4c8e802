// A release service on an in-memory database and a temporary artifact folder, with accounts of each
// role, served on a free port: the tests talk to it over HTTP as the CLI and host servers do.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres } from '@gaido/dev-stack/throwaway-postgres';
import { readBuildDir, uploadBody } from '@gaido/release-core/build-files';
import { ReleaseServiceError } from '@gaido/release-core/client';
import { parseEnvironments } from '@gaido/release-core/environments';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db.mjs';
import { createHealthSource } from '../src/health.mjs';
import { createMailer } from '../src/mail.mjs';
import { parseOwners } from '../src/owners.mjs';
import { createApp, createReleaseService } from '../src/service.mjs';
import { DirectoryStore } from '../src/store.mjs';

export const ENVIRONMENTS = parseEnvironments({
  environments: {
    production: { protected: true, integrity: true },
    staging: { overrides: true, integrity: false },
    local: { local: true, overrides: true, integrity: false },
  },
});

/**
 * Who owns what in the tests: rita is on the platform and tours squads (the host, mfe_tours,
 * mfe_account, mfe_onboarding), gus on the gems squad (mfe_gems).
 */
export const OWNERS = parseOwners(
  {
    groups: {
      platform: ['rita@gaido.test'],
      'tours-squad': ['rita@gaido.test'],
      'gems-squad': ['gus@gaido.test'],
    },
    owners: {
      host: ['platform'],
      mfe_tours: ['tours-squad'],
      mfe_gems: ['gems-squad'],
      mfe_account: ['tours-squad'],
      mfe_onboarding: ['rita@gaido.test'],
    },
  },
  ['mfe_tours', 'mfe_gems', 'mfe_account', 'mfe_onboarding'],
);

export function tempDir(prefix = 'gaido-release-test-') {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * The database the tests run on: PGlite in memory, or with GAIDO_RELEASE_TEST_DATABASE=postgres a
 * throwaway PostgreSQL cluster (one per test process, a new database per service).
 */
let postgres = null;
async function testDatabase() {
  if (process.env.GAIDO_RELEASE_TEST_DATABASE !== 'postgres') return openDatabase();
  if (!postgres) {
    postgres = await startThrowawayPostgres();
    process.on('exit', () => postgres.stop());
  }
  return openDatabase({ databaseUrl: postgres.createDatabase(`release_${randomBytes(6).toString('hex')}`) });
}

/**
 * Host servers for each test environment (two in production, as behind a load balancer): each serves
 * `/host-release.json` as a host server serves its build's record. `serve(env, record)` rolls a build out
 * to every server of the environment (or to one, `{ server: i }`, for a rollout half done); they start
 * with hostRecord().
 */
async function startHostServers(counts = { production: 2, staging: 1, local: 1 }) {
  const servers = {};
  const origins = {};
  for (const [environment, count] of Object.entries(counts)) {
    servers[environment] = [];
    for (let i = 0; i < count; i++) {
      const state = { record: hostRecord() };
      const server = createServer((req, res) => {
        if (req.url !== '/host-release.json') {
          res.writeHead(404);
          return res.end('Not found');
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(state.record, null, 2));
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers[environment].push({ server, state });
    }
    origins[environment] = servers[environment].map(
      ({ server }) => `http://127.0.0.1:${server.address().port}`,
    );
  }
  return {
    origins,
    serve(environment, record, { server } = {}) {
      servers[environment].forEach((item, index) => {
        if (server === undefined || server === index) item.state.record = record;
      });
    },
    async close() {
      const all = Object.values(servers).flat();
      await Promise.all(all.map(({ server }) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

/** The password of each account startService makes: `${key} password`, e.g. "admin password". */
export const passwordOf = (key) => `${key} password`;

/**
 * Starts a service with host servers for each environment (startHostServers); `close()` stops them. Tokens: local, releaser (rita), gems (gus, a releaser of the
 * gems squad), admin, admin2 (a second release-admin); each account but local also signs in with
 * passwordOf(key). `passwords` replaces the hashing (tests count verifications through it). `health`:
 * where real-user health is read (`{ url, token }` of an ingest); `smtpUrl`: where owners' mail goes.
 */
export async function startService({ now, passwords, health, smtpUrl } = {}) {
  const database = await testDatabase();
  const artifactsDir = tempDir();
  const hostServers = await startHostServers();
  const environments = new Map(
    [...ENVIRONMENTS].map(([name, policy]) => [
      name,
      { ...policy, hostServers: hostServers.origins[name] ?? [] },
    ]),
  );
  const service = await createReleaseService({
    db: database.db,
    store: new DirectoryStore(artifactsDir),
    environments,
    owners: OWNERS,
    now,
    passwords,
    health: createHealthSource(health ?? {}),
    mailer: createMailer(database.db, { smtpUrl, now: now ?? (() => new Date()) }),
  });
  const app = createApp(service);
  const server = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${server.address().port}`;
  const tokens = {};
  tokens.local = (await service.localAdminToken()).token;
  for (const [key, email, role] of [
    ['releaser', 'rita@gaido.test', 'releaser'],
    ['gems', 'gus@gaido.test', 'releaser'],
    ['admin', 'ana@gaido.test', 'release-admin'],
    ['admin2', 'bo@gaido.test', 'release-admin'],
  ]) {
    const account = await service.accounts.grant({ email, role, password: passwordOf(key) });
    tokens[key] = (await service.accounts.issueToken(account.id)).token;
  }
  return {
    url,
    service,
    db: database.db,
    artifactsDir,
    tokens,
    /** What the host servers of an environment serve from now on (a host rolled out there). */
    serveHost: hostServers.serve,
    hostServers: hostServers.origins,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await hostServers.close();
      await database.close();
    },
  };
}

/** What `pnpm release publish` uploads for a fakeBuild with these options. */
export const fakeUpload = (options = {}) =>
  uploadBody({ files: readBuildDir(fakeBuild(options)), packageVersion: '0.1.0', commit: 'c0ffee' });

/** The service's refusal of what `promise` asked; fails the test when the service did it. */
export async function refusal(promise) {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ReleaseServiceError, error);
    return error;
  }
  assert.fail('expected the service to refuse');
}

/**
 * A minimal remote build folder: a manifest naming its entry, an entry, a chunk whose text varies.
 * `remoteEntry`: the entry's name and folder, as the manifest names them and the build writes it.
 */
export function fakeBuild({
  remote = 'mfe_tours',
  label = 'v1',
  remoteEntry = { name: 'remoteEntry.js', path: '' },
  shared,
  exposes = ['./ToursPage', './TourDetailPage', './FeaturedTours', './CityToursPage'],
  usesExports,
} = {}) {
  const dir = tempDir('gaido-fake-build-');
  const manifest = {
    name: remote,
    metaData: {
      remoteEntry: { ...remoteEntry, type: 'global' },
      publicPath: 'auto',
      pluginVersion: '2.9.2',
    },
    shared: shared ?? SHARED,
    exposes: exposes.map((path) => ({
      name: path.slice(2),
      path,
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    })),
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  mkdirSync(join(dir, remoteEntry.path), { recursive: true });
  writeFileSync(join(dir, remoteEntry.path, remoteEntry.name), `var ${remote}; /* ${label} */`);
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(join(dir, 'static', 'js', 'page.js'), `console.log(${JSON.stringify(label)});`);
  writeFileSync(
    join(dir, 'gaido-build.json'),
    JSON.stringify({
      usesExports: usesExports ?? { 'react-router-dom': ['Link', 'useParams'] },
      providesExports: {},
    }),
  );
  return dir;
}

const SHARED = [
  ['react', '19.2.0', '^19.2.0'],
  ['react-dom', '19.2.0', '^19.2.0'],
  ['react-router-dom', '7.9.0', '^7.9.0'],
  ['@tanstack/react-query', '5.90.0', '^5.90.0'],
  ['zustand', '5.0.8', '^5.0.8'],
  ['@gaido/shared', '0.1.0', '^0.1.0'],
].map(([name, version, requiredVersion]) => ({ name, version, requiredVersion, singleton: true }));

/** The record of a host build that provides exactly what fakeBuild shares. */
export function hostRecord(overrides = {}) {
  return {
    version: '0.1.0',
    commit: 'abc123',
    builtAt: '2026-11-01T00:00:00.000Z',
    singletons: SHARED.map((item) => item.name),
    shared: Object.fromEntries(
      SHARED.map((item) => [item.name, { version: item.version, requiredVersion: item.requiredVersion }]),
    ),
    requiredModules: { mfe_tours: ['./ToursPage', './TourDetailPage'] },
    providesExports: {
      'react-router-dom': ['Link', 'useNavigate', 'useParams'],
      '@tanstack/react-query': ['useQuery'],
    },
    ...overrides,
  };
}

/**
 * Runs SQL as someone holding the database's password would, behind the service's back: the audit
 * log's append-only trigger is theirs to switch off.
 * @param {import('drizzle-orm/pg-core').PgDatabase<any>} db
 * @param {string[]} statements
 */
export async function tamperWithDatabase(db, statements) {
  await db.execute(sql`ALTER TABLE audit DISABLE TRIGGER audit_append_only`);
  try {
    for (const statement of statements) await db.execute(sql.raw(statement));
  } finally {
    await db.execute(sql`ALTER TABLE audit ENABLE TRIGGER audit_append_only`);
  }
}
