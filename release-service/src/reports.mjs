// What the service reports: the remotes file host servers load, the status table, the audit log and
// a remote's published releases.
import { sql } from 'drizzle-orm';
import { isoTime, rows } from './db.mjs';
import { listEnvironments, requireEnvironment } from './environments.mjs';
import { currentHost } from './hostDeploys.mjs';
import { currentPin } from './pins.mjs';
import { findRelease } from './releases.mjs';
import { checkVersion, storeProblem } from './storeCheck.mjs';

/**
 * What a host server of an environment loads: each pinned remote's version with the SHA-384 of the
 * files the host fetches first, and whether integrity is required there. The host adds the URLs from
 * its own CDN origin.
 */
export async function remotesFile(db, name) {
  const environment = await requireEnvironment(db, name);
  const pinned = await rows(
    db,
    sql`SELECT p.remote, p.version, p.revision, r.commit, r.built_at, r.metadata
                                    FROM pins p JOIN releases r ON r.remote = p.remote AND r.version = p.version
                                    WHERE p.environment = ${environment.name} ORDER BY p.remote`,
  );
  const remotes = {};
  for (const row of pinned) {
    remotes[row.remote] = {
      version: row.version,
      commit: row.commit,
      ...(row.built_at ? { builtAt: isoTime(row.built_at) } : {}),
      ...(row.metadata?.integrity ? { integrity: row.metadata.integrity } : {}),
      revision: row.revision,
    };
  }
  return {
    environment: environment.name,
    remotes,
    integrity: { required: environment.integrity },
    policy: { overrides: environment.overrides, overrideOrigins: environment.overrideOrigins },
  };
}

/** environment x remote: the pin, its release, and the gate's verdict against the deployed host. */
export async function status(deps, { environments, all = false, remotes }) {
  const { db, store, checkCompatibility } = deps;
  /** Each version's files are read back once per call, however many environments pin it. */
  const checked = new Map();
  const storeOf = (release) => {
    const key = `${release.remote}/${release.version}`;
    if (!checked.has(key)) checked.set(key, checkVersion(store, release));
    return checked.get(key);
  };
  const declared = await listEnvironments(db);
  const names = environments?.length
    ? environments
    : declared.filter((env) => all || env.listed).map((env) => env.name);
  for (const name of names) await requireEnvironment(db, name);
  const out = [];
  for (const environment of names) {
    const host = await currentHost(db, environment);
    for (const remote of remotes) {
      const pin = await currentPin(db, environment, remote);
      if (!pin) {
        out.push({ environment, remote, pinned: false, revision: 0 });
        continue;
      }
      const release = await findRelease(db, remote, pin.version);
      const gate = host
        ? { checked: true, mismatches: checkCompatibility(release, host.record).map((item) => item.message) }
        : { checked: false, mismatches: [`No host is deployed in ${environment}`] };
      const stored = release ? await storeOf(release) : null;
      out.push({
        environment,
        remote,
        pinned: true,
        version: pin.version,
        revision: pin.revision,
        commit: release?.commit ?? null,
        ...(release?.dirty ? { dirty: true } : {}),
        builtAt: release?.builtAt ?? null,
        publishedBy: release?.publishedBy ?? null,
        publishedAt: release?.publishedAt ?? null,
        contentHash: release?.contentHash ?? null,
        store: stored
          ? {
              ok: storeProblem(stored) === null,
              missing: stored.missing,
              altered: stored.altered,
              record: stored.record,
            }
          : null,
        pinnedAt: isoTime(pin.at),
        pinnedBy: pin.email,
        forced: pin.forced,
        published: Boolean(release),
        compatible: gate.mismatches.length === 0,
        checked: gate.checked,
        mismatches: gate.mismatches,
        host: host ? { commit: host.record.commit ?? null, deployedAt: host.deployedAt } : null,
      });
    }
  }
  return out;
}

export async function auditLog(db, { environment, remote, limit = 200 }) {
  const list = await rows(
    db,
    sql`SELECT * FROM (
      SELECT id, at, actor, action, environment, remote, version, details FROM audit
      WHERE (${environment ?? null}::text IS NULL OR environment = ${environment ?? null})
        AND (${remote ?? null}::text IS NULL OR remote = ${remote ?? null})
      ORDER BY id DESC LIMIT ${Math.min(Math.max(Number(limit) || 200, 1), 5000)}) recent ORDER BY id`,
  );
  return list.map((row) => ({
    at: isoTime(row.at),
    by: row.actor,
    action: row.action,
    ...(row.environment ? { environment: row.environment } : {}),
    ...(row.remote ? { remote: row.remote } : {}),
    ...(row.version ? { version: row.version } : {}),
    ...row.details,
  }));
}

/** Published versions of a remote, newest first, each with where it is pinned. */
export async function listReleases(db, remote) {
  const list = await rows(
    db,
    sql`SELECT r.*, a.email AS published_by_email,
                                    COALESCE((SELECT json_agg(p.environment ORDER BY p.environment) FROM pins p
                                              WHERE p.remote = r.remote AND p.version = r.version), '[]') AS pinned_in
                                  FROM releases r JOIN accounts a ON a.id = r.published_by
                                  WHERE r.remote = ${remote} ORDER BY r.published_at DESC, r.version DESC`,
  );
  return list.map((row) => ({
    remote: row.remote,
    version: row.version,
    commit: row.commit,
    builtAt: isoTime(row.built_at),
    publishedAt: isoTime(row.published_at),
    publishedBy: row.published_by_email,
    pinnedIn: typeof row.pinned_in === 'string' ? JSON.parse(row.pinned_in) : row.pinned_in,
    ...(row.metadata?.dirty ? { dirty: true } : {}),
  }));
}
