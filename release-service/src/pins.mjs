// The pins: which version of each remote an environment runs. Every change is conditional on the
// revision the caller saw and is written in one transaction with its history row and its audit entry,
// so two release managers never overwrite each other silently and the audit log holds exactly the
// changes that won.
import { sql } from 'drizzle-orm';
import { requireChange } from './accounts.mjs';
import { appendAudit } from './audit.mjs';
import { isoTime, rows } from './db.mjs';
import { requireEnvironment } from './environments.mjs';
import { ServiceError } from './errors.mjs';
import { currentHost, requireRecordedHostServed } from './hostDeploys.mjs';
import { findRelease } from './releases.mjs';

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
    ? { version: pin.version, revision: pin.revision, action: pin.action, by: pin.email, at: isoTime(pin.at) }
    : { version: null, revision: 0 };
}

export function staleChange(environment, remote, winner, expected) {
  return new ServiceError(
    409,
    'stale',
    `${remote} in ${environment} was changed by ${winner.email} to ${winner.version} at ${isoTime(winner.at)} (revision ${winner.revision}); you saw revision ${expected}. Look again (pnpm release status) and retry if it still applies.`,
    {
      extra: {
        current: {
          version: winner.version,
          by: winner.email,
          at: isoTime(winner.at),
          revision: winner.revision,
        },
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
