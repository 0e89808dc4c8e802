// The host deployed in each environment: recorded only as its host servers serve it, refused when it
// would break a live pin (or a running canary), checked before pins and promotes.
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { requireChange } from './accounts.mjs';
import { appendAudit } from './audit.mjs';
import { isoTime, rows } from './db.mjs';
import { requireEnvironment } from './environments.mjs';
import { ServiceError } from './errors.mjs';
import { describeRecord } from './hostServers.mjs';
import { findRelease } from './releases.mjs';

/** The host deployed in an environment: the record its build wrote, with who deployed it and when. */
export async function currentHost(db, environment) {
  const [row] = await rows(
    db,
    sql`SELECT h.record, h.deployed_at, a.email FROM host_deployments h JOIN accounts a ON a.id = h.deployed_by
        WHERE h.environment = ${environment} ORDER BY h.id DESC LIMIT 1`,
  );
  return row ? { record: row.record, deployedAt: isoTime(row.deployed_at), deployedBy: row.email } : null;
}

/** A host record is what a host build wrote (host-release.json): the gate reads these fields. */
function checkHostRecord(record) {
  const problems = [];
  if (!record || typeof record !== 'object')
    return ['the body is not a host record (host/dist/host-release.json)'];
  if (!Array.isArray(record.singletons)) problems.push('singletons: a list of package names');
  if (!record.shared || typeof record.shared !== 'object') problems.push('shared: package -> { version }');
  if (!record.requiredModules || typeof record.requiredModules !== 'object') {
    problems.push('requiredModules: remote -> the modules the route table loads');
  }
  return problems;
}

function requireHostRecord(record) {
  const problems = checkHostRecord(record);
  if (problems.length) {
    throw new ServiceError(400, 'bad-input', 'This is not a host record (host/dist/host-release.json)', {
      details: problems,
    });
  }
}

/**
 * The live pins of an environment that a host record would make incompatible, each with the reasons
 * it does not already have against the host recorded there (a pin forced past the gate is not refused
 * again for what was forced).
 * @returns {Promise<{ remote: string, version: string, pinnedBy: string, reasons: string[] }[]>}
 */
export async function pinsBrokenBy(db, environment, record, checkCompatibility) {
  const current = await currentHost(db, environment);
  const pinned = await rows(
    db,
    sql`SELECT p.remote, p.version, a.email FROM pins p JOIN accounts a ON a.id = p.by_account
        WHERE p.environment = ${environment}
        UNION
        -- A canary is live for its share of travellers: a host that breaks it is refused as for a pin.
        SELECT r.remote, r.version, a.email FROM rollouts r JOIN accounts a ON a.id = r.started_by
        WHERE r.environment = ${environment} AND r.status = 'active'
        ORDER BY remote, version`,
  );
  const broken = [];
  for (const pin of pinned) {
    const release = await findRelease(db, pin.remote, pin.version);
    if (!release) continue;
    const known = new Set(
      current ? checkCompatibility(release, current.record).map((item) => item.message) : [],
    );
    const reasons = checkCompatibility(release, record)
      .map((item) => item.message)
      .filter((message) => !known.has(message));
    if (reasons.length)
      broken.push({ remote: pin.remote, version: pin.version, pinnedBy: pin.email, reasons });
  }
  return broken;
}

const brokenLines = (broken) =>
  broken.flatMap((pin) =>
    pin.reasons.map((reason) => `${pin.remote}@${pin.version} (pinned by ${pin.pinnedBy}): ${reason}`),
  );

/**
 * What recording a host build would do to the live pins of an environment, before it is rolled out: the
 * pins it would break. Nothing is recorded; the record is the caller's, so this only ever informs.
 */
export async function checkHost({ db, environment: name, record, checkCompatibility }) {
  const environment = await requireEnvironment(db, name);
  requireHostRecord(record);
  const broken = await pinsBrokenBy(db, environment.name, record, checkCompatibility);
  return { environment: environment.name, breaks: broken, details: brokenLines(broken) };
}

/**
 * Records the host an environment runs. The record is read from the environment's host servers, never
 * taken from the caller: the caller's record (from the build they rolled out) must be the one every host
 * server serves. A host that would make live pins incompatible is refused, naming them; a release-admin
 * may force it outside protected environments (audited with the pins it breaks).
 */
export async function deployHost({
  db,
  account,
  environment: name,
  record,
  force = false,
  now,
  servedHost,
  checkCompatibility,
}) {
  const environment = await requireEnvironment(db, name);
  requireChange(account, environment);
  requireHostRecord(record);
  const served = await servedHost(environment.name);
  if (!isDeepStrictEqual(served.record, record)) {
    throw new ServiceError(
      409,
      'host-not-served',
      `The host servers of ${environment.name} serve another build (${describeRecord(served.record)}) than the record you sent (${describeRecord(record)}). The service records only what they serve: roll out that build first, then record it.`,
      { details: served.servers.map((origin) => `${origin}: ${describeRecord(served.record)}`) },
    );
  }
  const broken = await pinsBrokenBy(db, environment.name, served.record, checkCompatibility);
  if (broken.length > 0) {
    const mayForce = account.role === 'release-admin' && !environment.protected;
    if (!force || !mayForce) {
      throw new ServiceError(
        409,
        'breaks-pins',
        `Refusing to record this host in ${environment.name}: ${broken.length} live pin${broken.length === 1 ? '' : 's'} would be incompatible with it (${broken.map((pin) => `${pin.remote}@${pin.version}`).join(', ')})`,
        {
          details: [
            ...brokenLines(broken),
            environment.protected
              ? 'Roll back or re-pin those remotes first (rollback is always allowed), or roll the host back.'
              : 'Roll back or re-pin those remotes first, or roll the host back; a release-admin may record it anyway with --force (logged).',
          ],
          extra: { breaks: broken },
        },
      );
    }
  }
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO host_deployments (environment, record, deployed_at, deployed_by)
          VALUES (${environment.name}, ${JSON.stringify(served.record)}::jsonb, ${now().toISOString()}, ${account.id})`,
    );
    await appendAudit(tx, {
      at: now().toISOString(),
      accountId: account.id,
      actor: account.email,
      action: 'deploy-host',
      environment: environment.name,
      details: {
        commit: served.record.commit ?? 'unknown',
        builtAt: served.record.builtAt ?? null,
        servedBy: served.servers,
        ...(broken.length ? { forced: true, breaks: brokenLines(broken) } : {}),
      },
    });
  });
  return currentHost(db, environment.name);
}

/**
 * A pin is judged against the recorded host only while the host servers still serve it: a host rolled
 * out and not recorded (or recorded and rolled back) leaves the gate judging against a host nobody runs.
 */
export async function requireRecordedHostServed({ db, servedHost }, environment) {
  const host = await currentHost(db, environment);
  if (!host) return;
  const served = await servedHost(environment);
  if (isDeepStrictEqual(served.record, host.record)) return;
  throw new ServiceError(
    409,
    'host-drift',
    `The host servers of ${environment} serve ${describeRecord(served.record)}, not the host recorded there (${describeRecord(host.record)}), so the gate cannot judge a pin against what travellers run. Record what they serve first (pnpm release deploy-host --env ${environment}).`,
  );
}
