// The audit log as a hash chain: each entry carries the hash of the one before it, and its own hash
// covers its content and that link. Editing an entry changes its hash; deleting or reordering entries
// breaks the link of the entry after them. The service writes the chain (release-service/src/audit.mjs)
// and anyone with a token can check it from their own machine (`pnpm release audit --verify`), so this
// file uses nothing but Node's own modules.
import { createHash } from 'node:crypto';

/** The link of the first entry of the chain. */
export const GENESIS = '';

/** JSON with every object's keys sorted: the same text for the same value, whatever order JSONB keeps. */
export function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * @typedef {object} AuditEntry
 * @property {string | Date} at
 * @property {string | null} [accountId]
 * @property {string} actor
 * @property {string} action
 * @property {string | null} [environment]
 * @property {string | null} [remote]
 * @property {string | null} [version]
 * @property {Record<string, unknown>} [details]
 */

/** What an entry's hash covers: every field it records, the time to the millisecond. */
export function entryContent(entry) {
  return canonicalJson({
    at: new Date(entry.at).toISOString(),
    accountId: entry.accountId ?? null,
    actor: entry.actor,
    action: entry.action,
    environment: entry.environment ?? null,
    remote: entry.remote ?? null,
    version: entry.version ?? null,
    details: entry.details ?? {},
  });
}

/** @param {AuditEntry} entry @param {string} prevHash */
export function entryHash(entry, prevHash) {
  return createHash('sha256')
    .update(`${prevHash}\n${entryContent(entry)}`)
    .digest('hex');
}

/**
 * Checks a whole log, oldest first. Entries written before the log was chained (no hash) may only
 * come before the first chained one.
 * @param {(AuditEntry & { id: string | number, prevHash: string | null, hash: string | null })[]} entries
 * @param {{ head?: string }} [options]  `head`: a hash seen earlier, which must still be in the chain
 * @returns {{ ok: boolean, entries: number, chained: number, head: string | null, problems: string[] }}
 */
export function verifyAuditChain(entries, { head } = {}) {
  const problems = [];
  let previous = null;
  let chained = 0;
  const seen = new Set();
  for (const entry of entries) {
    const where = `entry #${entry.id} (${entry.action} by ${entry.actor} at ${new Date(entry.at).toISOString()})`;
    if (!entry.hash) {
      if (previous)
        problems.push(`${where} has no hash in the middle of the chain: it was inserted or its hash removed`);
      continue;
    }
    chained += 1;
    const expectedLink = previous ? previous.hash : GENESIS;
    if (entry.prevHash !== expectedLink) {
      problems.push(
        previous
          ? `${where} does not follow entry #${previous.id}: an entry between them was deleted, or entries were reordered`
          : `${where} is the first chained entry but links to an earlier one: the entries before it were deleted`,
      );
    }
    if (entryHash(entry, entry.prevHash ?? GENESIS) !== entry.hash) {
      problems.push(`${where} was changed after it was written: its content does not match its hash`);
    }
    seen.add(entry.hash);
    previous = entry;
  }
  if (head && !seen.has(head)) {
    problems.push(`the head ${head} seen earlier is no longer in the chain: the log was rewritten or cut`);
  }
  return {
    ok: problems.length === 0,
    entries: entries.length,
    chained,
    head: previous?.hash ?? null,
    problems,
  };
}
