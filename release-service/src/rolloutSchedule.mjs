// A rollout's schedule: the shares of travellers it takes one after another, and the step that moves
// every scheduled rollout whose next share is due.
import { sql } from 'drizzle-orm';
import { appendAudit } from './audit.mjs';
import { rows } from './db.mjs';
import { ServiceError } from './errors.mjs';

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
