// The one writer of the audit log. Every entry goes through appendAudit, inside the transaction of
// the change it records when there is one, so the log holds exactly what happened. Each entry is
// chained to the one before it (packages/release-core/src/auditChain.mjs), so an edited, deleted or
// reordered entry shows when anyone checks the chain (`pnpm release audit --verify`).
import { entryHash, GENESIS } from '@gaido/release-core/audit-chain';
import { sql } from 'drizzle-orm';
import { rows } from './db.mjs';

/** Serialises appends across instances on one PostgreSQL: the chain has one order, the commit order. */
const AUDIT_LOCK = 4101;

/**
 * @param {import('drizzle-orm/pg-core').PgDatabase<any>} db  the database or a transaction
 * @param {{ at: Date | string, accountId?: string | null, actor: string, action: string,
 *   environment?: string | null, remote?: string | null, version?: string | null,
 *   details?: Record<string, unknown> }} entry
 * @returns {Promise<string>} the entry's hash
 */
export async function appendAudit(
  db,
  { at, accountId = null, actor, action, environment = null, remote = null, version = null, details = {} },
) {
  const when = new Date(at).toISOString();
  // JSONB keeps what JSON.parse(JSON.stringify(...)) gives: hash that, so the stored row checks out.
  const stored = JSON.parse(JSON.stringify(details));
  return db.transaction(async (tx) => {
    // Held until the outermost transaction ends, so the next append reads this entry's hash.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${AUDIT_LOCK})`);
    const [last] = await rows(
      tx,
      sql`SELECT hash FROM audit WHERE hash IS NOT NULL ORDER BY id DESC LIMIT 1`,
    );
    const prevHash = last?.hash ?? GENESIS;
    const hash = entryHash(
      { at: when, accountId, actor, action, environment, remote, version, details: stored },
      prevHash,
    );
    await tx.execute(
      sql`INSERT INTO audit (at, account_id, actor, action, environment, remote, version, details, prev_hash, hash)
          VALUES (${when}, ${accountId}, ${actor}, ${action}, ${environment}, ${remote}, ${version},
                  ${JSON.stringify(stored)}::jsonb, ${prevHash}, ${hash})`,
    );
    return hash;
  });
}

/** The whole log with its links, oldest first, as `verifyAuditChain` reads it. */
export async function auditChain(db) {
  const list = await rows(
    db,
    sql`SELECT id, at, account_id, actor, action, environment, remote, version, details, prev_hash, hash
        FROM audit ORDER BY id`,
  );
  return list.map((row) => ({
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    accountId: row.account_id ?? null,
    actor: row.actor,
    action: row.action,
    environment: row.environment ?? null,
    remote: row.remote ?? null,
    version: row.version ?? null,
    details: row.details ?? {},
    prevHash: row.prev_hash ?? null,
    hash: row.hash ?? null,
  }));
}

/**
 * One page of the log, newest first: the entries before `before` (an entry's id; the newest when
 * absent), and the id to ask for the next page with, null at the oldest entry.
 * @param {{ before?: string | number | null, limit?: number }} page
 */
export async function auditPage(db, { before = null, limit = 25 } = {}) {
  const cursor = /^\d{1,18}$/.test(String(before ?? '')) ? String(before) : null;
  const size = Math.min(Math.max(Number(limit) || 25, 1), 200);
  const list = await rows(
    db,
    sql`SELECT id, at, actor, action, environment, remote, version, details FROM audit
        WHERE (${cursor}::bigint IS NULL OR id < ${cursor}::bigint)
        ORDER BY id DESC LIMIT ${size + 1}`,
  );
  const entries = list.slice(0, size).map((row) => ({
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    action: row.action,
    environment: row.environment ?? null,
    remote: row.remote ?? null,
    version: row.version ?? null,
    details: row.details ?? {},
  }));
  return { entries, older: list.length > size ? entries.at(-1).id : null };
}
