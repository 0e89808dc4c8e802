// The one writer of the audit log. Every entry goes through appendAudit, inside the transaction of
// the change it records when there is one, so the log holds exactly what happened.
import { sql } from 'drizzle-orm';

/**
 * @param {import('drizzle-orm/pg-core').PgDatabase<any>} db  the database or a transaction
 * @param {{ at: Date | string, accountId?: string | null, actor: string, action: string,
 *   environment?: string | null, remote?: string | null, version?: string | null,
 *   details?: Record<string, unknown> }} entry
 */
export async function appendAudit(
  db,
  { at, accountId = null, actor, action, environment = null, remote = null, version = null, details = {} },
) {
  const when = typeof at === 'string' ? at : at.toISOString();
  await db.execute(
    sql`INSERT INTO audit (at, account_id, actor, action, environment, remote, version, details)
        VALUES (${when}, ${accountId}, ${actor}, ${action}, ${environment}, ${remote}, ${version},
                ${JSON.stringify(details)}::jsonb)`,
  );
}
