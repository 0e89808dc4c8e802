// The release service: releases, environments, pins with their history, the host deployed in each
// environment and the audit log, over HTTP. Every machine that releases and every host server talks
// to one instance of it (docs/releases.md).
import { join } from 'node:path';
import { describeManifest } from '@gaido/release-core/build-description';
import { checkCompatibility } from '@gaido/release-core/gate';
import { REMOTES } from '@gaido/workspace/apps';
import { getConnInfo } from '@hono/node-server/conninfo';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createAccounts } from './accounts.mjs';
import { pendingForces } from './approvals.mjs';
import { auditChain, auditPage } from './audit.mjs';
import { createDashboard } from './dashboard.mjs';
import { openDatabase, rows } from './db.mjs';
import { listEnvironments, requireEnvironment, syncEnvironments } from './environments.mjs';
import { ServiceError } from './errors.mjs';
import { createHealthSource } from './health.mjs';
import { checkHost, currentHost, deployHost } from './hostDeploys.mjs';
import { readServedHost } from './hostServers.mjs';
import { createMailer, listMail } from './mail.mjs';
import { HOST, loadOwners, requireOwner } from './owners.mjs';
import { changePin, currentPinView, promotePin, rollbackPin, verdict } from './pins.mjs';
import {
  isPreviewName,
  listPreviews,
  previewName,
  previewRemotesFile,
  publishPreview,
  removePreview,
} from './previews.mjs';
import { findRelease, MAX_BUILD_BYTES, publishUpload } from './releases.mjs';
import { auditLog, listReleases, remotesFile, status } from './reports.mjs';
import { evaluateGuardRails, rolloutHealthOf, withHealth } from './rolloutHealth.mjs';
import { canariesOf, listRollouts } from './rolloutRecords.mjs';
import { advanceSchedules } from './rolloutSchedule.mjs';
import { abortRollout, approveRequest, promoteRollout, startRollout } from './rollouts.mjs';
import { DirectoryStore, migrateStoreLayout, recordPublished } from './store.mjs';
import { verifyStore } from './storeCheck.mjs';

/** The account a fresh install creates for this machine (role `local`: docs/releases.md). */
export const LOCAL_ADMIN_EMAIL = 'local-admin@gaido.localhost';

/**
 * @param {{ db: import('drizzle-orm/pg-core').PgDatabase<any>, store: import('./store.mjs').ArtifactStore,
 *   environments: Map<string, any>, remotes?: Record<string, string>,
 *   owners?: import('./owners.mjs').Owners, now?: () => Date,
 *   passwords?: Parameters<typeof createAccounts>[1]['passwords'],
 *   health?: ReturnType<typeof createHealthSource>, mailer?: ReturnType<typeof createMailer> }} options
 *   `owners`: who owns each remote and the host (release/owners.json unless given); `health`: where
 *   real-user health is read (none: rollouts are not judged); `mailer`: how owners are told (default:
 *   kept in the mail table only)
 */
export async function createReleaseService({
  db,
  store,
  environments,
  remotes = REMOTES,
  owners = loadOwners(Object.keys(remotes)),
  now = () => new Date(),
  passwords,
  health = null,
  mailer = createMailer(db, { now }),
}) {
  await syncEnvironments(db, environments);
  const accounts = createAccounts(db, { now, passwords });
  // What an environment's host servers serve (release/environments.json `hostServers`).
  const servedHost = (name) => readServedHost(environments.get(name));
  const deps = { db, store, now, checkCompatibility, servedHost, health, mailer, owners };
  const remoteNames = Object.keys(remotes);

  /** Accepts the remote's federation name (mfe_tours) or its package name (mfe-tours). */
  /** The remote's federation name, once the account is known to own it. */
  function owned(account, name, doing) {
    const remote = resolveRemote(name);
    requireOwner(owners, account, remote, doing);
    return remote;
  }

  function resolveRemote(name) {
    if (remotes[name]) return name;
    const byPackage = remoteNames.find((remote) => remotes[remote] === name);
    if (byPackage) return byPackage;
    throw new ServiceError(
      404,
      'unknown-remote',
      `Unknown remote "${name}". Remotes: ${remoteNames.join(', ')}`,
    );
  }

  return {
    accounts,
    resolveRemote,
    remoteNames,
    owners,
    publish(account, remote, body) {
      const name = resolveRemote(remote);
      requireOwner(owners, account, name, 'publish');
      return publishUpload({ db, store, account, remote: name, body, describeManifest, now });
    },
    listReleases: (remote) => listReleases(db, resolveRemote(remote)),
    async release(remote, version) {
      const found = await findRelease(db, resolveRemote(remote), version);
      if (!found)
        throw new ServiceError(404, 'unknown-version', `${remote} has no published version "${version}"`);
      return found;
    },
    async verdict(environment, remote, version) {
      await requireEnvironment(db, environment);
      return verdict(db, environment, await this.release(remote, version), checkCompatibility);
    },
    deployHost(account, environment, { record, force = false }) {
      requireOwner(owners, account, HOST, 'record');
      return deployHost({ db, account, environment, record, force, now, servedHost, checkCompatibility });
    },
    checkHost: (environment, record) => checkHost({ db, environment, record, checkCompatibility }),
    async host(environment) {
      await requireEnvironment(db, environment);
      return currentHost(db, environment);
    },
    pin: (account, input) =>
      changePin(deps, { ...input, account, remote: owned(account, input.remote, 'pin'), action: 'pin' }),
    rollback: (account, input) =>
      rollbackPin(deps, { ...input, account, remote: owned(account, input.remote, 'roll back') }),
    promote: (account, input) =>
      promotePin(deps, { ...input, account, remote: owned(account, input.remote, 'promote') }),
    async pinOf(environment, remote) {
      await requireEnvironment(db, environment);
      return currentPinView(db, environment, resolveRemote(remote));
    },
    approve: (account, requestId) => approveRequest(deps, { account, requestId }),
    pendingForces: () => pendingForces(db),
    /** The pins, and the running canaries with their shares (a due schedule step is taken first). */
    async remotesFile(environment) {
      // A preview answers with its base environment's pins and the branch's builds (410 once ended).
      const preview = isPreviewName(environment) ? await previewRemotesFile(deps, environment) : null;
      if (preview) return preview;
      const file = await remotesFile(db, environment);
      await advanceSchedules(db, now, file.environment);
      return { ...file, rollouts: await canariesOf(db, file.environment) };
    },
    rollout: (account, input) =>
      startRollout(deps, { ...input, account, remote: owned(account, input.remote, 'roll out') }),
    promoteRollout: (account, input) =>
      promoteRollout(deps, {
        ...input,
        account,
        remote: owned(account, input.remote, 'promote the rollout of'),
      }),
    abortRollout: (account, input) =>
      abortRollout(deps, { ...input, account, remote: owned(account, input.remote, 'abort the rollout of') }),
    /** Rollouts; each running one with its real-user health and the guard rails' verdict. */
    async rollouts(input) {
      await advanceSchedules(db, now);
      return withHealth(deps, await listRollouts(db, input));
    },
    publishPreview: (account, input) =>
      publishPreview(deps, { ...input, account, remote: owned(account, input.remote, 'preview') }),
    /** `name`: the preview's, or the branch's it was published from. */
    removePreview: (account, name) =>
      removePreview(deps, {
        account,
        name: isPreviewName(name) ? name : previewName(name),
        mayRemove: (who, remote) => who.role === 'local' || owners.owns(who.email, remote),
      }),
    listPreviews: (input) => listPreviews(deps, input),
    rolloutHealth: (input) => rolloutHealthOf(deps, { ...input, remote: resolveRemote(input.remote) }),
    /** Aborts every running rollout that crossed a guard rail (the service's timer calls it). */
    evaluateGuardRails: () => evaluateGuardRails(deps),
    mail: (filter = {}) =>
      listMail(db, { ...filter, remote: filter.remote ? resolveRemote(filter.remote) : undefined }),
    status: (input) => status(deps, { ...input, remotes: remoteNames }),
    audit: (filter) =>
      auditLog(db, { ...filter, remote: filter.remote ? resolveRemote(filter.remote) : undefined }),
    auditChain: () => auditChain(db),
    /** The log newest first, a page at a time (the dashboard's). */
    auditPage: (page) => auditPage(db, page),
    /** The store against the recorded hashes: the versions pinned in these environments, or one version. */
    async verifyStore({ environments = [], all = false, remote, version } = {}) {
      if (remote) {
        await this.release(remote, version);
        return verifyStore(db, store, { remote: resolveRemote(remote), version });
      }
      const declared = await listEnvironments(db);
      const names = environments.length
        ? environments
        : declared.filter((env) => all || env.listed).map((env) => env.name);
      for (const name of names) await requireEnvironment(db, name);
      return verifyStore(db, store, { environments: names });
    },
    environments: () => listEnvironments(db),

    /**
     * The account of a fresh install: created once, with a new token each time none is at hand, so that
     * `pnpm start` can publish and pin the local environment on a clean clone.
     */
    async localAdminToken() {
      const account =
        (await accounts.byEmail(LOCAL_ADMIN_EMAIL)) ??
        (await accounts.grant({ email: LOCAL_ADMIN_EMAIL, name: 'Local admin', role: 'local' }));
      return accounts.issueToken(account.id, { label: 'local admin' });
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof createReleaseService>>} ReleaseService */

function bearer(header) {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * Body limits. Each is enforced on the stream, before anything parses it: a declared length over the
 * limit is refused at once, an undeclared one as soon as it passes the limit (413 either way).
 */
export const SIGN_IN_BODY_LIMIT = 16 * 1024;
export const JSON_BODY_LIMIT = 1024 * 1024;
/** A build upload: its files in base64 (a third larger) and the JSON around them. */
export const UPLOAD_BODY_LIMIT = Math.ceil(MAX_BUILD_BYTES * (4 / 3)) + JSON_BODY_LIMIT;

const limitBody = (maxSize) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ServiceError(
        413,
        'too-large',
        `The body is larger than this endpoint accepts (${maxSize} bytes)`,
      );
    },
  });
const BODY_LIMITS = {
  signIn: limitBody(SIGN_IN_BODY_LIMIT),
  json: limitBody(JSON_BODY_LIMIT),
  upload: limitBody(UPLOAD_BODY_LIMIT),
};

/**
 * The client address for sign-in throttling: the socket's, or behind a proxy of ours
 * (GAIDO_RELEASE_TRUST_PROXY=1) the right-most X-Forwarded-For entry, the one the proxy appended.
 */
function clientAddress(c, trustProxy) {
  if (trustProxy) {
    const last = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The HTTP API (docs/releases.md "HTTP API"). Reading what hosts load (an environment's remotes file,
 * the published versions, the gate's verdict for one) needs no account: host servers and the QA panel
 * read them. Everything else needs a token; every change is conditional on the revision its caller saw.
 * @param {ReleaseService} service
 */
export function createApp(service, { trustProxy = false } = {}) {
  const root = new Hono();
  // The release dashboard: pages for people, beside the API (release-service/src/dashboard.mjs).
  root.route('/dashboard', createDashboard(service, { clientAddress: (c) => clientAddress(c, trustProxy) }));
  root.get('/', (c) => c.redirect('/dashboard', 302));
  const app = new Hono().basePath('/v1');
  const signedIn = async (c) => service.accounts.authenticate(bearer(c.req.header('authorization')));
  const body = async (c) => {
    try {
      return await c.req.json();
    } catch {
      throw new ServiceError(400, 'bad-input', 'The body is not valid JSON');
    }
  };

  app.onError((error, c) => {
    if (error instanceof ServiceError) {
      return c.json(
        { error: { code: error.code, message: error.message, details: error.details, ...error.extra } },
        error.status,
        error.headers,
      );
    }
    console.error('[release service]', error);
    return c.json(
      { error: { code: 'internal', message: 'The release service failed; nothing was changed' } },
      500,
    );
  });
  app.notFound((c) =>
    c.json({ error: { code: 'not-found', message: `No such endpoint: ${c.req.method} ${c.req.path}` } }, 404),
  );

  // Every body is bounded, whatever the route: unknown routes too, before they answer 404.
  app.use('*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    if (c.req.method === 'POST' && /^\/v1\/sessions\/?$/.test(c.req.path)) return BODY_LIMITS.signIn(c, next);
    // An upload is bounded by its route, after the token is checked: nobody unknown sends megabytes.
    if (c.req.method === 'POST' && /^\/v1\/remotes\/[^/]+\/releases\/?$/.test(c.req.path)) return next();
    return BODY_LIMITS.json(c, next);
  });

  app.get('/health', (c) => c.json({ ok: true }));

  app.post('/sessions', async (c) => {
    const { email, password } = (await body(c)) ?? {};
    const session = await service.accounts.signIn(email, password, clientAddress(c, trustProxy));
    return c.json(session, 201);
  });
  /** Sign-out: the token presented stops working. */
  app.delete('/sessions/current', async (c) => {
    const account = await signedIn(c);
    await service.accounts.revokeToken(account, bearer(c.req.header('authorization')));
    return c.json({ signedOut: true });
  });
  /** Sign-out everywhere: every token of the account stops working, this one included. */
  app.delete('/sessions', async (c) => {
    const account = await signedIn(c);
    return c.json(await service.accounts.revokeAll(account, account.email));
  });
  app.get('/me', async (c) => c.json(await signedIn(c)));
  /** One's own password, with the current one: every other token of the account ends. */
  app.put('/me/password', async (c) => {
    const account = await signedIn(c);
    const { currentPassword, newPassword } = (await body(c)) ?? {};
    return c.json(
      await service.accounts.changeOwnPassword(
        account,
        bearer(c.req.header('authorization')),
        { currentPassword, newPassword },
        clientAddress(c, trustProxy),
      ),
    );
  });
  app.put('/accounts/:email', async (c) => {
    const account = await signedIn(c);
    const { role, name, password } = (await body(c)) ?? {};
    const result = await service.accounts.change(account, {
      email: c.req.param('email'),
      role,
      name,
      password,
    });
    return c.json(result, result.pending ? 202 : 200);
  });
  app.post('/accounts/:email/revoke-tokens', async (c) =>
    c.json(await service.accounts.revokeAll(await signedIn(c), c.req.param('email'))),
  );
  app.get('/account-requests', async (c) => {
    await signedIn(c);
    return c.json({ requests: await service.accounts.pendingRequests() });
  });
  app.post('/account-requests/:id/approve', async (c) =>
    c.json(await service.accounts.approveRequest(await signedIn(c), c.req.param('id'))),
  );

  app.get('/environments', async (c) => c.json({ environments: await service.environments() }));
  app.get('/environments/:env/remotes', async (c) => c.json(await service.remotesFile(c.req.param('env'))));
  app.get('/environments/:env/host', async (c) => c.json({ host: await service.host(c.req.param('env')) }));
  // The caller names the host build they rolled out; the service records what the host servers serve.
  app.put('/environments/:env/host', async (c) => {
    const account = await signedIn(c);
    const { record, force } = (await body(c)) ?? {};
    return c.json({
      host: await service.deployHost(account, c.req.param('env'), { record, force: force === true }),
    });
  });
  // Before a rollout: the live pins a host build would break there. Records nothing.
  app.post('/environments/:env/host/check', async (c) => {
    await signedIn(c);
    const { record } = (await body(c)) ?? {};
    return c.json(await service.checkHost(c.req.param('env'), record));
  });
  app.get('/environments/:env/verdicts/:remote/:version', async (c) =>
    c.json(await service.verdict(c.req.param('env'), c.req.param('remote'), c.req.param('version'))),
  );

  app.get('/remotes/:remote/releases', async (c) =>
    c.json({ releases: await service.listReleases(c.req.param('remote')) }),
  );
  app.get('/remotes/:remote/releases/:version', async (c) =>
    c.json(await service.release(c.req.param('remote'), c.req.param('version'))),
  );
  app.post(
    '/remotes/:remote/releases',
    async (c, next) => {
      c.set('account', await signedIn(c));
      return next();
    },
    BODY_LIMITS.upload,
    async (c) => {
      const result = await service.publish(c.get('account'), c.req.param('remote'), await body(c));
      return c.json(result, result.created ? 201 : 200);
    },
  );

  const change = (action) => async (c) => {
    const account = await signedIn(c);
    const input = await body(c);
    const base = {
      environment: c.req.param('env'),
      remote: c.req.param('remote'),
      expectedRevision: input.expectedRevision,
      force: input.force === true,
    };
    const result =
      action === 'pin'
        ? await service.pin(account, { ...base, version: String(input.version ?? '') })
        : action === 'rollback'
          ? await service.rollback(account, base)
          : await service.promote(account, { ...base, from: String(input.from ?? ''), to: base.environment });
    return c.json(result, result.pending ? 202 : 200);
  };
  app.get('/environments/:env/pins/:remote', async (c) => {
    await signedIn(c);
    return c.json({ pin: await service.pinOf(c.req.param('env'), c.req.param('remote')) });
  });
  app.put('/environments/:env/pins/:remote', change('pin'));
  app.post('/environments/:env/pins/:remote/rollback', change('rollback'));
  app.post('/environments/:env/pins/:remote/promote', change('promote'));

  const rolloutOf = (c) => ({ environment: c.req.param('env'), remote: c.req.param('remote') });
  app.put('/environments/:env/rollouts/:remote', async (c) => {
    const account = await signedIn(c);
    const input = (await body(c)) ?? {};
    const result = await service.rollout(account, {
      ...rolloutOf(c),
      version: String(input.version ?? ''),
      percent: input.percent,
      steps: input.steps,
      intervalMs: input.intervalMs,
      guardRails: input.guardRails,
    });
    return c.json(result, result.pending ? 202 : 200);
  });
  app.post('/environments/:env/rollouts/:remote/promote', async (c) => {
    const result = await service.promoteRollout(await signedIn(c), rolloutOf(c));
    return c.json(result, result.pending ? 202 : 200);
  });
  app.post('/environments/:env/rollouts/:remote/abort', async (c) =>
    c.json(await service.abortRollout(await signedIn(c), rolloutOf(c))),
  );
  app.get('/environments/:env/rollouts/:remote/health', async (c) => {
    await signedIn(c);
    return c.json({ health: await service.rolloutHealth(rolloutOf(c)) });
  });
  app.get('/mail', async (c) => {
    await signedIn(c);
    return c.json({
      mail: await service.mail({ limit: c.req.query('limit'), remote: c.req.query('remote') }),
    });
  });
  app.get('/rollouts', async (c) => {
    await signedIn(c);
    return c.json({
      rollouts: await service.rollouts({
        environments: c.req.queries('env') ?? [],
        all: c.req.query('all') === 'true',
      }),
    });
  });

  app.post('/previews', async (c) => {
    const account = await signedIn(c);
    const input = (await body(c)) ?? {};
    const result = await service.publishPreview(account, {
      remote: String(input.remote ?? ''),
      version: String(input.version ?? ''),
      branch: input.branch,
      base: String(input.base ?? ''),
      ttlMs: input.ttlMs,
    });
    return c.json(result, result.created ? 201 : 200);
  });
  app.get('/previews', async (c) => {
    await signedIn(c);
    return c.json({ previews: await service.listPreviews({ all: c.req.query('all') === 'true' }) });
  });
  app.delete('/previews/:name', async (c) =>
    c.json(await service.removePreview(await signedIn(c), c.req.param('name'))),
  );

  app.get('/force-requests', async (c) => {
    await signedIn(c);
    return c.json({ requests: await service.pendingForces() });
  });
  app.post('/force-requests/:id/approve', async (c) =>
    c.json(await service.approve(await signedIn(c), c.req.param('id'))),
  );

  app.get('/status', async (c) => {
    await signedIn(c);
    const environments = c.req.queries('env') ?? [];
    return c.json({ rows: await service.status({ environments, all: c.req.query('all') === 'true' }) });
  });
  app.get('/verify', async (c) => {
    await signedIn(c);
    return c.json({
      versions: await service.verifyStore({
        environments: c.req.queries('env') ?? [],
        all: c.req.query('all') === 'true',
        remote: c.req.query('remote'),
        version: c.req.query('version'),
      }),
    });
  });
  // Every entry with its links, for checking the chain on the caller's own machine.
  app.get('/audit/chain', async (c) => {
    await signedIn(c);
    return c.json({ entries: await service.auditChain() });
  });
  app.get('/audit', async (c) => {
    await signedIn(c);
    return c.json({
      entries: await service.audit({
        environment: c.req.query('env'),
        remote: c.req.query('remote'),
        limit: c.req.query('limit'),
      }),
    });
  });
  root.route('/', app);
  root.notFound((c) =>
    c.json({ error: { code: 'not-found', message: `No such endpoint: ${c.req.method} ${c.req.path}` } }, 404),
  );
  return root;
}

/**
 * Opens the database and the artifact store of one service instance. A store laid out the old way
 * (builds beside the service's data) is moved into artifactsDir, and every published release gets its
 * record, before the service answers.
 * @param {{ dataDir: string, databaseUrl?: string, releasesDir?: string, artifactsDir: string,
 *   environments: Map<string, any>, now?: () => Date, trustProxy?: boolean }} options
 */
export async function openReleaseService({
  dataDir,
  databaseUrl,
  releasesDir,
  artifactsDir,
  environments,
  owners,
  now,
  trustProxy = false,
  healthUrl,
  healthToken,
  guardRailIntervalMs = 10_000,
  smtpUrl,
  mailFrom,
}) {
  if (releasesDir) migrateStoreLayout({ releasesDir, artifactsDir });
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : join(dataDir, 'pglite'),
  });
  const store = new DirectoryStore(artifactsDir);
  const published = await rows(
    database.db,
    sql`SELECT remote, version, metadata->'files' AS files FROM releases`,
  );
  await recordPublished(store, published);
  const service = await createReleaseService({
    db: database.db,
    store,
    environments,
    owners,
    now,
    health: createHealthSource({ url: healthUrl, token: healthToken }),
    mailer: createMailer(database.db, { smtpUrl, from: mailFrom, now }),
  });
  const guardRails = watchGuardRails(service, guardRailIntervalMs);
  return {
    service,
    app: createApp(service, { trustProxy }),
    close: async () => {
      await guardRails.stop();
      await database.close();
    },
  };
}

/**
 * Judges the running rollouts every `intervalMs`, one pass at a time (a slow pass is not overlapped).
 * @param {ReleaseService} service
 */
export function watchGuardRails(service, intervalMs) {
  let running = null;
  const timer = setInterval(() => {
    if (running) return;
    running = service
      .evaluateGuardRails()
      .then((aborted) => {
        for (const item of aborted) {
          console.log(
            `[release service] guard rail: aborted the rollout of ${item.remote}@${item.version} in ${item.environment}: ${item.breaches.map((breach) => breach.message).join('; ')}`,
          );
        }
      })
      .catch((error) => console.error(`[release service] guard rails: ${error.message}`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
