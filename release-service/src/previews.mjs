// Previews: a branch's build of a remote served over a base environment's pins under a name of its
// own (preview-<branch>), for QA and journeys, until it expires or is removed (docs/releases.md
// "Previews"). A host server that lets a browser choose its environment serves a preview like any
// environment; once it ended the service answers 410 for it and the host servers stop serving it.
// Nothing a traveller loads changes: a preview pins nothing and is no environment anyone may change.
import { sql } from 'drizzle-orm';
import { appendAudit } from './audit.mjs';
import { rows } from './db.mjs';
import { requireEnvironment } from './environments.mjs';
import { ServiceError } from './errors.mjs';
import { verdict } from './pins.mjs';
import { findRelease } from './releases.mjs';
import { remotesFile } from './reports.mjs';

export const PREVIEW_PREFIX = 'preview-';
/** How long a preview lives unless told: a week of QA. */
export const DEFAULT_PREVIEW_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const MIN_PREVIEW_TTL_MS = 60 * 1000;
export const MAX_PREVIEW_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const MAX_BRANCH = 200;

const iso = (value) => (value ? new Date(value).toISOString() : null);

export const isPreviewName = (name) => typeof name === 'string' && name.startsWith(PREVIEW_PREFIX);

/**
 * The preview environment of a branch: `preview-` and the branch in lower-case kebab-case, as long as
 * an environment name may be (release/environments.json's rule: 40 characters).
 */
export function previewName(branch) {
  if (typeof branch !== 'string' || !branch.trim() || branch.length > MAX_BRANCH) {
    throw new ServiceError(400, 'bad-input', 'Say which branch the build is from (--branch <name>)');
  }
  const slug = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const name = `${PREVIEW_PREFIX}${slug}`.slice(0, 40).replace(/-+$/, '');
  if (name.length <= PREVIEW_PREFIX.length) {
    throw new ServiceError(400, 'bad-input', `"${branch}" has no letter or digit to name a preview by`);
  }
  return name;
}

function checkTtl(ttlMs) {
  if (ttlMs === undefined || ttlMs === null) return DEFAULT_PREVIEW_TTL_MS;
  if (!Number.isInteger(ttlMs) || ttlMs < MIN_PREVIEW_TTL_MS || ttlMs > MAX_PREVIEW_TTL_MS) {
    throw new ServiceError(
      400,
      'bad-input',
      `A preview lives from a minute to 30 days (--ttl 7d), not ${ttlMs} ms`,
    );
  }
  return ttlMs;
}

function stateOf(row, now) {
  if (row.removed_at) return 'removed';
  return new Date(row.expires_at).getTime() <= now.getTime() ? 'expired' : 'active';
}

function previewView(row, now) {
  return {
    name: row.name,
    branch: row.branch,
    base: row.base_environment,
    remotes: row.remotes ?? {},
    createdBy: row.created_by_email,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    expiresAt: iso(row.expires_at),
    state: stateOf(row, now),
    ...(row.removed_at ? { removedBy: row.removed_by_email, removedAt: iso(row.removed_at) } : {}),
    /** What a host server that lets a browser choose its environment opens the preview with. */
    path: `/?gaido-env=${row.name}`,
  };
}

async function previewRow(db, name, { lock = false } = {}) {
  const [row] = await rows(
    db,
    lock
      ? sql`SELECT p.*, c.email AS created_by_email, r.email AS removed_by_email FROM previews p
            JOIN accounts c ON c.id = p.created_by LEFT JOIN accounts r ON r.id = p.removed_by
            WHERE p.name = ${name} FOR UPDATE OF p`
      : sql`SELECT p.*, c.email AS created_by_email, r.email AS removed_by_email FROM previews p
            JOIN accounts c ON c.id = p.created_by LEFT JOIN accounts r ON r.id = p.removed_by
            WHERE p.name = ${name}`,
  );
  return row ?? null;
}

/**
 * Publishes a branch's build of a remote into the branch's preview: created, or added to (another
 * remote, or a newer build of the same one) while it is active, its life starting again. The build
 * must pass the gate against the host recorded in the base environment, as a pin there would.
 * Ownership of the remote is checked by the caller (service.mjs).
 */
export async function publishPreview(deps, { account, remote, version, branch, base, ttlMs }) {
  const { db, now, checkCompatibility } = deps;
  const name = previewName(branch);
  const ttl = checkTtl(ttlMs);
  if (isPreviewName(base)) {
    throw new ServiceError(
      400,
      'bad-input',
      'A preview is based on a declared environment, not on a preview',
    );
  }
  const environment = await requireEnvironment(db, base);
  if ((await rows(db, sql`SELECT 1 FROM environments WHERE name = ${name}`)).length) {
    throw new ServiceError(
      409,
      'preview-name',
      `${name} is a declared environment: name the branch otherwise`,
    );
  }
  const release = await findRelease(db, remote, version);
  if (!release) {
    throw new ServiceError(
      404,
      'unknown-version',
      `${remote} has no published version "${version}" (pnpm release list ${remote})`,
    );
  }
  const gate = await verdict(db, environment.name, release, checkCompatibility);
  if (gate.mismatches.length) {
    throw new ServiceError(
      422,
      'incompatible',
      `Refusing to preview ${remote}@${version} over ${environment.name}: ${gate.checked ? 'it is not compatible with the host deployed there' : 'compatibility could not be checked'}`,
      { details: gate.mismatches },
    );
  }
  const at = now();
  const expiresAt = new Date(at.getTime() + ttl).toISOString();
  return db.transaction(async (tx) => {
    const current = await previewRow(tx, name, { lock: true });
    const active = current && stateOf(current, at) === 'active';
    if (active && current.base_environment !== environment.name) {
      throw new ServiceError(
        409,
        'preview-base',
        `${name} is a preview over ${current.base_environment}, not ${environment.name}: publish into it over ${current.base_environment}, or remove it first (pnpm release preview remove ${name})`,
      );
    }
    const remotes = { ...(active ? current.remotes : {}), [remote]: version };
    if (current) {
      await tx.execute(
        sql`UPDATE previews SET branch = ${branch}, base_environment = ${environment.name},
              remotes = ${JSON.stringify(remotes)}::jsonb, updated_at = ${at.toISOString()},
              expires_at = ${expiresAt}, removed_at = NULL, removed_by = NULL,
              created_by = CASE WHEN ${active} THEN created_by ELSE ${account.id}::uuid END,
              created_at = CASE WHEN ${active} THEN created_at ELSE ${at.toISOString()}::timestamptz END
            WHERE name = ${name}`,
      );
    } else {
      await tx.execute(
        sql`INSERT INTO previews (name, branch, base_environment, remotes, created_by, created_at, updated_at, expires_at)
            VALUES (${name}, ${branch}, ${environment.name}, ${JSON.stringify(remotes)}::jsonb, ${account.id},
                    ${at.toISOString()}, ${at.toISOString()}, ${expiresAt})`,
      );
    }
    await appendAudit(tx, {
      at,
      accountId: account.id,
      actor: account.email,
      action: active ? 'preview-update' : 'preview-create',
      environment: name,
      remote,
      version,
      details: { branch, base: environment.name, expiresAt, ...(active ? { remotes } : {}) },
    });
    return { created: !active, ...previewView(await previewRow(tx, name), at) };
  });
}

/**
 * Ends a preview before it expires: whoever created it, an owner of a remote it carries, or a
 * release-admin. Its host servers stop serving it within their next read.
 * `mayRemove(account, remote)`: whether the account owns a remote the preview carries.
 */
export async function removePreview({ db, now }, { account, name, mayRemove }) {
  return db.transaction(async (tx) => {
    const row = await previewRow(tx, name, { lock: true });
    if (!row)
      throw new ServiceError(
        404,
        'unknown-preview',
        `No preview is named "${name}" (pnpm release preview list)`,
      );
    const at = now();
    if (stateOf(row, at) !== 'active') {
      throw new ServiceError(409, 'preview-ended', `${name} is already ${stateOf(row, at)}`);
    }
    if (
      account.role !== 'release-admin' &&
      row.created_by !== account.id &&
      !Object.keys(row.remotes ?? {}).some((remote) => mayRemove(account, remote))
    ) {
      throw new ServiceError(
        403,
        'not-owner',
        `${account.email} (${account.role}) may not remove ${name}: its author (${row.created_by_email}), an owner of ${Object.keys(row.remotes).join(', ')} or a release-admin may`,
      );
    }
    await tx.execute(
      sql`UPDATE previews SET removed_at = ${at.toISOString()}, removed_by = ${account.id} WHERE name = ${name}`,
    );
    await appendAudit(tx, {
      at,
      accountId: account.id,
      actor: account.email,
      action: 'preview-remove',
      environment: name,
      details: { branch: row.branch, base: row.base_environment, remotes: row.remotes },
    });
    return previewView(await previewRow(tx, name), at);
  });
}

/** Previews, newest first: the active ones, and with `all` the expired and removed ones too. */
export async function listPreviews({ db, now }, { all = false } = {}) {
  const list = await rows(
    db,
    sql`SELECT p.*, c.email AS created_by_email, r.email AS removed_by_email FROM previews p
        JOIN accounts c ON c.id = p.created_by LEFT JOIN accounts r ON r.id = p.removed_by
        ORDER BY p.updated_at DESC LIMIT 500`,
  );
  const at = now();
  return list.map((row) => previewView(row, at)).filter((preview) => all || preview.state === 'active');
}

/**
 * What a host server loads for a preview: the base environment's pins (its policy, its integrity
 * rule), each of the preview's remotes replaced by the branch's build. Canaries of the base are left
 * out, so everyone opening the preview loads the same builds. An ended preview is a 410.
 * @returns {Promise<object | null>} null when no preview has this name
 */
export async function previewRemotesFile({ db, now }, name) {
  const row = await previewRow(db, name);
  if (!row) return null;
  const state = stateOf(row, now());
  if (state !== 'active') {
    throw new ServiceError(
      410,
      'preview-ended',
      `The preview ${name} ${state === 'removed' ? `was removed at ${iso(row.removed_at)}` : `expired at ${iso(row.expires_at)}`}`,
    );
  }
  const base = await remotesFile(db, row.base_environment);
  const remotes = { ...base.remotes };
  for (const [remote, version] of Object.entries(row.remotes ?? {})) {
    const release = await findRelease(db, remote, version);
    if (!release) continue;
    remotes[remote] = {
      version,
      commit: release.commit,
      ...(release.builtAt ? { builtAt: release.builtAt } : {}),
      ...(release.integrity ? { integrity: release.integrity } : {}),
      revision: 0,
      preview: true,
    };
  }
  return {
    ...base,
    environment: name,
    remotes,
    rollouts: {},
    preview: { branch: row.branch, base: row.base_environment, expiresAt: iso(row.expires_at) },
  };
}
