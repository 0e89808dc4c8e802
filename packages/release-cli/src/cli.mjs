#!/usr/bin/env node
// `pnpm release`: a client of the release service. Publish remotes immutably, record the host each
// environment runs, pin, promote, roll back, and see what is live, from any machine. The rules (the
// gate, roles, conditional changes, the audit log) live in the service (release-service/).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { verifyAuditChain } from '../../release-core/src/auditChain.mjs';
import { ReleaseServiceError } from '../../release-core/src/client.mjs';
import { REMOTES } from '../../workspace/src/apps.mjs';
import { ROOT } from '../../workspace/src/paths.mjs';
import { connectReleaseService, releaseConnection } from './connection.mjs';
import { compatibilityCell, formatAge, formatTable, storeCell } from './format.mjs';
import { uploadOf } from './releaseBuilds.mjs';

const USAGE = `Usage: pnpm release <command> [options]

  publish <remote> [--no-build] [--dist <dir>] [--version <v>]  build the remote and upload it: an immutable version
  deploy-host --env <env> [--dist <dir>] [--check] [--force]
                                                    record the host build the environment's host servers now
                                                    serve (it must be --dist's); --check before a rollout:
                                                    the live pins that build would break, nothing recorded
  list <remote>                                     published versions, newest first, and where each is pinned
  pin <remote> <version> --env <env> [--force] [--expect <v>]  pin a version in an environment (compatibility gate)
  rollback <remote> --env <env> [--expect <v>]      back to the version pinned before the current one
  promote <remote> --from <env> --to <env> [--force] [--expect <v>]  pin in --to what --from pins (compatibility gate)
  rollout <remote> <version> --env <env> --percent <n>
                                                    serve <version> to n% of travellers beside the pin (the gate
                                                    judges it as a pin); again with another n: change the share
  rollout <remote> <version> --env <env> --steps 5,25,50,100 --interval <duration>
                                                    the same on a schedule the service advances (30s, 10m, 2h, 1d)
                                                    guard rails (defaults in docs/releases.md): --max-error-rate-increase
                                                    <points> --max-slowdown <percent> --min-loads <n>; crossing
                                                    one aborts the rollout by itself
  rollout status [--env <env>]... [--all]           running rollouts with their real-user health (--all: ended ones too)
  rollout health <remote> --env <env>               canary against stable: loads, failed, error rate, p75 first render
  rollout promote <remote> --env <env>              the canary becomes the pin for everyone
  rollout abort <remote> --env <env>                everyone back on the pin, at once (no approval needed)
  preview <remote> --branch <name> [--env <base>] [--ttl 7d] [--no-build] [--dist <dir>]
                                                    build and publish the remote, and serve it in the
                                                    branch's preview (preview-<branch>) over the base
                                                    environment's pins (default local on this machine,
                                                    staging elsewhere) until --ttl ends (default 7d)
  preview list [--all]                              active previews (--all: expired and removed too)
  preview remove <preview or branch>                stop serving a preview now
  requests                                          forced pins and rollout steps waiting for a second release-admin
  approve <request-id>                              apply one of them (a release-admin other than its author)
  status [--env <env>]... [--all]                   environment x remote: version, commit, who published, store, compatibility
  verify [--env <env>]... [--all]                   read back every pinned file and name what is missing or altered
  show <remote> <version>                           a release's provenance: who published it, from which commit, every file's hash
  audit [--env <env>] [--remote <remote>] [--limit <n>]  who changed what, when
  audit --verify [--head <hash>]                    check the audit log's hash chain on this machine
  login --email <email>                             read a password from stdin, print a token for GAIDO_RELEASE_TOKEN
                                                    (valid 8 hours, ends after 1 hour unused: log in again then)
  logout [--all]                                    revoke the token in use; --all: every token of your account
  whoami                                            the account of the token in use, and when the token ends
  account grant <email> <role> [--name <name>] [--password-stdin]
                                                    create or change an account (release-admin); making a
                                                    release-admin or setting a password waits for a second one
  account requests                                  account changes waiting for a second release-admin
  account approve <request-id>                      apply one of them (a release-admin independent of its author)
  account revoke <email>                            end every token of an account at once (release-admin)
  account password                                  change your own password: the current one on the first
                                                    line of stdin, the new one on the second; your other
                                                    tokens end

  --json    print a machine-readable result on stdout
  --expect  the version (or the revision, a number; none: never pinned) you saw in the target
            environment: the change is refused if someone changed the pin since, naming them
  --force   pin despite the compatibility gate: printed loudly and audited; in production a second
            release-admin must approve it (pnpm release approve)

The service: GAIDO_RELEASE_URL (default: this machine's, started by pnpm start), GAIDO_RELEASE_TOKEN
(default there: its local admin, which may change the local environments only).
Remotes: ${Object.keys(REMOTES).join(', ')} (or their package names).`;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: 'string', multiple: true },
    from: { type: 'string' },
    to: { type: 'string' },
    remote: { type: 'string' },
    limit: { type: 'string' },
    percent: { type: 'string' },
    steps: { type: 'string' },
    interval: { type: 'string' },
    branch: { type: 'string' },
    ttl: { type: 'string' },
    'max-error-rate-increase': { type: 'string' },
    'max-slowdown': { type: 'string' },
    'min-loads': { type: 'string' },
    dist: { type: 'string' },
    version: { type: 'string' },
    email: { type: 'string' },
    expect: { type: 'string' },
    head: { type: 'string' },
    verify: { type: 'boolean', default: false },
    name: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

class UsageError extends Error {}

const [command, ...args] = positionals;
const json = options.json;
const now = new Date();
const service = connectReleaseService();

function print(text, result) {
  if (json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else console.log(text);
}

function oneEnvironment() {
  const list = options.env ?? [];
  if (list.length !== 1) throw new UsageError('Give --env once for this command');
  return list[0];
}

/** mfe-tours or mfe_tours: the federation name. */
function remoteName(name) {
  if (!name) throw new UsageError(`Say which remote: ${Object.keys(REMOTES).join(', ')}`);
  return Object.entries(REMOTES).find(([remote, dir]) => name === remote || name === dir)?.[0] ?? name;
}

function warnForced(result) {
  if (!result.forced) return;
  const bar = '!'.repeat(78);
  console.error(
    [
      bar,
      `!! FORCED: ${result.remote}@${result.version} is pinned in ${result.environment} DESPITE the compatibility gate`,
      ...result.mismatches.map((message) => `!!   - ${message}`),
      '!! The audit log records this pin as forced, with the mismatches above.',
      bar,
    ].join('\n'),
  );
}

/**
 * The revision a change is conditional on. With --expect, what the person saw: a revision is sent as
 * it is (the service refuses it if the pin moved since), a version is checked against the pin now and
 * sent with the revision it has, so a change made by someone else after that read is refused too.
 * Without it, the pin as it is just before writing, which the result then names.
 */
async function seenRevision(environment, remote) {
  const pin = await service.pinOf(environment, remote);
  const expect = options.expect;
  if (expect === undefined) return { revision: pin.revision, basedOn: pin };
  if (/^\d+$/.test(expect)) return { revision: Number(expect), basedOn: null };
  const expected = expect === 'none' ? null : expect;
  if (pin.version !== expected) {
    throw new ReleaseServiceError(
      `${remote} in ${environment} is ${pin.version ? `at ${pin.version}, set by ${pin.by} at ${pin.at} (revision ${pin.revision})` : 'not pinned'}, not ${expected ?? 'unpinned'} as you expected. Look again (pnpm release status) and retry if it still applies.`,
      { status: 409, code: 'stale', current: pin },
    );
  }
  return { revision: pin.revision, basedOn: null };
}

/** Without --expect, which pin the change was made against: the person did not say what they saw. */
function basedOnLine(basedOn, environment) {
  if (!basedOn) return '';
  const pin = basedOn.version
    ? `${basedOn.version}, set by ${basedOn.by} ${formatAge(basedOn.at, now)} ago`
    : 'not pinned';
  return `\nActed on revision ${basedOn.revision} of ${environment} (${pin}); pass --expect <version> to refuse when it has changed.`;
}

function describeChange(result, verb) {
  if (result.pending) {
    return [
      `Forcing ${result.remote}@${result.version} into ${result.environment} needs a second release-admin.`,
      ...result.mismatches.map((message) => `  - ${message}`),
      `Request ${result.requestId} waits: another release-admin runs  pnpm release approve ${result.requestId}`,
    ].join('\n');
  }
  if (!result.changed)
    return `${result.remote} is already at ${result.version} in ${result.environment}: nothing changed.`;
  const from = result.previous ? ` (was ${result.previous})` : '';
  return `${verb} ${result.remote}@${result.version} in ${result.environment}${from}, revision ${result.revision}. Host servers load it within seconds.`;
}

function buildRemote(remote) {
  const build = spawnSync('pnpm', ['--filter', REMOTES[remote], 'build'], {
    cwd: ROOT,
    stdio: ['ignore', json ? process.stderr : 'inherit', 'inherit'],
  });
  if (build.status !== 0)
    throw new ReleaseServiceError(`The build of ${remote} failed (exit ${build.status})`);
}

/** Builds the remote (unless --no-build or --dist) and publishes it: an immutable version. */
async function publishBuild(name) {
  const remote = remoteName(name);
  if (!REMOTES[remote])
    throw new ReleaseServiceError(`Unknown remote "${name}". Remotes: ${Object.keys(REMOTES).join(', ')}`);
  const pkgDir = join(ROOT, REMOTES[remote]);
  const distDir = options.dist ? resolve(process.cwd(), options.dist) : join(pkgDir, 'dist');
  if (!options['no-build'] && !options.dist) buildRemote(remote);
  if (!existsSync(join(distDir, 'mf-manifest.json'))) {
    throw new ReleaseServiceError(
      `${distDir} holds no build of ${remote} (no mf-manifest.json): build it, or name one with --dist`,
    );
  }
  let upload;
  try {
    upload = uploadOf(remote, distDir, { version: options.version });
  } catch (error) {
    throw new ReleaseServiceError(error.message);
  }
  return { remote, ...(await service.publish(remote, upload)) };
}

async function publish() {
  const { remote, created, release, restored } = await publishBuild(args[0]);
  const lines = [
    created
      ? `Published ${remote}@${release.version} (commit ${release.commit}${release.dirty ? ', uncommitted changes' : ''}) to ${service.url}`
      : restored?.length
        ? `${remote}@${release.version} is already published; the store had lost or altered ${restored.length} of its files, restored from this build: ${restored.join(', ')}`
        : `${remote}@${release.version} is already published: identical content, and the store holds every file as recorded.`,
    `Next: pnpm release pin ${remote} ${release.version} --env staging`,
  ];
  print(lines.join('\n'), { remote, version: release.version, created, restored, release });
}

async function deployHost() {
  const environment = oneEnvironment();
  const dist = options.dist ? resolve(process.cwd(), options.dist) : join(ROOT, 'host', 'dist');
  const file = join(dist, 'host-release.json');
  if (!existsSync(file))
    throw new ReleaseServiceError(`${file} is missing: build the host first (pnpm --filter host build)`);
  const record = JSON.parse(readFileSync(file, 'utf8'));
  if (options.check) {
    const checked = await service.checkHost(environment, record);
    print(
      checked.details.length
        ? [
            `Recording this host in ${environment} would break live pins:`,
            ...checked.details.map((line) => `  ${line}`),
          ].join('\n')
        : `No live pin in ${environment} would be broken by this host (commit ${record.commit}).`,
      checked,
    );
    if (checked.details.length) process.exitCode = 1;
    return;
  }
  const host = await service.deployHost(environment, record, { force: options.force });
  print(
    `Recorded the host of ${environment}: commit ${host.record.commit}, built ${host.record.builtAt}, as its host servers serve it. Pins there are now checked against it.`,
    { environment, host },
  );
}

async function list() {
  const remote = remoteName(args[0]);
  const releases = await service.listReleases(remote);
  print(
    releases.length
      ? formatTable(
          ['VERSION', 'COMMIT', 'BUILT', 'PUBLISHED', 'BY', 'PINNED IN'],
          releases.map((r) => [
            r.version,
            `${r.commit}${r.dirty ? '+dirty' : ''}`,
            formatAge(r.builtAt, now),
            formatAge(r.publishedAt, now),
            r.publishedBy,
            r.pinnedIn.join(', '),
          ]),
        )
      : `${remote} has no published version yet: pnpm release publish ${remote}`,
    { remote, releases },
  );
}

async function status() {
  const rows = await service.status({ environments: options.env ?? [], all: options.all });
  const empty = [...new Set(rows.map((row) => row.environment))].filter((env) =>
    rows.every((row) => row.environment !== env || !row.pinned),
  );
  const shown = rows.filter((row) => !empty.includes(row.environment));
  const table = formatTable(
    [
      'ENVIRONMENT',
      'REMOTE',
      'VERSION',
      'REV',
      'COMMIT',
      'PUBLISHED BY',
      'BUILT',
      'PINNED',
      'BY',
      'STORE',
      'COMPATIBILITY',
    ],
    shown.map((row) =>
      row.pinned
        ? [
            row.environment,
            row.remote,
            row.version,
            String(row.revision),
            `${row.commit ?? '?'}${row.dirty ? '+dirty' : ''}`,
            row.publishedBy ?? '',
            formatAge(row.builtAt, now),
            formatAge(row.pinnedAt, now),
            row.pinnedBy ?? '',
            storeCell(row.store),
            compatibilityCell(row),
          ]
        : [row.environment, row.remote, '(not pinned)', '0', '', '', '', '', '', '', ''],
    ),
  );
  const note = empty.length ? `\nNothing pinned in: ${empty.join(', ')}` : '';
  print(`Release service: ${service.url}\n${table}${note}`, { service: service.url, rows });
}

async function verify() {
  const versions = await service.verifyStore({ environments: options.env ?? [], all: options.all });
  const broken = versions.filter((version) => !version.ok);
  const files = versions.reduce((sum, version) => sum + version.files, 0);
  if (broken.length) {
    throw new ReleaseServiceError(
      `The store does not hold ${broken.length} pinned version(s) as recorded; republish the identical build to restore them (pnpm release publish <remote> --dist <its build>)`,
      {
        code: 'store-damaged',
        details: broken.flatMap((version) =>
          storeLines(version).map(
            (line) => `${version.remote}@${version.version} (${version.environments.join(', ')}): ${line}`,
          ),
        ),
      },
    );
  }
  print(
    `Every pinned file matches its record: ${versions.length} version(s), ${files} file(s), read back from the store.`,
    { versions },
  );
}

function storeLines(check) {
  return [
    ...check.missing.map((path) => `${path} is missing`),
    ...check.altered.map((path) => `${path} is altered (its SHA-384 is not the recorded one)`),
    ...(check.record === 'ok' ? [] : [`the store's record of its files is ${check.record}`]),
  ];
}

async function show() {
  const remote = remoteName(args[0]);
  if (!args[1]) throw new UsageError(`Say which version of ${remote} (pnpm release list ${remote})`);
  const release = await service.release(remote, args[1]);
  const [stored] = await service.verifyStore({ remote, version: args[1] });
  const lines = [
    `${release.remote}@${release.version}`,
    `  content        ${release.contentHash}`,
    `  commit         ${release.commit}${release.dirty ? ' (with uncommitted changes)' : ''}`,
    `  built          ${release.builtAt ?? '?'}`,
    `  published      ${release.publishedAt} by ${release.publishedBy}`,
    `  pinned in      ${stored.environments.join(', ') || '(nowhere)'}`,
    `  store          ${stored.ok ? `every file as recorded (${stored.files})` : storeLines(stored).join('; ')}`,
    '',
    formatTable(
      ['FILE', 'SHA-384'],
      Object.entries(release.files ?? {}).map(([path, hash]) => [path, hash]),
    ),
  ];
  print(lines.join('\n'), { release, store: stored });
}

async function audit() {
  if (options.verify) return verifyAudit();
  const entries = await service.audit({
    environment: options.env?.[0],
    remote: options.remote ? remoteName(options.remote) : undefined,
    limit: options.limit ? Number(options.limit) : 30,
  });
  print(
    formatTable(
      ['WHEN', 'WHO', 'ACTION', 'ENVIRONMENT', 'REMOTE', 'VERSION', 'FROM', 'NOTE'],
      entries.map((e) => [
        e.at,
        e.by,
        e.action,
        e.environment ?? '',
        e.remote ?? '',
        e.version ?? '',
        e.from ?? '',
        [
          e.forced ? `FORCED: ${(e.mismatches ?? []).join('; ')}` : '',
          e.approvedBy ? `approved by ${e.approvedBy}` : '',
        ]
          .filter(Boolean)
          .join(' '),
      ]),
    ),
    { entries },
  );
}

/** Checks the chain here, from the entries themselves: a service that lies cannot make it pass. */
async function verifyAudit() {
  const verdict = verifyAuditChain(await service.auditChain(), { head: options.head });
  if (!verdict.ok) {
    throw new ReleaseServiceError(
      `The audit log does not check out: ${verdict.problems.length} problem(s) in ${verdict.entries} entries`,
      { code: 'audit-tampered', details: verdict.problems },
    );
  }
  const legacy = verdict.entries - verdict.chained;
  print(
    `The audit log checks out: ${verdict.chained} chained entries${legacy ? ` (and ${legacy} written before the chain began)` : ''}, head ${verdict.head}.\nKeep the head: audit --verify --head <it> later proves nothing before it was rewritten.`,
    verdict,
  );
}

async function account() {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'grant': {
      const [email, role] = rest;
      if (!email || !role)
        throw new UsageError('Say pnpm release account grant <email> <local|releaser|release-admin>');
      const password = options['password-stdin'] ? readFileSync(0, 'utf8').trim() : undefined;
      const result = await service.grant(email, { role, name: options.name, password });
      if (result.pending) {
        return print(
          [
            `This change to ${result.email} needs a second release-admin: ${result.changes.join(', ')}.`,
            `Request ${result.requestId} waits until ${result.expiresAt}: another release-admin, who did not create or grant your account and whose account you did not create or grant, runs  pnpm release account approve ${result.requestId}`,
          ].join('\n'),
          result,
        );
      }
      return print(
        `${result.account.email} is ${result.account.role} (${result.changes.join(', ') || 'no change'}).`,
        result,
      );
    }
    case 'requests': {
      const requests = await service.accountRequests();
      return print(
        requests.length
          ? formatTable(
              ['ID', 'ACCOUNT', 'ROLE', 'CHANGES', 'ASKED BY', 'WHEN'],
              requests.map((r) => [
                r.id,
                r.email,
                r.role,
                r.changes.join(', '),
                r.requestedBy,
                formatAge(r.requestedAt, now),
              ]),
            )
          : 'No account change is waiting for approval.',
        { requests },
      );
    }
    case 'approve': {
      if (!rest[0]) throw new UsageError('Say which request: pnpm release account requests');
      const result = await service.approveAccountChange(rest[0]);
      return print(
        `Approved: ${result.account.email} is ${result.account.role} (${result.changes.join(', ')}; asked by ${result.requestedBy}, approved by ${result.approvedBy}).`,
        result,
      );
    }
    case 'revoke': {
      if (!rest[0]) throw new UsageError('Say whose tokens: pnpm release account revoke <email>');
      const result = await service.revokeTokens(rest[0]);
      return print(
        `Revoked ${result.revoked} token(s) of ${result.email}: it signs in again to do anything.`,
        result,
      );
    }
    case 'password': {
      // Two lines on stdin, never arguments (they would show in the shell's history and ps).
      const [currentPassword, newPassword] = readFileSync(0, 'utf8').split(/\r?\n/);
      if (!currentPassword || !newPassword) {
        throw new UsageError(
          'Give the current password on the first line of stdin and the new one on the second: printf "%s\\n%s\\n" "$CURRENT" "$NEW" | pnpm release account password',
        );
      }
      const result = await service.changePassword(currentPassword, newPassword);
      return print(
        `Changed the password of ${result.email}; ${result.otherTokensRevoked} other token(s) of it were revoked (this one still works).`,
        result,
      );
    }
    default:
      throw new UsageError('Say pnpm release account grant|requests|approve|revoke|password');
  }
}

const DURATION_UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** 90s, 10m, 2h30m, 1d: milliseconds. */
function parseDuration(text, flag = '--interval') {
  const parts = [...String(text ?? '').matchAll(/(\d+)(ms|s|m|h|d)/g)];
  if (!parts.length || parts.map((part) => part[0]).join('') !== text) {
    throw new UsageError(`${flag} is a duration such as 30s, 10m, 2h or 1h30m, not "${text}"`);
  }
  return parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * DURATION_UNITS[unit], 0);
}

function describeRollout(result) {
  const where = `${result.remote}@${result.version} in ${result.environment}`;
  if (result.pending) {
    const step = {
      'rollout-start': `Rolling out ${where} to ${result.percent}%`,
      'rollout-percent': `Changing the rollout of ${where} to ${result.percent}%`,
      'rollout-promote': `Promoting the canary ${where}`,
    }[result.action];
    return `${step} needs a second release-admin.\nRequest ${result.requestId} waits: another release-admin runs  pnpm release approve ${result.requestId}`;
  }
  switch (result.action) {
    case 'rollout-start':
      return `Rolling out ${where}: ${result.percent}% of travellers get it, the others ${result.stable} (the pin). Host servers serve it within seconds.`;
    case 'rollout-percent':
      return result.changed
        ? `The rollout of ${where} is now at ${result.percent}% (was ${result.from}%).`
        : `The rollout of ${where} is already at ${result.percent}%: nothing changed.`;
    case 'rollout-promote':
      return `Promoted the canary: ${where} is the pin for everyone (was ${result.previous}), revision ${result.revision}.`;
    default:
      return `Aborted the rollout of ${where} (it was at ${result.percent}%): everyone gets ${result.stable} again on their next page load.`;
  }
}

/** The guard rails given on the command line (the service fills the defaults). */
function guardRailOptions() {
  const given = {
    maxErrorRateIncrease: options['max-error-rate-increase'],
    maxSlowdown: options['max-slowdown'],
    minLoads: options['min-loads'],
  };
  const set = Object.entries(given).filter(([, value]) => value !== undefined);
  return set.length ? Object.fromEntries(set.map(([key, value]) => [key, Number(value)])) : undefined;
}

const ms = (value) => (value === null || value === undefined ? '-' : `${Math.round(value)} ms`);

/** Canary and stable side by side: the health table of a rollout. */
function healthTable(health) {
  if (!health.available) return `Health: not available (${health.reason}).`;
  const row = (name, side) => [
    name,
    side.version ?? '-',
    String(side.loads),
    String(side.failed),
    String(side.errored),
    `${side.errorRate}%`,
    ms(side.firstRenderP75Ms),
    ms(side.lcpP75Ms),
    ms(side.inpP75Ms),
  ];
  const { verdict, guardRails: rails } = health;
  const judged =
    verdict.state === 'waiting'
      ? `waiting for ${verdict.waitingFor}`
      : verdict.state === 'healthy'
        ? 'healthy'
        : `crossed: ${verdict.breaches.map((breach) => breach.message).join('; ')}`;
  return [
    formatTable(
      ['', 'VERSION', 'LOADS', 'FAILED', 'ERRORS', 'ERROR RATE', 'P75 FIRST RENDER', 'P75 LCP', 'P75 INP'],
      [row('canary', health.canary), row('stable', health.stable)],
    ),
    `Guard rails: error rate at most +${rails.maxErrorRateIncrease} points, p75 first render at most ${rails.maxSlowdown}% slower, from ${rails.minLoads} loads: ${judged}.`,
  ].join('\n');
}

async function rollout() {
  const [first, ...rest] = args;
  if (first === 'health') {
    const remote = remoteName(rest[0]);
    const health = await service.rolloutHealth(oneEnvironment(), remote);
    return print(
      `${health.remote}@${health.version} in ${health.environment} (${health.status === 'active' ? 'running' : health.status}), stable ${health.stableVersion}\n${healthTable(health)}`,
      health,
    );
  }
  if (first === 'status') {
    const rollouts = await service.rollouts({ environments: options.env ?? [], all: options.all });
    const table = rollouts.length
      ? formatTable(
          ['ENVIRONMENT', 'REMOTE', 'CANARY', 'PERCENT', 'STABLE', 'SCHEDULE', 'STATUS', 'STARTED', 'BY'],
          rollouts.map((r) => [
            r.environment,
            r.remote,
            r.version,
            `${r.percent}%`,
            r.stable,
            r.steps
              ? `${r.steps.join(',')} every ${formatAge(new Date(0).toISOString(), new Date(r.intervalMs))}${r.nextStepAt ? `, next ${r.nextStepAt}` : ', done'}`
              : '',
            r.status === 'active' ? 'running' : `${r.status} by ${r.endedBy}`,
            formatAge(r.startedAt, now),
            r.startedBy,
          ]),
        )
      : 'No rollout is running.';
    const health = rollouts
      .filter((r) => r.health)
      .map(
        (r) =>
          `\n${r.remote}@${r.version} in ${r.environment}:\n${healthTable({ ...r.health, guardRails: r.guardRails })}`,
      );
    return print([table, ...health].join('\n'), { rollouts });
  }
  const environment = oneEnvironment();
  if (first === 'promote' || first === 'abort') {
    const remote = remoteName(rest[0]);
    const result =
      first === 'promote'
        ? await service.promoteRollout(environment, remote)
        : await service.abortRollout(environment, remote);
    return print(describeRollout(result), result);
  }
  const remote = remoteName(first);
  const version = rest[0];
  if (!version)
    throw new UsageError(`Say which version of ${remote} to roll out (pnpm release list ${remote})`);
  const scheduled = options.steps !== undefined;
  if (scheduled === (options.percent !== undefined)) {
    throw new UsageError('Say --percent <n>, or --steps 5,25,50,100 --interval <duration>');
  }
  if (scheduled && options.interval === undefined)
    throw new UsageError('--steps needs --interval <duration>');
  const result = await service.rollout(environment, remote, {
    version,
    guardRails: guardRailOptions(),
    ...(scheduled
      ? { steps: options.steps.split(',').map(Number), intervalMs: parseDuration(options.interval) }
      : { percent: Number(options.percent) }),
  });
  return print(describeRollout(result), result);
}

/** Where people open the app: a preview is opened there with its path. */
const APP_ORIGIN = (process.env.GAIDO_APP_URL || 'http://localhost:3000').replace(/\/+$/, '');

async function preview() {
  const [first, ...rest] = args;
  if (first === 'list') {
    const previews = await service.previews({ all: options.all });
    return print(
      previews.length
        ? formatTable(
            ['PREVIEW', 'BRANCH', 'BASE', 'BUILDS', 'STATE', 'EXPIRES', 'BY'],
            previews.map((p) => [
              p.name,
              p.branch,
              p.base,
              Object.entries(p.remotes)
                .map(([remote, version]) => `${remote}@${version}`)
                .join(', '),
              p.state === 'removed' ? `removed by ${p.removedBy}` : p.state,
              p.expiresAt,
              p.createdBy,
            ]),
          )
        : options.all
          ? 'No preview has been published.'
          : 'No preview is active (--all: the ended ones too).',
      { previews },
    );
  }
  if (first === 'remove') {
    const name = rest[0] ?? options.branch;
    if (!name) throw new UsageError('Say which preview: pnpm release preview remove <preview or branch>');
    const removed = await service.removePreview(name);
    return print(`Removed ${removed.name}: host servers stop serving it within seconds.`, removed);
  }
  if (!options.branch) throw new UsageError('Say which branch the build is from: --branch <name>');
  const list = options.env ?? [];
  if (list.length > 1) throw new UsageError('Give --env once: the environment the preview is based on');
  const base = list[0] ?? (releaseConnection().local ? 'local' : 'staging');
  const ttlMs = options.ttl === undefined ? undefined : parseDuration(options.ttl, '--ttl');
  const { remote, release } = await publishBuild(first);
  const result = await service.publishPreview({
    remote,
    version: release.version,
    branch: options.branch,
    base,
    ttlMs,
  });
  const url = `${APP_ORIGIN}${result.path}`;
  return print(
    [
      `${result.created ? 'Created' : 'Updated'} ${result.name}: ${remote}@${release.version} over the pins of ${result.base}, until ${result.expiresAt}.`,
      `Open it: ${url}`,
      `Journeys against it: GAIDO_APP_URL='${url}' pnpm test:e2e`,
    ].join('\n'),
    { ...result, url },
  );
}

async function main() {
  if (options.help || !command || command === 'help') return console.log(USAGE);
  switch (command) {
    case 'publish':
      return publish();
    case 'deploy-host':
      return deployHost();
    case 'list':
      return list();
    case 'status':
      return status();
    case 'audit':
      return audit();
    case 'verify':
      return verify();
    case 'show':
      return show();
    case 'pin': {
      const remote = remoteName(args[0]);
      const environment = oneEnvironment();
      if (!args[1]) throw new UsageError(`Say which version of ${remote} (pnpm release list ${remote})`);
      const { revision, basedOn } = await seenRevision(environment, remote);
      const result = await service.pin(environment, remote, {
        version: args[1],
        expectedRevision: revision,
        force: options.force,
      });
      warnForced(result);
      return print(describeChange(result, 'Pinned') + basedOnLine(basedOn, environment), {
        ...result,
        basedOn,
      });
    }
    case 'rollback': {
      const remote = remoteName(args[0]);
      const environment = oneEnvironment();
      const { revision, basedOn } = await seenRevision(environment, remote);
      const result = await service.rollback(environment, remote, { expectedRevision: revision });
      if (result.mismatches?.length) {
        console.error(`warning: ${remote}@${result.version} does not pass the compatibility gate any more:`);
        for (const message of result.mismatches) console.error(`  - ${message}`);
      }
      return print(describeChange(result, 'Rolled back to') + basedOnLine(basedOn, environment), {
        ...result,
        basedOn,
      });
    }
    case 'promote': {
      const remote = remoteName(args[0]);
      if (!options.from || !options.to) throw new UsageError('Say --from <env> --to <env>');
      const { revision, basedOn } = await seenRevision(options.to, remote);
      const result = await service.promote(options.to, remote, {
        from: options.from,
        expectedRevision: revision,
        force: options.force,
      });
      warnForced(result);
      return print(
        describeChange(result, `Promoted from ${options.from}:`) + basedOnLine(basedOn, options.to),
        { ...result, basedOn },
      );
    }
    case 'rollout':
      return rollout();
    case 'preview':
      return preview();
    case 'requests': {
      const requests = await service.forceRequests();
      return print(
        requests.length
          ? formatTable(
              ['ID', 'ENVIRONMENT', 'REMOTE', 'VERSION', 'ACTION', 'ASKED BY', 'WHEN', 'MISMATCHES'],
              requests.map((r) => [
                r.id,
                r.environment,
                r.remote,
                r.version,
                r.percent === undefined ? r.action : `${r.action} ${r.percent}%`,
                r.requestedBy,
                formatAge(r.requestedAt, now),
                r.mismatches.join('; '),
              ]),
            )
          : 'No forced pin is waiting for approval.',
        { requests },
      );
    }
    case 'approve': {
      if (!args[0]) throw new UsageError('Say which request: pnpm release requests');
      const result = await service.approve(args[0]);
      if (result.action?.startsWith('rollout-')) {
        return print(
          `Approved (asked by ${result.requestedBy}, approved by ${result.approvedBy}): ${describeRollout(result)}`,
          result,
        );
      }
      warnForced(result);
      return print(
        `Approved: ${result.remote}@${result.version} is pinned in ${result.environment} (asked by ${result.requestedBy}, approved by ${result.approvedBy}).`,
        result,
      );
    }
    case 'login': {
      if (!options.email) throw new UsageError('Say --email <email>; the password is read from stdin');
      const password = readFileSync(0, 'utf8').trim();
      const session = await service.login(options.email, password);
      return print(
        `Signed in as ${session.account.email} (${session.account.role}) until ${session.expiresAt}${session.idleMs ? `, or ${session.idleMs / 60_000} minutes unused` : ''}:\nexport GAIDO_RELEASE_URL=${service.url}\nexport GAIDO_RELEASE_TOKEN=${session.token}`,
        session,
      );
    }
    case 'whoami': {
      const me = await service.me();
      const ends = me.token?.idleExpiresAt
        ? `; this token ends at ${me.token.idleExpiresAt} unless used (at ${me.token.expiresAt} at the latest)`
        : me.token
          ? `; this token ends at ${me.token.expiresAt}`
          : '';
      return print(
        `${me.email} (${me.role}) on ${service.url}${releaseConnection().local && !process.env.GAIDO_RELEASE_TOKEN ? " — this machine's local admin" : ''}${ends}`,
        me,
      );
    }
    case 'logout': {
      if (options.all) {
        const result = await service.logoutEverywhere();
        return print(`Signed out everywhere: ${result.revoked} token(s) of ${result.email} revoked.`, result);
      }
      const result = await service.logout();
      return print('Signed out: this token no longer works. Unset GAIDO_RELEASE_TOKEN.', result);
    }
    case 'account':
      return account();
    default:
      throw new UsageError(`Unknown command "${command}"\n\n${USAGE}`);
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof ReleaseServiceError) && !(error instanceof UsageError)) throw error;
  const details = error.details ?? [];
  if (json)
    process.stdout.write(
      `${JSON.stringify({ error: error.message, code: error.code ?? 'usage', status: error.status, details, current: error.current })}\n`,
    );
  console.error(`✖ ${error.message}`);
  for (const line of details) console.error(`  - ${line}`);
  process.exit(error instanceof UsageError ? 2 : 1);
}
