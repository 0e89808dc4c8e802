// The rollouts table: reading a rollout, and the writes a step makes (start, new share, promotion),
// each inside the caller's transaction and audited. Who may take a step, and when it waits for a second
// release-admin, is rollouts.mjs'.
import { sql } from 'drizzle-orm';
import { appendAudit } from './audit.mjs';
import { isoTime, rows } from './db.mjs';
import { requireEnvironment } from './environments.mjs';
import { ServiceError } from './errors.mjs';
import { DEFAULT_GUARD_RAILS, GUARD_RAIL_ACTOR } from './guardRails.mjs';
import { currentPin, staleChange, writePin } from './pins.mjs';

export async function activeRollout(db, environment, remote, { lock = false } = {}) {
  const [row] = lock
    ? await rows(
        db,
        sql`SELECT * FROM rollouts WHERE environment = ${environment} AND remote = ${remote} AND status = 'active' FOR UPDATE`,
      )
    : await rows(
        db,
        sql`SELECT * FROM rollouts WHERE environment = ${environment} AND remote = ${remote} AND status = 'active'`,
      );
  return row ?? null;
}

export function rolloutView(row, stable) {
  const steps = row.steps ?? null;
  const scheduled = steps && row.step_index < steps.length - 1;
  return {
    id: row.id,
    environment: row.environment,
    remote: row.remote,
    version: row.version,
    percent: row.basis_points / 100,
    stable: stable ?? row.stable_version,
    stableAtStart: { version: row.stable_version, revision: row.stable_revision },
    status: row.status,
    ...(steps
      ? {
          steps: steps.map((step) => step / 100),
          step: row.step_index,
          intervalMs: Number(row.interval_ms),
          nextStepAt: scheduled
            ? new Date(new Date(row.step_at).getTime() + Number(row.interval_ms)).toISOString()
            : null,
        }
      : {}),
    guardRails: row.guard_rails ?? { ...DEFAULT_GUARD_RAILS },
    startedBy: row.started_by_email ?? null,
    startedAt: isoTime(row.started_at),
    ...(row.ended_at
      ? {
          // An abort with no account behind it was the guard rails'.
          endedBy: row.ended_by_email ?? (row.ended_by ? null : GUARD_RAIL_ACTOR),
          endedAt: isoTime(row.ended_at),
        }
      : {}),
  };
}

export async function insertRollout(
  tx,
  {
    now,
    account,
    approvedBy,
    environment,
    remote,
    version,
    expectedRevision,
    basisPoints,
    schedule,
    guardRails,
  },
) {
  const rails = guardRails ?? { ...DEFAULT_GUARD_RAILS };
  const pin = await currentPin(tx, environment, remote, { lock: true });
  if ((pin?.revision ?? 0) !== expectedRevision)
    throw staleChange(environment, remote, pin, expectedRevision);
  if (!pin) throw noStable(environment, remote);
  if (await activeRollout(tx, environment, remote, { lock: true })) {
    throw new ServiceError(409, 'rollout-active', `${remote} already has a rollout in ${environment}`);
  }
  const at = now().toISOString();
  const [row] = await rows(
    tx,
    sql`INSERT INTO rollouts (environment, remote, version, stable_version, stable_revision, basis_points,
                              steps, interval_ms, step_at, started_by, started_at, guard_rails)
        VALUES (${environment}, ${remote}, ${version}, ${pin.version}, ${pin.revision}, ${basisPoints},
                ${schedule ? JSON.stringify(schedule.steps) : null}::jsonb, ${schedule?.intervalMs ?? null},
                ${at}, ${account.id}, ${at}, ${JSON.stringify(rails)}::jsonb) RETURNING id`,
  );
  await appendAudit(tx, {
    at,
    accountId: account.id,
    actor: account.email,
    action: 'rollout-start',
    environment,
    remote,
    version,
    details: {
      rollout: row.id,
      percent: basisPoints / 100,
      stable: pin.version,
      stableRevision: pin.revision,
      ...(schedule
        ? { steps: schedule.steps.map((step) => step / 100), intervalMs: schedule.intervalMs }
        : {}),
      guardRails: rails,
      ...(approvedBy ? { approvedBy: approvedBy.email } : {}),
    },
  });
  return { id: row.id, changed: true, percent: basisPoints / 100, stable: pin.version, guardRails: rails };
}

/** A new share for a running rollout. Set by hand, it ends the rollout's schedule. */
export async function updatePercent(tx, { now, account, approvedBy, rolloutId, basisPoints }) {
  const [row] = await rows(tx, sql`SELECT * FROM rollouts WHERE id = ${rolloutId} FOR UPDATE`);
  if (row?.status !== 'active') {
    throw new ServiceError(409, 'rollout-ended', `That rollout is ${row?.status ?? 'gone'}: start a new one`);
  }
  if (row.basis_points === basisPoints) {
    return { id: row.id, changed: false, percent: basisPoints / 100, stable: row.stable_version };
  }
  const at = now().toISOString();
  await tx.execute(
    sql`UPDATE rollouts SET basis_points = ${basisPoints}, steps = NULL, interval_ms = NULL, step_at = ${at}
        WHERE id = ${row.id}`,
  );
  await appendAudit(tx, {
    at,
    accountId: account.id,
    actor: account.email,
    action: 'rollout-percent',
    environment: row.environment,
    remote: row.remote,
    version: row.version,
    details: {
      rollout: row.id,
      from: row.basis_points / 100,
      percent: basisPoints / 100,
      ...(row.steps ? { scheduleEnded: true } : {}),
      ...(approvedBy ? { approvedBy: approvedBy.email } : {}),
    },
  });
  return { id: row.id, changed: true, percent: basisPoints / 100, from: row.basis_points / 100 };
}

/** The canary becomes the pin, conditional on the pin being the stable the rollout started from. */
export async function promoteCanary(tx, { now, account, approvedBy, rolloutId }) {
  const [row] = await rows(tx, sql`SELECT * FROM rollouts WHERE id = ${rolloutId} FOR UPDATE`);
  if (row?.status !== 'active') {
    throw new ServiceError(
      409,
      'rollout-ended',
      `That rollout is ${row?.status ?? 'gone'}: nothing to promote`,
    );
  }
  const written = await writePin(tx, {
    environment: row.environment,
    remote: row.remote,
    version: row.version,
    expectedRevision: row.stable_revision,
    action: 'rollout-promote',
    account,
    now,
    forced: false,
    mismatches: [],
    approvedBy,
    auditDetails: { rollout: row.id, percent: row.basis_points / 100 },
  });
  await tx.execute(
    sql`UPDATE rollouts SET status = 'promoted', ended_by = ${account.id}, ended_at = ${now().toISOString()}
        WHERE id = ${row.id}`,
  );
  return { id: row.id, ...written, version: row.version, percent: row.basis_points / 100 };
}

export function noStable(environment, remote) {
  return new ServiceError(
    409,
    'no-pin',
    `${remote} is not pinned in ${environment}: a rollout needs a stable version beside the canary (pnpm release pin)`,
  );
}

export function noRollout(environment, remote) {
  return new ServiceError(404, 'no-rollout', `${remote} has no rollout running in ${environment}`);
}

/**
 * The running canaries of an environment as its host servers read them: per remote, the rollout's id
 * (part of each traveller's assignment), the canary's version with what loading it needs, and its share.
 */
export async function canariesOf(db, environment) {
  const list = await rows(
    db,
    sql`SELECT o.id, o.remote, o.version, o.basis_points, o.started_at, r.commit, r.built_at, r.metadata
        FROM rollouts o JOIN releases r ON r.remote = o.remote AND r.version = o.version
        WHERE o.environment = ${environment} AND o.status = 'active' ORDER BY o.remote`,
  );
  return Object.fromEntries(
    list.map((row) => [
      row.remote,
      {
        id: row.id,
        version: row.version,
        percent: row.basis_points / 100,
        commit: row.commit,
        ...(row.built_at ? { builtAt: isoTime(row.built_at) } : {}),
        ...(row.metadata?.integrity ? { integrity: row.metadata.integrity } : {}),
        startedAt: isoTime(row.started_at),
      },
    ]),
  );
}

/** Rollouts of the named environments (all when none): the running ones, and with `all` the ended ones too. */
export async function listRollouts(db, { environments = [], all = false } = {}) {
  const names = environments.length ? environments : null;
  for (const name of environments) await requireEnvironment(db, name);
  const list = await rows(
    db,
    sql`SELECT o.*, s.email AS started_by_email, e.email AS ended_by_email, p.version AS pinned
        FROM rollouts o JOIN accounts s ON s.id = o.started_by LEFT JOIN accounts e ON e.id = o.ended_by
        LEFT JOIN pins p ON p.environment = o.environment AND p.remote = o.remote
        WHERE (${all} OR o.status = 'active')
        ORDER BY o.started_at DESC LIMIT 500`,
  );
  return list
    .filter((row) => names === null || names.includes(row.environment))
    .map((row) => rolloutView(row, row.status === 'active' ? row.pinned : row.stable_version));
}
