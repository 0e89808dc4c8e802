// Forced pins that wait in a protected environment for a second, independent release-admin.
import { sql } from 'drizzle-orm';
import { requireIndependentApprover } from './accounts.mjs';
import { isoTime, rows } from './db.mjs';
import { ServiceError } from './errors.mjs';
import { writePin } from './pins.mjs';

/** A request waiting for a second release-admin (a forced pin or a rollout step), with its requester's address. */
export async function findRequest(db, requestId) {
  const [request] = await rows(
    db,
    sql`SELECT f.*, a.email AS requested_by_email FROM force_requests f
        JOIN accounts a ON a.id = f.requested_by WHERE f.id::text = ${String(requestId)}`,
  );
  return request ?? null;
}

/**
 * What every approval requires of its approver: the release-admin role, not the one who asked, an
 * account independent of the requester's, and a request still pending.
 * @param {string} what  "forced pin" or "rollout step", as the refusals name it
 */
export async function requireApprover(db, account, request, what) {
  if (account.role !== 'release-admin') {
    throw new ServiceError(
      403,
      'forbidden',
      `${account.email} (${account.role}) may not approve a ${what}: it needs the release-admin role`,
    );
  }
  if (request.requested_by === account.id) {
    throw new ServiceError(
      403,
      'same-person',
      `A ${what} needs a second release-admin: you asked for this one`,
    );
  }
  if (request.status !== 'pending')
    throw new ServiceError(409, 'not-pending', `This request is already ${request.status}`);
  await requireIndependentApprover(db, account, request.requested_by);
}

/**
 * Marks a waiting request applied by `account`, inside the transaction that applies it: of two
 * approvers at once, the second is refused.
 */
export async function claimRequest(tx, request, account, now) {
  const claimed = await rows(
    tx,
    sql`UPDATE force_requests SET status = 'applied', approved_by = ${account.id}, approved_at = ${now().toISOString()}
        WHERE id = ${request.id} AND status = 'pending' RETURNING id`,
  );
  if (!claimed.length)
    throw new ServiceError(409, 'not-pending', 'This request was just handled by someone else');
}

/** A second release-admin applies a forced pin that waits in a protected environment. */
export async function approveForce(deps, { account, requestId }) {
  const { db, now } = deps;
  const request = await findRequest(db, requestId);
  if (!request)
    throw new ServiceError(404, 'unknown-request', `No forced pin is waiting with id ${requestId}`);
  await requireApprover(db, account, request, 'forced pin');
  const requester = { id: request.requested_by, email: request.requested_by_email };
  try {
    const result = await db.transaction(async (tx) => {
      await claimRequest(tx, request, account, now);
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
    requestedAt: isoTime(row.requested_at),
  }));
}
