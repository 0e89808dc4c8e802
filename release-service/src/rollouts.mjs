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
import { rows } from './db.mjs';
import { requireEnvironment } from './environments.mjs';
import { ServiceError } from './errors.mjs';
import { parseGuardRails } from './guardRails.mjs';
import { requireRecordedHostServed } from './hostDeploys.mjs';
import { currentPin, verdict } from './pins.mjs';
import { findRelease } from './releases.mjs';
import {
  activeRollout,
  insertRollout,
  noRollout,
  noStable,
  promoteCanary,
  updatePercent,
} from './rolloutRecords.mjs';
import { parseSchedule, toBasisPoints } from './rolloutSchedule.mjs';

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
