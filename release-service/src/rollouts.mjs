// Canary rollouts: a remote's version served to a share of an environment's travellers beside its pin
// (the stable version). Host servers assign each traveller to one or the other by a stable key
// (packages/static-server/src/rollouts.mjs). A rollout is started, widened or narrowed, promoted (the
// canary becomes the pin for everyone) or aborted (everyone back on the pin), under the environment's
// rules: the gate judges the canary as it judges a pin, only the remote's owners or a release-admin
// act on it, and in a protected environment every step but an abort waits for a second release-admin.
import { sql } from 'drizzle-orm';
import { requireChange } from './accounts.mjs';
import { approveForce, claimRequest, findRequest, requireApprover } from './approvals.mjs';
import { appendAudit } from './audit.mjs';
import { isoTime, rows } from './db.mjs';
import { requireEnvironment } from './environments.mjs';
import { ServiceError } from './errors.mjs';
import { DEFAULT_GUARD_RAILS, judgeHealth, parseGuardRails } from './guardRails.mjs';
import { rolloutHealth } from './health.mjs';
import { requireRecordedHostServed } from './hostDeploys.mjs';
import { currentPin, staleChange, verdict, writePin } from './pins.mjs';
import { findRelease } from './releases.mjs';

/** The shortest time between two steps of a schedule. */
export const MIN_STEP_INTERVAL_MS = 1000;

/** A share of travellers, 0 to 100 with at most two decimals, in basis points (what host servers compare). */
export function toBasisPoints(percent) {
  const value = typeof percent === 'string' && percent.trim() !== '' ? Number(percent) : percent;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) {
    throw new ServiceError(
      400,
      'bad-input',
      `A rollout's percent is a number from 0 to 100, not "${percent}"`,
    );
  }
  const basisPoints = Math.round(value * 100);
  if (Math.abs(basisPoints - value * 100) > 1e-6) {
    throw new ServiceError(400, 'bad-input', `A rollout's percent has at most two decimals, not ${percent}`);
  }
  return basisPoints;
}

/**
 * A schedule: percents that only grow, taken one after another every intervalMs.
 * @returns {{ steps: number[], intervalMs: number } | null}  steps in basis points
 */
export function parseSchedule({ steps, intervalMs }) {
  if (steps === undefined || steps === null) {
    if (intervalMs !== undefined && intervalMs !== null) {
      throw new ServiceError(400, 'bad-input', 'An interval needs steps (--steps 5,25,50,100)');
    }
    return null;
  }
  if (!Array.isArray(steps) || steps.length < 2) {
    throw new ServiceError(400, 'bad-input', 'A schedule has at least two steps (--steps 5,25,50,100)');
  }
  const basisPoints = steps.map(toBasisPoints);
  if (basisPoints.some((step, index) => index > 0 && step <= basisPoints[index - 1])) {
    throw new ServiceError(400, 'bad-input', `A schedule's steps only grow: ${steps.join(', ')}`);
  }
  if (!Number.isInteger(intervalMs) || intervalMs < MIN_STEP_INTERVAL_MS) {
    throw new ServiceError(
      400,
      'bad-input',
      `A schedule needs the time between its steps (--interval 30m), at least ${MIN_STEP_INTERVAL_MS} ms`,
    );
  }
  return { steps: basisPoints, intervalMs };
}

async function activeRollout(db, environment, remote, { lock = false } = {}) {
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

function rolloutView(row, stable) {
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

/** The gate judges a canary as it judges a pin: against the host recorded there, which must be served. */
async function requireCanaryPasses(deps, environment, release) {
  await requireRecordedHostServed(deps, environment);
  const gate = await verdict(deps.db, environment, release, deps.checkCompatibility);
  if (gate.mismatches.length > 0) {
    throw new ServiceError(
      422,
      'incompatible',
      `Refusing to roll out ${release.remote}@${release.version} in ${environment}: ${gate.checked ? 'it is not compatible with the host deployed there' : 'compatibility could not be checked'}`,
      {
        details: [
          ...gate.mismatches,
          'A canary reaches travellers: it passes the gate or is not rolled out.',
        ],
      },
    );
  }
}

/** A rollout step in a protected environment: filed for a second release-admin, as a forced pin is. */
async function fileStep(deps, { account, environment, remote, version, expectedRevision, action, rollout }) {
  const { db, now } = deps;
  return db.transaction(async (tx) => {
    const [request] = await rows(
      tx,
      sql`INSERT INTO force_requests (environment, remote, version, expected_revision, action, mismatches, requested_by, requested_at, rollout)
          VALUES (${environment}, ${remote}, ${version}, ${expectedRevision}, ${action}, '[]'::jsonb,
                  ${account.id}, ${now().toISOString()}, ${JSON.stringify(rollout)}::jsonb) RETURNING id`,
    );
    await appendAudit(tx, {
      at: now().toISOString(),
      accountId: account.id,
      actor: account.email,
      action: 'rollout-requested',
      environment,
      remote,
      version,
      details: {
        request: request.id,
        step: action,
        ...(rollout.basisPoints !== undefined ? { percent: rollout.basisPoints / 100 } : {}),
      },
    });
    return {
      pending: true,
      requestId: request.id,
      action,
      environment,
      remote,
      version,
      ...(rollout.basisPoints !== undefined ? { percent: rollout.basisPoints / 100 } : {}),
    };
  });
}

async function insertRollout(
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
async function updatePercent(tx, { now, account, approvedBy, rolloutId, basisPoints }) {
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
async function promoteCanary(tx, { now, account, approvedBy, rolloutId }) {
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

function noStable(environment, remote) {
  return new ServiceError(
    409,
    'no-pin',
    `${remote} is not pinned in ${environment}: a rollout needs a stable version beside the canary (pnpm release pin)`,
  );
}

/**
 * Starts a rollout, or changes the share of the running one (the same version again). A protected
 * environment files the step for a second release-admin.
 */
export async function startRollout(
  deps,
  { account, environment: name, remote, version, percent, steps, intervalMs, guardRails },
) {
  const { db, now } = deps;
  const environment = await requireEnvironment(db, name);
  requireChange(account, environment);
  const release = await findRelease(db, remote, version);
  if (!release) {
    throw new ServiceError(
      404,
      'unknown-version',
      `${remote} has no published version "${version}" (pnpm release list ${remote})`,
    );
  }
  const pin = await currentPin(db, environment.name, remote);
  if (!pin) throw noStable(environment.name, remote);
  if (pin.version === version) {
    throw new ServiceError(
      409,
      'already-pinned',
      `${remote}@${version} is the pin of ${environment.name} already`,
    );
  }
  const schedule = parseSchedule({ steps, intervalMs });
  const running = await activeRollout(db, environment.name, remote);
  if (running && running.version !== version) {
    throw new ServiceError(
      409,
      'rollout-active',
      `${remote} is rolling out ${running.version} in ${environment.name} (${running.basis_points / 100}%): promote or abort it first`,
    );
  }
  if (running && schedule) {
    throw new ServiceError(400, 'bad-input', 'A running rollout takes a new percent, not a new schedule');
  }
  if (running && guardRails !== undefined && guardRails !== null) {
    throw new ServiceError(
      400,
      'bad-input',
      'Guard rails are set when a rollout starts: abort it and start again',
    );
  }
  const rails = running ? null : parseGuardRails(guardRails);
  const basisPoints = schedule ? schedule.steps[0] : toBasisPoints(percent);
  await requireCanaryPasses(deps, environment.name, release);
  const step = running
    ? { action: 'rollout-percent', rollout: { rolloutId: running.id, basisPoints } }
    : { action: 'rollout-start', rollout: { basisPoints, ...(schedule ?? {}), guardRails: rails } };
  if (environment.protected) {
    return fileStep(deps, {
      account,
      environment: environment.name,
      remote,
      version,
      expectedRevision: pin.revision,
      ...step,
    });
  }
  const result = await db.transaction((tx) =>
    running
      ? updatePercent(tx, { now, account, rolloutId: running.id, basisPoints })
      : insertRollout(tx, {
          now,
          account,
          environment: environment.name,
          remote,
          version,
          expectedRevision: pin.revision,
          basisPoints,
          schedule,
          guardRails: rails,
        }),
  );
  return { pending: false, action: step.action, environment: environment.name, remote, version, ...result };
}

/** The canary becomes the pin for everyone (the gate judges it again). */
export async function promoteRollout(deps, { account, environment: name, remote }) {
  const { db, now } = deps;
  const environment = await requireEnvironment(db, name);
  requireChange(account, environment);
  const running = await activeRollout(db, environment.name, remote);
  if (!running) throw noRollout(environment.name, remote);
  await requireCanaryPasses(deps, environment.name, await findRelease(db, remote, running.version));
  if (environment.protected) {
    return fileStep(deps, {
      account,
      environment: environment.name,
      remote,
      version: running.version,
      expectedRevision: running.stable_revision,
      action: 'rollout-promote',
      rollout: { rolloutId: running.id, basisPoints: running.basis_points },
    });
  }
  const result = await db.transaction((tx) => promoteCanary(tx, { now, account, rolloutId: running.id }));
  return { pending: false, action: 'rollout-promote', environment: environment.name, remote, ...result };
}

/**
 * Everyone back on the pin. The emergency brake: applied at once, by one person, in every environment
 * (taking a canary away never waits for a second release-admin, as a rollback does not).
 */
export async function abortRollout({ db, now }, { account, environment: name, remote }) {
  const environment = await requireEnvironment(db, name);
  requireChange(account, environment);
  return db.transaction(async (tx) => {
    const running = await activeRollout(tx, environment.name, remote, { lock: true });
    if (!running) throw noRollout(environment.name, remote);
    const pin = await currentPin(tx, environment.name, remote);
    const at = now().toISOString();
    await tx.execute(
      sql`UPDATE rollouts SET status = 'aborted', ended_by = ${account.id}, ended_at = ${at} WHERE id = ${running.id}`,
    );
    await appendAudit(tx, {
      at,
      accountId: account.id,
      actor: account.email,
      action: 'rollout-abort',
      environment: environment.name,
      remote,
      version: running.version,
      details: { rollout: running.id, percent: running.basis_points / 100, stable: pin?.version ?? null },
    });
    return {
      pending: false,
      action: 'rollout-abort',
      id: running.id,
      environment: environment.name,
      remote,
      version: running.version,
      percent: running.basis_points / 100,
      stable: pin?.version ?? null,
    };
  });
}

function noRollout(environment, remote) {
  return new ServiceError(404, 'no-rollout', `${remote} has no rollout running in ${environment}`);
}

/**
 * A second release-admin applies a request waiting in a protected environment: a forced pin, or a
 * rollout step (started, widened, promoted). The gate judges a canary again at approval.
 */
export async function approveRequest(deps, { account, requestId }) {
  const { db, now } = deps;
  const request = await findRequest(db, requestId);
  if (!request?.rollout) return approveForce(deps, { account, requestId });
  await requireApprover(db, account, request, 'rollout step');
  await requireCanaryPasses(
    deps,
    request.environment,
    await findRelease(db, request.remote, request.version),
  );
  const requester = { id: request.requested_by, email: request.requested_by_email };
  const step = request.rollout;
  try {
    const result = await db.transaction(async (tx) => {
      await claimRequest(tx, request, account, now);
      const base = { now, account: requester, approvedBy: account };
      if (request.action === 'rollout-start') {
        return insertRollout(tx, {
          ...base,
          environment: request.environment,
          remote: request.remote,
          version: request.version,
          expectedRevision: request.expected_revision,
          basisPoints: step.basisPoints,
          schedule: step.steps ? { steps: step.steps, intervalMs: step.intervalMs } : null,
          guardRails: step.guardRails ?? null,
        });
      }
      if (request.action === 'rollout-percent') {
        return updatePercent(tx, { ...base, rolloutId: step.rolloutId, basisPoints: step.basisPoints });
      }
      return promoteCanary(tx, { ...base, rolloutId: step.rolloutId });
    });
    return {
      ...result,
      pending: false,
      action: request.action,
      environment: request.environment,
      remote: request.remote,
      version: request.version,
      approvedBy: account.email,
      requestedBy: requester.email,
    };
  } catch (error) {
    if (error instanceof ServiceError && ['stale', 'rollout-ended', 'rollout-active'].includes(error.code)) {
      await db.execute(
        sql`UPDATE force_requests SET status = 'stale' WHERE id = ${request.id} AND status = 'pending'`,
      );
    }
    throw error;
  }
}

/**
 * Moves every scheduled rollout whose next step is due to the step it has reached, audited as done by
 * the schedule. Run whenever an environment's remotes are read (every host server asks every second),
 * so a schedule advances with no timer of its own, once however many instances read.
 */
export async function advanceSchedules(db, now, environment) {
  const due = await rows(
    db,
    sql`SELECT id FROM rollouts WHERE status = 'active' AND steps IS NOT NULL
          AND (${environment ?? null}::text IS NULL OR environment = ${environment ?? null})
          AND step_index < jsonb_array_length(steps) - 1
          AND step_at + (interval_ms * interval '1 millisecond') <= ${now().toISOString()}`,
  );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await rows(
        tx,
        sql`SELECT * FROM rollouts WHERE id = ${id} AND status = 'active' FOR UPDATE`,
      );
      if (!row?.steps) return;
      const interval = Number(row.interval_ms);
      const elapsed = now().getTime() - new Date(row.step_at).getTime();
      const taken = Math.min(Math.floor(elapsed / interval), row.steps.length - 1 - row.step_index);
      if (taken <= 0) return;
      const index = row.step_index + taken;
      const stepAt = new Date(new Date(row.step_at).getTime() + taken * interval).toISOString();
      await tx.execute(
        sql`UPDATE rollouts SET step_index = ${index}, basis_points = ${row.steps[index]}, step_at = ${stepAt}
            WHERE id = ${row.id}`,
      );
      await appendAudit(tx, {
        at: now().toISOString(),
        actor: 'rollout schedule',
        action: 'rollout-advance',
        environment: row.environment,
        remote: row.remote,
        version: row.version,
        details: {
          rollout: row.id,
          from: row.basis_points / 100,
          percent: row.steps[index] / 100,
          step: index,
          steps: row.steps.map((step) => step / 100),
        },
      });
    });
  }
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

/**
 * A rollout's real-user health: its canary and its stable version, each from its own channel's page
 * loads, judged by its guard rails. `available: false` (and why) when the service has no health source
 * or it did not answer.
 */
async function healthOfRow({ health, now }, row) {
  const guardRails = row.guard_rails ?? { ...DEFAULT_GUARD_RAILS };
  const base = { rollout: row.id, environment: row.environment, remote: row.remote, guardRails };
  if (!health) {
    return { ...base, available: false, reason: 'no health source (GAIDO_HEALTH_URL, GAIDO_HEALTH_TOKEN)' };
  }
  let versions;
  try {
    versions = await health.read({ environment: row.environment, remote: row.remote, rollout: row.id });
  } catch (error) {
    return { ...base, available: false, reason: `health could not be read: ${error.message}` };
  }
  const measured = rolloutHealth(versions, { version: row.version, stable: row.stable_version });
  return {
    ...base,
    available: true,
    readAt: now().toISOString(),
    ...measured,
    verdict: judgeHealth(measured, guardRails),
  };
}

/** The health of the running rollout of a remote in an environment, or of its latest one if none runs. */
export async function rolloutHealthOf(deps, { environment: name, remote }) {
  const environment = await requireEnvironment(deps.db, name);
  const [row] = await rows(
    deps.db,
    sql`SELECT * FROM rollouts WHERE environment = ${environment.name} AND remote = ${remote}
        ORDER BY (status = 'active') DESC, started_at DESC LIMIT 1`,
  );
  if (!row)
    throw new ServiceError(404, 'no-rollout', `${remote} has never been rolled out in ${environment.name}`);
  return {
    ...(await healthOfRow(deps, row)),
    version: row.version,
    stable: row.stable_version,
    status: row.status,
  };
}

/** Health of each running rollout in a list (rolloutView's), for `rollout status`. */
export async function withHealth(deps, list) {
  return Promise.all(
    list.map(async (view) => {
      if (view.status !== 'active') return view;
      const [row] = await rows(deps.db, sql`SELECT * FROM rollouts WHERE id = ${view.id}`);
      const { rollout, environment, remote, guardRails, ...health } = await healthOfRow(deps, row);
      return { ...view, health };
    }),
  );
}

/**
 * Judges every running rollout by its guard rails and aborts each that crossed one: everyone back on
 * the stable version, audited as `rollout-abort` by `guard rail` with the numbers, and the remote's
 * owners mailed. Run by the service on a timer (GAIDO_GUARD_RAIL_INTERVAL_MS); an abort is conditional
 * on the rollout still running, so instances evaluating at once abort it once.
 * @returns {Promise<object[]>} the rollouts aborted
 */
export async function evaluateGuardRails(deps) {
  const { db, health } = deps;
  if (!health) return [];
  const running = await rows(db, sql`SELECT * FROM rollouts WHERE status = 'active' ORDER BY started_at`);
  const aborted = [];
  for (const row of running) {
    const judged = await healthOfRow(deps, row);
    if (!judged.available || judged.verdict.state !== 'breached') continue;
    const result = await abortByGuardRail(deps, row, judged);
    if (result) aborted.push(result);
  }
  return aborted;
}

/** The actor of an automatic abort in the audit log. */
export const GUARD_RAIL_ACTOR = 'guard rail';

async function abortByGuardRail(deps, row, judged) {
  const { db, now, mailer, owners } = deps;
  const at = now().toISOString();
  const numbers = {
    canary: pickNumbers(judged.canary),
    stable: pickNumbers(judged.stable),
  };
  const result = await db.transaction(async (tx) => {
    const [locked] = await rows(
      tx,
      sql`SELECT * FROM rollouts WHERE id = ${row.id} AND status = 'active' FOR UPDATE`,
    );
    if (!locked) return null;
    const pin = await currentPin(tx, row.environment, row.remote);
    await tx.execute(sql`UPDATE rollouts SET status = 'aborted', ended_at = ${at} WHERE id = ${row.id}`);
    await appendAudit(tx, {
      at,
      actor: GUARD_RAIL_ACTOR,
      action: 'rollout-abort',
      environment: row.environment,
      remote: row.remote,
      version: row.version,
      details: {
        rollout: row.id,
        percent: locked.basis_points / 100,
        stable: pin?.version ?? row.stable_version,
        reason: judged.verdict.breaches.map((breach) => breach.message).join('; '),
        breaches: judged.verdict.breaches.map(({ message, ...figures }) => figures),
        guardRails: judged.guardRails,
        health: numbers,
        startedAt: isoTime(locked.started_at),
      },
    });
    return {
      id: row.id,
      environment: row.environment,
      remote: row.remote,
      version: row.version,
      percent: locked.basis_points / 100,
      stable: pin?.version ?? row.stable_version,
      breaches: judged.verdict.breaches,
      health: numbers,
      abortedAt: at,
    };
  });
  if (result && mailer) {
    const to = owners?.emailsOf(row.remote) ?? [];
    const mail = await mailer.send({
      kind: 'rollout-abort',
      to,
      subject: `Rollout of ${row.remote}@${row.version} in ${row.environment} aborted by its guard rails`,
      text: abortMailText(result, judged.guardRails),
      environment: row.environment,
      remote: row.remote,
      rollout: row.id,
    });
    result.mail = { id: mail.id, status: mail.status, to };
  }
  return result;
}

function pickNumbers(side) {
  return {
    version: side.version,
    loads: side.loads,
    failed: side.failed,
    errored: side.errored,
    errorRate: side.errorRate,
    reasons: side.reasons,
    rendered: side.rendered,
    firstRenderP75Ms: side.firstRenderP75Ms,
  };
}

function abortMailText(result, guardRails) {
  const line = (name, side) =>
    `  ${name.padEnd(7)} ${side.version}: ${side.loads} loads, ${side.failed} failed, ${side.errored} with an error (${side.errorRate}%), p75 first render ${side.firstRenderP75Ms === null ? 'n/a' : `${Math.round(side.firstRenderP75Ms)} ms`}`;
  return [
    `The rollout of ${result.remote}@${result.version} in ${result.environment} (at ${result.percent}%) was aborted at ${result.abortedAt}: every traveller gets ${result.stable} again on their next page load.`,
    '',
    'Why:',
    ...result.breaches.map((breach) => `  ${breach.message}`),
    '',
    'Health when it was aborted:',
    line('canary', result.health.canary),
    line('stable', result.health.stable),
    '',
    `Guard rails: error rate at most +${guardRails.maxErrorRateIncrease} points, p75 first render at most ${guardRails.maxSlowdown}% slower, judged from ${guardRails.minLoads} loads.`,
    `The audit log has the details: pnpm release audit --env ${result.environment} --remote ${result.remote}`,
  ].join('\n');
}
