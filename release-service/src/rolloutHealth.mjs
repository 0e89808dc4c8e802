// A rollout's real-user health, judged by its guard rails, and the automatic abort of a rollout that
// crossed one (everyone back on the stable version, audited and mailed to the remote's owners).
import { sql } from 'drizzle-orm';
import { appendAudit } from './audit.mjs';
import { isoTime, rows } from './db.mjs';
import { requireEnvironment } from './environments.mjs';
import { ServiceError } from './errors.mjs';
import { DEFAULT_GUARD_RAILS, GUARD_RAIL_ACTOR, judgeHealth } from './guardRails.mjs';
import { rolloutHealth } from './health.mjs';
import { currentPin } from './pins.mjs';

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

/**
 * The health of the running rollout of a remote in an environment, or of its latest one if none runs.
 * `stable` is the stable side's numbers, as `canary` is the canary's; the stable version's name is
 * `stableVersion`, so it is there when the numbers are not (health not available).
 */
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
    stableVersion: row.stable_version,
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
