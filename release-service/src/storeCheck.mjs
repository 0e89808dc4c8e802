// A store that proves itself: every file of a published version is read back from the artifact store
// and its SHA-384 recomputed against the hashes the service recorded at publish (the release row, which
// nothing outside the service writes), and the store's own record, which the CDN serves by, is compared
// with them too. Republishing the identical build puts back what is missing or altered.
import { sri } from '@gaido/release-core/build-files';
import { sql } from 'drizzle-orm';
import { appendAudit } from './audit.mjs';
import { rows } from './db.mjs';

/**
 * What the store holds of one version, against its release row.
 * @param {import('./store.mjs').ArtifactStore} store
 * @param {{ remote: string, version: string, files: Record<string, string> }} release
 * @returns {Promise<{ missing: string[], altered: string[], record: 'ok' | 'missing' | 'altered', files: number }>}
 */
export async function checkVersion(store, { remote, version, files }) {
  const missing = [];
  const altered = [];
  for (const [path, hash] of Object.entries(files ?? {})) {
    const bytes = await store.get(`${remote}/${version}/${path}`);
    if (!bytes) missing.push(path);
    else if (sri(bytes) !== hash) altered.push(path);
  }
  const recorded = await store.readRecord(remote, version);
  const expected = Object.entries(files ?? {}).sort();
  const record = !recorded
    ? 'missing'
    : JSON.stringify([...recorded].sort()) === JSON.stringify(expected)
      ? 'ok'
      : 'altered';
  return { missing, altered, record, files: expected.length };
}

/** One line a person can act on, or null when the version is intact. */
export function storeProblem(check) {
  if (!check.missing.length && !check.altered.length && check.record === 'ok') return null;
  return [
    ...check.missing.map((path) => `${path}: missing`),
    ...check.altered.map((path) => `${path}: altered (its SHA-384 is not the recorded one)`),
    ...(check.record === 'ok' ? [] : [`the store's record of its files is ${check.record}`]),
  ];
}

/**
 * Checks every version pinned in the given environments (or one version), each once.
 * @returns {Promise<{ remote: string, version: string, environments: string[], ok: boolean, files: number,
 *   missing: string[], altered: string[], record: string }[]>}
 */
export async function verifyStore(db, store, { environments, remote, version }) {
  const pinned = remote
    ? await rows(
        db,
        sql`SELECT r.remote, r.version, r.metadata->'files' AS files,
                   COALESCE((SELECT json_agg(p.environment ORDER BY p.environment) FROM pins p
                             WHERE p.remote = r.remote AND p.version = r.version), '[]') AS environments
            FROM releases r WHERE r.remote = ${remote} AND r.version = ${version}`,
      )
    : await rows(
        db,
        sql`SELECT r.remote, r.version, r.metadata->'files' AS files,
                   json_agg(p.environment ORDER BY p.environment) AS environments
            FROM pins p JOIN releases r ON r.remote = p.remote AND r.version = p.version
            WHERE p.environment = ANY(${`{${environments.join(',')}}`}::text[])
            GROUP BY r.remote, r.version, r.metadata ORDER BY r.remote, r.version`,
      );
  const out = [];
  for (const row of pinned) {
    const files = typeof row.files === 'string' ? JSON.parse(row.files) : row.files;
    const check = await checkVersion(store, { remote: row.remote, version: row.version, files });
    out.push({
      remote: row.remote,
      version: row.version,
      environments: typeof row.environments === 'string' ? JSON.parse(row.environments) : row.environments,
      ok: storeProblem(check) === null,
      ...check,
    });
  }
  return out;
}

/**
 * Puts back what the store lost of a published version, from an upload of the identical build: each
 * missing or altered file whose uploaded bytes have the recorded hash, and the record. Audited.
 * @returns {Promise<string[]>} the paths restored (and `.record` when the record was)
 */
export async function repairVersion({ db, store, account, release, files, now }) {
  const check = await checkVersion(store, release);
  const broken = [...check.missing, ...check.altered].filter(
    (path) => files.has(path) && sri(/** @type {Buffer} */ (files.get(path))) === release.files[path],
  );
  if (!broken.length && check.record === 'ok') return [];
  await store.putFiles(
    `${release.remote}/${release.version}`,
    new Map(broken.map((path) => [path, /** @type {Buffer} */ (files.get(path))])),
  );
  if (check.record !== 'ok') await store.record(release.remote, release.version, release.files);
  const restored = [...broken, ...(check.record === 'ok' ? [] : ['.record'])];
  await appendAudit(db, {
    at: now().toISOString(),
    accountId: account.id,
    actor: account.email,
    action: 'repair',
    remote: release.remote,
    version: release.version,
    details: { missing: check.missing, altered: check.altered, record: check.record },
  });
  return restored;
}
