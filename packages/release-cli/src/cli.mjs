#!/usr/bin/env node
// `pnpm release`: a client of the release service. Publish remotes immutably, record the host each
// environment runs, pin, promote, roll back, and see what is live, from any machine. The rules (the
// gate, roles, conditional changes, the audit log) live in the service (release-service/).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ReleaseServiceError } from '../../../release-service/src/client.mjs';
import { REMOTES } from '../../workspace/src/apps.mjs';
import { ROOT } from '../../workspace/src/paths.mjs';
import { connectReleaseService, releaseConnection } from './connection.mjs';
import { compatibilityCell, formatAge, formatTable } from './format.mjs';
import { uploadOf } from './releaseBuilds.mjs';

const USAGE = `Usage: pnpm release <command> [options]

  publish <remote> [--no-build] [--dist <dir>] [--version <v>]  build the remote and upload it: an immutable version
  deploy-host --env <env> [--dist <dir>]            record the host build an environment now runs (the gate checks against it)
  list <remote>                                     published versions, newest first, and where each is pinned
  pin <remote> <version> --env <env> [--force]      pin a version in an environment (compatibility gate)
  rollback <remote> --env <env>                     back to the version pinned before the current one
  promote <remote> --from <env> --to <env> [--force]  pin in --to what --from pins (compatibility gate)
  requests                                          forced production pins waiting for a second release-admin
  approve <request-id>                              apply one of them (a release-admin other than its author)
  status [--env <env>]... [--all]                   environment x remote: version, commit, age, compatibility
  audit [--env <env>] [--remote <remote>] [--limit <n>]  who changed what, when
  login --email <email>                             read a password from stdin, print a token for GAIDO_RELEASE_TOKEN
  whoami                                            the account of the token in use

  --json    print a machine-readable result on stdout
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
    dist: { type: 'string' },
    version: { type: 'string' },
    email: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
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

async function publish() {
  const remote = remoteName(args[0]);
  if (!REMOTES[remote])
    throw new ReleaseServiceError(`Unknown remote "${args[0]}". Remotes: ${Object.keys(REMOTES).join(', ')}`);
  const pkgDir = join(ROOT, REMOTES[remote]);
  const distDir = options.dist ? resolve(process.cwd(), options.dist) : join(pkgDir, 'dist');
  if (!options['no-build'] && !options.dist) buildRemote(remote);
  if (!existsSync(join(distDir, 'mf-manifest.json'))) {
    throw new ReleaseServiceError(
      `${distDir} holds no build of ${remote} (no mf-manifest.json): build it, or name one with --dist`,
    );
  }
  const { created, release } = await service.publish(
    remote,
    uploadOf(remote, distDir, { version: options.version }),
  );
  const lines = [
    created
      ? `Published ${remote}@${release.version} (commit ${release.commit}${release.dirty ? ', uncommitted changes' : ''}) to ${service.url}`
      : `${remote}@${release.version} is already published: identical content, nothing written.`,
    `Next: pnpm release pin ${remote} ${release.version} --env staging`,
  ];
  print(lines.join('\n'), { remote, version: release.version, created, release });
}

async function deployHost() {
  const environment = oneEnvironment();
  const dist = options.dist ? resolve(process.cwd(), options.dist) : join(ROOT, 'host', 'dist');
  const file = join(dist, 'host-release.json');
  if (!existsSync(file))
    throw new ReleaseServiceError(`${file} is missing: build the host first (pnpm --filter host build)`);
  const host = await service.deployHost(environment, JSON.parse(readFileSync(file, 'utf8')));
  print(
    `Recorded the host of ${environment}: commit ${host.record.commit}, built ${host.record.builtAt}. Pins there are now checked against it.`,
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
    ['ENVIRONMENT', 'REMOTE', 'VERSION', 'COMMIT', 'BUILT', 'PINNED', 'BY', 'COMPATIBILITY'],
    shown.map((row) =>
      row.pinned
        ? [
            row.environment,
            row.remote,
            row.version,
            row.commit ?? '?',
            formatAge(row.builtAt, now),
            formatAge(row.pinnedAt, now),
            row.pinnedBy ?? '',
            compatibilityCell(row),
          ]
        : [row.environment, row.remote, '(not pinned)', '', '', '', '', ''],
    ),
  );
  const note = empty.length ? `\nNothing pinned in: ${empty.join(', ')}` : '';
  print(`Release service: ${service.url}\n${table}${note}`, { service: service.url, rows });
}

async function audit() {
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
    case 'pin': {
      const remote = remoteName(args[0]);
      const environment = oneEnvironment();
      if (!args[1]) throw new UsageError(`Say which version of ${remote} (pnpm release list ${remote})`);
      const result = await service.pin(environment, remote, {
        version: args[1],
        expectedRevision: await service.revisionOf(environment, remote),
        force: options.force,
      });
      warnForced(result);
      return print(describeChange(result, 'Pinned'), result);
    }
    case 'rollback': {
      const remote = remoteName(args[0]);
      const environment = oneEnvironment();
      const result = await service.rollback(environment, remote, {
        expectedRevision: await service.revisionOf(environment, remote),
      });
      if (result.mismatches?.length) {
        console.error(`warning: ${remote}@${result.version} does not pass the compatibility gate any more:`);
        for (const message of result.mismatches) console.error(`  - ${message}`);
      }
      return print(describeChange(result, 'Rolled back to'), result);
    }
    case 'promote': {
      const remote = remoteName(args[0]);
      if (!options.from || !options.to) throw new UsageError('Say --from <env> --to <env>');
      const result = await service.promote(options.to, remote, {
        from: options.from,
        expectedRevision: await service.revisionOf(options.to, remote),
        force: options.force,
      });
      warnForced(result);
      return print(describeChange(result, `Promoted from ${options.from}:`), result);
    }
    case 'requests': {
      const requests = await service.forceRequests();
      return print(
        requests.length
          ? formatTable(
              ['ID', 'ENVIRONMENT', 'REMOTE', 'VERSION', 'ASKED BY', 'WHEN', 'MISMATCHES'],
              requests.map((r) => [
                r.id,
                r.environment,
                r.remote,
                r.version,
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
        `Signed in as ${session.account.email} (${session.account.role}) until ${session.expiresAt}:\nexport GAIDO_RELEASE_URL=${service.url}\nexport GAIDO_RELEASE_TOKEN=${session.token}`,
        session,
      );
    }
    case 'whoami': {
      const me = await service.me();
      return print(
        `${me.email} (${me.role}) on ${service.url}${releaseConnection().local && !process.env.GAIDO_RELEASE_TOKEN ? " — this machine's local admin" : ''}`,
        me,
      );
    }
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
