// Environments, the host deployed in each, and the pins: which version of each remote an environment
// runs. Every change is conditional on the revision the caller saw and is written in one transaction
// with its history row and its audit entry, so two release managers never overwrite each other
// silently and the audit log holds exactly the changes that won.
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { requireChange, requireIndependentApprover } from './accounts.mjs';
import { appendAudit } from './audit.mjs';
import { rows } from './db.mjs';
import { ServiceError } from './errors.mjs';
import { describeRecord } from './hostServers.mjs';
import { findRelease } from './releases.mjs';
import { checkVersion, storeProblem } from './storeCheck.mjs';

const iso = (value) => (value ? new Date(value).toISOString() : null);

/**
 * The versions a rollback can return to, as a stack: a pin or promote pushes, a rollback pops. Two
 * rollbacks in a row therefore go back two steps instead of flipping between two versions.
 * @param {{ version: string, action: string }[]} history  oldest first
 */
export function pinStack(history) {
  const stack = [];
  for (const pin of history) {
    if (pin.action === 'rollback') {
      stack.pop();
      if (stack.at(-1) !== pin.version) stack.push(pin.version);
    } else if (stack.at(-1) !== pin.version) {
      stack.push(pin.version);
    }
  }
  return stack;
}

/** The version a rollback returns to, or null when there is no earlier pin. */
export function rollbackTarget(history) {
  const stack = pinStack(history);
  return stack.length >= 2 ? stack[stack.length - 2] : null;
}

/**
 * Declared environments (release/environments.json) written to the database at start: the file is
 * the reviewed policy, the database what the service enforces.
 * @param {Map<string, any>} declared
 */
export async function syncEnvironments(db, declared) {
  for (const policy of declared.values()) {
    await db.execute(
      sql`INSERT INTO environments (name, protected, local, overrides, integrity, listed, override_origins, description)
          VALUES (${policy.name}, ${policy.protected}, ${policy.local}, ${policy.overrides}, ${policy.integrity},
                  ${policy.listed}, ${JSON.stringify(policy.overrideOrigins)}::jsonb, ${policy.description})
          ON CONFLICT (name) DO UPDATE SET protected = EXCLUDED.protected, local = EXCLUDED.local,
            overrides = EXCLUDED.overrides, integrity = EXCLUDED.integrity, listed = EXCLUDED.listed,
            override_origins = EXCLUDED.override_origins, description = EXCLUDED.description`,
    );
  }
}

function environmentView(row) {
  return {
    name: row.name,
    protected: row.protected,
    local: row.local,
    overrides: row.overrides,
    integrity: row.integrity,
    listed: row.listed,
    overrideOrigins: row.override_origins ?? [],
    description: row.description,
  };
}

export async function listEnvironments(db) {
  return (await rows(db, sql`SELECT * FROM environments ORDER BY name`)).map(environmentView);
}

export async function requireEnvironment(db, name) {
  const [row] = name ? await rows(db, sql`SELECT * FROM environments WHERE name = ${name}`) : [];
  if (row) return environmentView(row);
  const names = (await listEnvironments(db)).map((item) => item.name);
  throw new ServiceError(
    404,
    'unknown-environment',
    `Unknown environment "${name}". Declared environments: ${names.join(', ')} (release/environments.json)`,
  );
}

/** The host deployed in an environment: the record its build wrote, with who deployed it and when. */
export async function currentHost(db, environment) {
  const [row] = await rows(
    db,
    sql`SELECT h.record, h.deployed_at, a.email FROM host_deployments h JOIN accounts a ON a.id = h.deployed_by
        WHERE h.environment = ${environment} ORDER BY h.id DESC LIMIT 1`,
  );
  return row ? { record: row.record, deployedAt: iso(row.deployed_at), deployedBy: row.email } : null;
}

/** A host record is what a host build wrote (host-release.json): the gate reads these fields. */
function checkHostRecord(record) {
  const problems = [];
  if (!record || typeof record !== 'object')
    return ['the body is not a host record (host/dist/host-release.json)'];
  if (!Array.isArray(record.singletons)) problems.push('singletons: a list of package names');
  if (!record.shared || typeof record.shared !== 'object') problems.push('shared: package -> { version }');
  if (!record.requiredModules || typeof record.requiredModules !== 'object') {
    problems.push('requiredModules: remote -> the modules the route table loads');
  }
  return problems;
}

function requireHostRecord(record) {
  const problems = checkHostRecord(record);
  if (problems.length) {
    throw new ServiceError(400, 'bad-input', 'This is not a host record (host/dist/host-release.json)', {
      details: problems,
    });
  }
}

/**
 * The live pins of an environment that a host record would make incompatible, each with the reasons
 * it does not already have against the host recorded there (a pin forced past the gate is not refused
 * again for what was forced).
 * @returns {Promise<{ remote: string, version: string, pinnedBy: string, reasons: string[] }[]>}
 */
export async function pinsBrokenBy(db, environment, record, checkCompatibility) {
  const current = await currentHost(db, environment);
  const pinned = await rows(
    db,
    sql`SELECT p.remote, p.version, a.email FROM pins p JOIN accounts a ON a.id = p.by_account
        WHERE p.environment = ${environment}
        UNION
        -- A canary is live for its share of travellers: a host that breaks it is refused as for a pin.
        SELECT r.remote, r.version, a.email FROM rollouts r JOIN accounts a ON a.id = r.started_by
        WHERE r.environment = ${environment} AND r.status = 'active'
        ORDER BY remote, version`,
  );
  const broken = [];
  for (const pin of pinned) {
    const release = await findRelease(db, pin.remote, pin.version);
    if (!release) continue;
    const known = new Set(
      current ? checkCompatibility(release, current.record).map((item) => item.message) : [],
    );
    const reasons = checkCompatibility(release, record)
      .map((item) => item.message)
      .filter((message) => !known.has(message));
    if (reasons.length)
      broken.push({ remote: pin.remote, version: pin.version, pinnedBy: pin.email, reasons });
  }
  return broken;
}

const brokenLines = (broken) =>
  broken.flatMap((pin) =>
    pin.reasons.map((reason) => `${pin.remote}@${pin.version} (pinned by ${pin.pinnedBy}): ${reason}`),
  );

/**
 * What recording a host build would do to the live pins of an environment, before it is rolled out: the
 * pins it would break. Nothing is recorded; the record is the caller's, so this only ever informs.
 */
export async function checkHost({ db, environment: name, record, checkCompatibility }) {
  const environment = await requireEnvironment(db, name);
  requireHostRecord(record);
  const broken = await pinsBrokenBy(db, environment.name, record, checkCompatibility);
  return { environment: environment.name, breaks: broken, details: brokenLines(broken) };
}

/**
 * Records the host an environment runs. The record is read from the environment's host servers, never
 * taken from the caller: the caller's record (from the build they rolled out) must be the one every host
 * server serves. A host that would make live pins incompatible is refused, naming them; a release-admin
 * may force it outside protected environments (audited with the pins it breaks).
 */
export async function deployHost({
  db,
  account,
  environment: name,
  record,
  force = false,
  now,
  servedHost,
  checkCompatibility,
}) {
  const environment = await requireEnvironment(db, name);
  requireChange(account, environment);
  requireHostRecord(record);
  const served = await servedHost(environment.name);
  if (!isDeepStrictEqual(served.record, record)) {
    throw new ServiceError(
      409,
      'host-not-served',
      `The host servers of ${environment.name} serve another build (${describeRecord(served.record)}) than the record you sent (${describeRecord(record)}). The service records only what they serve: roll out that build first, then record it.`,
      { details: served.servers.map((origin) => `${origin}: ${describeRecord(served.record)}`) },
    );
  }
  const broken = await pinsBrokenBy(db, environment.name, served.record, checkCompatibility);
  if (broken.length > 0) {
    const mayForce = account.role === 'release-admin' && !environment.protected;
    if (!force || !mayForce) {
      throw new ServiceError(
        409,
        'breaks-pins',
        `Refusing to record this host in ${environment.name}: ${broken.length} live pin${broken.length === 1 ? '' : 's'} would be incompatible with it (${broken.map((pin) => `${pin.remote}@${pin.version}`).join(', ')})`,
        {
          details: [
            ...brokenLines(broken),
            environment.protected
              ? 'Roll back or re-pin those remotes first (rollback is always allowed), or roll the host back.'
              : 'Roll back or re-pin those remotes first, or roll the host back; a release-admin may record it anyway with --force (logged).',
          ],
          extra: { breaks: broken },
        },
      );
    }
  }
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO host_deployments (environment, record, deployed_at, deployed_by)
          VALUES (${environment.name}, ${JSON.stringify(served.record)}::jsonb, ${now().toISOString()}, ${account.id})`,
    );
    await appendAudit(tx, {
      at: now().toISOString(),
      accountId: account.id,
      actor: account.email,
      action: 'deploy-host',
      environment: environment.name,
      details: {
        commit: served.record.commit ?? 'unknown',
        builtAt: served.record.builtAt ?? null,
        servedBy: served.servers,
        ...(broken.length ? { forced: true, breaks: brokenLines(broken) } : {}),
      },
    });
  });
  return currentHost(db, environment.name);
}

/**
 * A pin is judged against the recorded host only while the host servers still serve it: a host rolled
 * out and not recorded (or recorded and rolled back) leaves the gate judging against a host nobody runs.
 */
export async function requireRecordedHostServed({ db, servedHost }, environment) {
  const host = await currentHost(db, environment);
  if (!host) return;
  const served = await servedHost(environment);
  if (isDeepStrictEqual(served.record, host.record)) return;
  throw new ServiceError(
    409,
    'host-drift',
    `The host servers of ${environment} serve ${describeRecord(served.record)}, not the host recorded there (${describeRecord(host.record)}), so the gate cannot judge a pin against what travellers run. Record what they serve first (pnpm release deploy-host --env ${environment}).`,
  );
}

/**
 * The gate's verdict for one release in one environment: against the host deployed there, never
 * against a host build lying on some machine.
 * @returns {Promise<{ mismatches: string[], checked: boolean }>}
 */
export async function verdict(db, environment, release, checkCompatibility) {
  const host = await currentHost(db, environment);
  if (!host) {
    return {
      checked: false,
      mismatches: [
        `No host is deployed in ${environment}, so nothing says what it provides: deploy one first (pnpm release deploy-host --env ${environment})`,
      ],
    };
  }
  return { checked: true, mismatches: checkCompatibility(release, host.record).map((item) => item.message) };
}

async function historyOf(db, environment, remote) {
  return rows(
    db,
    sql`SELECT h.version, h.action, h.revision, h.at, a.email FROM pin_history h
        JOIN accounts a ON a.id = h.by_account
        WHERE h.environment = ${environment} AND h.remote = ${remote} ORDER BY h.revision`,
  );
}

export async function currentPin(db, environment, remote, { lock = false } = {}) {
  const [row] = lock
    ? await rows(
        db,
        sql`SELECT p.*, a.email FROM pins p JOIN accounts a ON a.id = p.by_account
                          WHERE p.environment = ${environment} AND p.remote = ${remote} FOR UPDATE OF p`,
      )
    : await rows(
        db,
        sql`SELECT p.*, a.email FROM pins p JOIN accounts a ON a.id = p.by_account
                          WHERE p.environment = ${environment} AND p.remote = ${remote}`,
      );
  return row ?? null;
}

/** The pin of a remote in an environment as a person reads it: version, revision, who set it and when. */
export async function currentPinView(db, environment, remote) {
  const pin = await currentPin(db, environment, remote);
  return pin
    ? { version: pin.version, revision: pin.revision, action: pin.action, by: pin.email, at: iso(pin.at) }
    : { version: null, revision: 0 };
}

export function staleChange(environment, remote, winner, expected) {
  return new ServiceError(
    409,
    'stale',
    `${remote} in ${environment} was changed by ${winner.email} to ${winner.version} at ${iso(winner.at)} (revision ${winner.revision}); you saw revision ${expected}. Look again (pnpm release status) and retry if it still applies.`,
    {
      extra: {
        current: { version: winner.version, by: winner.email, at: iso(winner.at), revision: winner.revision },
      },
    },
  );
}

function requireRevision(expectedRevision) {
  if (!Number.isInteger(expectedRevision) || expectedRevision < 0) {
    throw new ServiceError(
      400,
      'bad-input',
      'Say which revision of the pin you saw (expectedRevision, 0 when the remote was never pinned there): every change is conditional on it',
    );
  }
}

/**
 * Writes one pin change. The caller's transaction locks the pin's row (or inserts it), so of two
 * changes made against the same revision exactly one is written; the other gets a 409 naming it.
 */
export async function writePin(
  tx,
  {
    environment,
    remote,
    version,
    expectedRevision,
    action,
    account,
    now,
    forced,
    mismatches,
    sourceEnvironment,
    approvedBy,
    auditDetails = {},
  },
) {
  const current = await currentPin(tx, environment, remote, { lock: true });
  const revision = current?.revision ?? 0;
  if (revision !== expectedRevision) throw staleChange(environment, remote, current, expectedRevision);
  if (current?.version === version) return { changed: false, revision, previous: current.version };
  const at = now().toISOString();
  const written = current
    ? await rows(
        tx,
        sql`UPDATE pins SET version = ${version}, revision = ${revision + 1}, action = ${action}, at = ${at},
                           by_account = ${account.id}, forced = ${forced}
                         WHERE environment = ${environment} AND remote = ${remote} AND revision = ${revision} RETURNING revision`,
      )
    : await rows(
        tx,
        sql`INSERT INTO pins (environment, remote, version, revision, action, at, by_account, forced)
                         VALUES (${environment}, ${remote}, ${version}, 1, ${action}, ${at}, ${account.id}, ${forced})
                         ON CONFLICT DO NOTHING RETURNING revision`,
      );
  if (!written.length) {
    // Another change won between our read and our write (a first pin inserted at the same moment).
    throw staleChange(environment, remote, await currentPin(tx, environment, remote), expectedRevision);
  }
  const details = {
    ...(current ? { from: current.version } : {}),
    ...(sourceEnvironment ? { sourceEnvironment } : {}),
    ...(forced ? { forced: true, mismatches } : {}),
    ...(approvedBy ? { approvedBy: approvedBy.email } : {}),
    ...auditDetails,
    revision: revision + 1,
  };
  await tx.execute(
    sql`INSERT INTO pin_history (environment, remote, version, revision, action, at, by_account, from_version,
                                 source_environment, forced, mismatches, approved_by)
        VALUES (${environment}, ${remote}, ${version}, ${revision + 1}, ${action}, ${at}, ${account.id},
                ${current?.version ?? null}, ${sourceEnvironment ?? null}, ${forced},
                ${JSON.stringify(forced ? mismatches : [])}::jsonb, ${approvedBy?.id ?? null})`,
  );
  await appendAudit(tx, {
    at,
    accountId: account.id,
    actor: account.email,
    action,
    environment,
    remote,
    version,
    details,
  });
  return { changed: true, revision: revision + 1, previous: current?.version ?? null };
}

/**
 * Pin, promote or roll back. The gate refuses an incompatible release unless forced; a rollback is the
 * emergency brake and only reports. A forced pin in a protected environment waits for a second
 * release-admin (approveForce).
 */
export async function changePin(
  deps,
  { account, environment: name, remote, version, expectedRevision, action, force = false, sourceEnvironment },
) {
  const { db, now, checkCompatibility } = deps;
  const environment = await requireEnvironment(db, name);
  requireChange(account, environment);
  requireRevision(expectedRevision);
  const release = await findRelease(db, remote, version);
  if (!release) {
    throw new ServiceError(
      404,
      'unknown-version',
      `${remote} has no published version "${version}" (pnpm release list ${remote})`,
    );
  }
  // A rollback is the emergency brake: it never waits on the host servers.
  if (action !== 'rollback') await requireRecordedHostServed(deps, environment.name);
  const gate = await verdict(db, environment.name, release, checkCompatibility);
  const refused = gate.mismatches.length > 0 && action !== 'rollback';
  if (refused && !force) {
    throw new ServiceError(
      422,
      'incompatible',
      `Refusing to pin ${remote}@${version} in ${environment.name}: ${gate.checked ? 'it is not compatible with the host deployed there' : 'compatibility could not be checked'}`,
      { details: [...gate.mismatches, 'Fix the build, or pass --force to pin it anyway (logged).'] },
    );
  }
  if (refused && environment.protected) {
    // Forcing past the gate where travellers are needs two people: this records the request only.
    const current = await currentPin(db, environment.name, remote);
    if ((current?.revision ?? 0) !== expectedRevision)
      throw staleChange(environment.name, remote, current, expectedRevision);
    const [request] = await db.transaction(async (tx) => {
      const created = await rows(
        tx,
        sql`INSERT INTO force_requests (environment, remote, version, expected_revision, action, source_environment, mismatches, requested_by, requested_at)
            VALUES (${environment.name}, ${remote}, ${version}, ${expectedRevision}, ${action}, ${sourceEnvironment ?? null},
                    ${JSON.stringify(gate.mismatches)}::jsonb, ${account.id}, ${now().toISOString()}) RETURNING id`,
      );
      await appendAudit(tx, {
        at: now().toISOString(),
        accountId: account.id,
        actor: account.email,
        action: 'force-requested',
        environment: environment.name,
        remote,
        version,
        details: { request: created[0].id, mismatches: gate.mismatches },
      });
      return created;
    });
    return {
      pending: true,
      requestId: request.id,
      remote,
      environment: environment.name,
      version,
      mismatches: gate.mismatches,
    };
  }
  const forced = refused && force;
  const result = await db.transaction((tx) =>
    writePin(tx, {
      environment: environment.name,
      remote,
      version,
      expectedRevision,
      action,
      account,
      now,
      forced,
      mismatches: gate.mismatches,
      sourceEnvironment,
    }),
  );
  return {
    ...result,
    pending: false,
    remote,
    environment: environment.name,
    version,
    forced,
    mismatches: gate.mismatches,
    release,
  };
}

export async function rollbackPin(deps, { account, environment, remote, expectedRevision }) {
  const env = await requireEnvironment(deps.db, environment);
  requireChange(account, env);
  const history = await historyOf(deps.db, env.name, remote);
  if (!history.length)
    throw new ServiceError(404, 'no-pin', `${remote} is not pinned in ${env.name}: nothing to roll back`);
  const target = rollbackTarget(history);
  if (!target) {
    throw new ServiceError(
      409,
      'no-history',
      `${remote} has no earlier pin in ${env.name} (only ${history.at(-1).version}): nothing to roll back to`,
    );
  }
  return changePin(deps, {
    account,
    environment: env.name,
    remote,
    version: target,
    expectedRevision,
    action: 'rollback',
  });
}

export async function promotePin(deps, { account, from, to, remote, expectedRevision, force }) {
  await requireEnvironment(deps.db, from);
  if (from === to) throw new ServiceError(400, 'bad-input', '--from and --to are the same environment');
  const source = await currentPin(deps.db, from, remote);
  if (!source)
    throw new ServiceError(404, 'no-pin', `${remote} is not pinned in ${from}: nothing to promote`);
  return changePin(deps, {
    account,
    environment: to,
    remote,
    version: source.version,
    expectedRevision,
    action: 'promote',
    force,
    sourceEnvironment: from,
  });
}

/** A second release-admin applies a forced pin that waits in a protected environment. */
export async function approveForce(deps, { account, requestId }) {
  const { db, now } = deps;
  const [request] = await rows(
    db,
    sql`SELECT f.*, a.email AS requested_by_email FROM force_requests f
                                       JOIN accounts a ON a.id = f.requested_by WHERE f.id::text = ${String(requestId)}`,
  );
  if (!request)
    throw new ServiceError(404, 'unknown-request', `No forced pin is waiting with id ${requestId}`);
  if (account.role !== 'release-admin') {
    throw new ServiceError(
      403,
      'forbidden',
      `${account.email} (${account.role}) may not approve a forced pin: it needs the release-admin role`,
    );
  }
  if (request.requested_by === account.id) {
    throw new ServiceError(
      403,
      'same-person',
      'A forced pin needs a second release-admin: you asked for this one',
    );
  }
  if (request.status !== 'pending')
    throw new ServiceError(409, 'not-pending', `This request is already ${request.status}`);
  await requireIndependentApprover(db, account, request.requested_by);
  const requester = { id: request.requested_by, email: request.requested_by_email };
  try {
    const result = await db.transaction(async (tx) => {
      const claimed = await rows(
        tx,
        sql`UPDATE force_requests SET status = 'applied', approved_by = ${account.id}, approved_at = ${now().toISOString()}
                                         WHERE id = ${request.id} AND status = 'pending' RETURNING id`,
      );
      if (!claimed.length)
        throw new ServiceError(409, 'not-pending', 'This request was just handled by someone else');
      return writePin(tx, {
        environment: request.environment,
        remote: request.remote,
        version: request.version,
        expectedRevision: request.expected_revision,
        action: request.action,
        account: requester,
        now,
        forced: true,
        mismatches: request.mismatches,
        sourceEnvironment: request.source_environment,
        approvedBy: account,
      });
    });
    return {
      ...result,
      remote: request.remote,
      environment: request.environment,
      version: request.version,
      forced: true,
      mismatches: request.mismatches,
      approvedBy: account.email,
      requestedBy: requester.email,
    };
  } catch (error) {
    if (error instanceof ServiceError && error.code === 'stale') {
      await db.execute(
        sql`UPDATE force_requests SET status = 'stale' WHERE id = ${request.id} AND status = 'pending'`,
      );
    }
    throw error;
  }
}

export async function pendingForces(db) {
  const list = await rows(
    db,
    sql`SELECT f.id, f.environment, f.remote, f.version, f.action, f.rollout, f.mismatches, f.requested_at, a.email
                                  FROM force_requests f JOIN accounts a ON a.id = f.requested_by
                                  WHERE f.status = 'pending' ORDER BY f.requested_at`,
  );
  return list.map((row) => ({
    id: row.id,
    environment: row.environment,
    remote: row.remote,
    version: row.version,
    action: row.action,
    ...(row.rollout ? { percent: row.rollout.basisPoints / 100 } : {}),
    mismatches: row.mismatches,
    requestedBy: row.email,
    requestedAt: iso(row.requested_at),
  }));
}

/**
 * What a host server of an environment loads: each pinned remote's version with the SHA-384 of the
 * files the host fetches first, and whether integrity is required there. The host adds the URLs from
 * its own CDN origin.
 */
export async function remotesFile(db, name) {
  const environment = await requireEnvironment(db, name);
  const pinned = await rows(
    db,
    sql`SELECT p.remote, p.version, p.revision, r.commit, r.built_at, r.metadata
                                    FROM pins p JOIN releases r ON r.remote = p.remote AND r.version = p.version
                                    WHERE p.environment = ${environment.name} ORDER BY p.remote`,
  );
  const remotes = {};
  for (const row of pinned) {
    remotes[row.remote] = {
      version: row.version,
      commit: row.commit,
      ...(row.built_at ? { builtAt: iso(row.built_at) } : {}),
      ...(row.metadata?.integrity ? { integrity: row.metadata.integrity } : {}),
      revision: row.revision,
    };
  }
  return {
    environment: environment.name,
    remotes,
    integrity: { required: environment.integrity },
    policy: { overrides: environment.overrides, overrideOrigins: environment.overrideOrigins },
  };
}

/** environment x remote: the pin, its release, and the gate's verdict against the deployed host. */
export async function status(deps, { environments, all = false, remotes }) {
  const { db, store, checkCompatibility } = deps;
  /** Each version's files are read back once per call, however many environments pin it. */
  const checked = new Map();
  const storeOf = (release) => {
    const key = `${release.remote}/${release.version}`;
    if (!checked.has(key)) checked.set(key, checkVersion(store, release));
    return checked.get(key);
  };
  const declared = await listEnvironments(db);
  const names = environments?.length
    ? environments
    : declared.filter((env) => all || env.listed).map((env) => env.name);
  for (const name of names) await requireEnvironment(db, name);
  const out = [];
  for (const environment of names) {
    const host = await currentHost(db, environment);
    for (const remote of remotes) {
      const pin = await currentPin(db, environment, remote);
      if (!pin) {
        out.push({ environment, remote, pinned: false, revision: 0 });
        continue;
      }
      const release = await findRelease(db, remote, pin.version);
      const gate = host
        ? { checked: true, mismatches: checkCompatibility(release, host.record).map((item) => item.message) }
        : { checked: false, mismatches: [`No host is deployed in ${environment}`] };
      const stored = release ? await storeOf(release) : null;
      out.push({
        environment,
        remote,
        pinned: true,
        version: pin.version,
        revision: pin.revision,
        commit: release?.commit ?? null,
        ...(release?.dirty ? { dirty: true } : {}),
        builtAt: release?.builtAt ?? null,
        publishedBy: release?.publishedBy ?? null,
        publishedAt: release?.publishedAt ?? null,
        contentHash: release?.contentHash ?? null,
        store: stored
          ? {
              ok: storeProblem(stored) === null,
              missing: stored.missing,
              altered: stored.altered,
              record: stored.record,
            }
          : null,
        pinnedAt: iso(pin.at),
        pinnedBy: pin.email,
        forced: pin.forced,
        published: Boolean(release),
        compatible: gate.mismatches.length === 0,
        checked: gate.checked,
        mismatches: gate.mismatches,
        host: host ? { commit: host.record.commit ?? null, deployedAt: host.deployedAt } : null,
      });
    }
  }
  return out;
}

export async function auditLog(db, { environment, remote, limit = 200 }) {
  const list = await rows(
    db,
    sql`SELECT * FROM (
      SELECT id, at, actor, action, environment, remote, version, details FROM audit
      WHERE (${environment ?? null}::text IS NULL OR environment = ${environment ?? null})
        AND (${remote ?? null}::text IS NULL OR remote = ${remote ?? null})
      ORDER BY id DESC LIMIT ${Math.min(Math.max(Number(limit) || 200, 1), 5000)}) recent ORDER BY id`,
  );
  return list.map((row) => ({
    at: iso(row.at),
    by: row.actor,
    action: row.action,
    ...(row.environment ? { environment: row.environment } : {}),
    ...(row.remote ? { remote: row.remote } : {}),
    ...(row.version ? { version: row.version } : {}),
    ...row.details,
  }));
}

/** Published versions of a remote, newest first, each with where it is pinned. */
export async function listReleases(db, remote) {
  const list = await rows(
    db,
    sql`SELECT r.*, a.email AS published_by_email,
                                    COALESCE((SELECT json_agg(p.environment ORDER BY p.environment) FROM pins p
                                              WHERE p.remote = r.remote AND p.version = r.version), '[]') AS pinned_in
                                  FROM releases r JOIN accounts a ON a.id = r.published_by
                                  WHERE r.remote = ${remote} ORDER BY r.published_at DESC, r.version DESC`,
  );
  return list.map((row) => ({
    remote: row.remote,
    version: row.version,
    commit: row.commit,
    builtAt: iso(row.built_at),
    publishedAt: iso(row.published_at),
    publishedBy: row.published_by_email,
    pinnedIn: typeof row.pinned_in === 'string' ? JSON.parse(row.pinned_in) : row.pinned_in,
    ...(row.metadata?.dirty ? { dirty: true } : {}),
  }));
}
