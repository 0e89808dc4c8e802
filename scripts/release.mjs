#!/usr/bin/env node
// `pnpm release`: publish remotes immutably, pin them per environment, roll back, promote, and see
// what is live. The rules live in lib/release/releaseManager.mjs; this file parses and prints.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES } from '../tooling/federation.mjs';
import { ROOT } from './lib/paths.mjs';
import { publishRemote } from './lib/publish.mjs';
import { createDefaultReleaseManager } from './lib/release/defaults.mjs';
import { ReleaseError } from './lib/release/errors.mjs';
import { compatibilityCell, formatAge, formatTable } from './lib/release/format.mjs';

const USAGE = `Usage: pnpm release <command> [options]

  publish <remote> [--no-build] [--dist <dir>]      build the remote and publish it to .releases/<remote>/<version>/
  list <remote>                                     published versions, newest first, and where each is pinned
  pin <remote> <version> --env <env> [--force]      pin a version in an environment (compatibility gate)
  rollback <remote> --env <env>                     back to the version pinned before the current one
  promote <remote> --from <env> --to <env> [--force]  pin in --to what --from pins (compatibility gate)
  status [--env <env>]... [--all]                   environment x remote: version, commit, age, compatibility
                                                    (--all adds the test environments)
  audit [--env <env>] [--remote <remote>] [--limit <n>]  who changed what, when

  --json    print a machine-readable result on stdout
  --force   pin despite the compatibility gate: printed loudly and recorded in the audit log

Remotes: ${Object.keys(REMOTES).join(', ')} (or their package names). Environments: release/environments.json.`;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: 'string', multiple: true },
    from: { type: 'string' },
    to: { type: 'string' },
    remote: { type: 'string' },
    limit: { type: 'string' },
    dist: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const [command, ...args] = positionals;
const json = options.json;
const now = new Date();

function print(text, result) {
  if (json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else console.log(text);
}

/** --env once: most commands act on exactly one environment. */
function oneEnvironment() {
  const list = options.env ?? [];
  if (list.length > 1) throw new ReleaseError('Give --env once for this command', { code: 'usage' });
  return list[0];
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

function warnRollbackMismatches(result) {
  if (!result.mismatches?.length) return;
  console.error(`warning: ${result.remote}@${result.version} does not pass the compatibility gate any more:`);
  for (const message of result.mismatches) console.error(`  - ${message}`);
}

function describeChange(result, verb) {
  if (!result.changed)
    return `${result.remote} is already at ${result.version} in ${result.environment}: nothing changed.`;
  const from = result.previous ? ` (was ${result.previous.version})` : '';
  return `${verb} ${result.remote}@${result.version} in ${result.environment}${from}. Live on the next page load.`;
}

async function main() {
  if (options.help || !command || command === 'help') {
    console.log(USAGE);
    return;
  }
  const manager = createDefaultReleaseManager();
  switch (command) {
    case 'publish': {
      const remote = manager.resolveRemote(args[0]);
      const distDir = options.dist ? resolve(process.cwd(), options.dist) : undefined;
      if (!options['no-build'] && !distDir) {
        const build = spawnSync('pnpm', ['--filter', REMOTES[remote], 'build'], {
          cwd: ROOT,
          // With --json stdout carries only the result.
          stdio: ['ignore', json ? process.stderr : 'inherit', 'inherit'],
        });
        if (build.status !== 0)
          throw new ReleaseError(`The build of ${remote} failed (exit ${build.status})`);
      }
      const published = publishRemote(remote, { distDir });
      await manager.recordPublish(published);
      const verdict = manager.gate(published.metadata);
      const lines = [
        published.created
          ? `Published ${remote}@${published.version} (commit ${published.metadata.commit}${published.metadata.dirty ? ', uncommitted changes' : ''})`
          : `${remote}@${published.version} is already published: identical content, nothing written.`,
        `  ${published.dir}`,
        verdict.mismatches.length
          ? `  Compatibility: NOT compatible with the host build:\n${verdict.mismatches.map((m) => `    - ${m}`).join('\n')}`
          : '  Compatibility: ok with the host build',
        `Next: pnpm release pin ${remote} ${published.version} --env staging`,
      ];
      print(lines.join('\n'), {
        remote,
        version: published.version,
        created: published.created,
        dir: published.dir,
        compatible: verdict.mismatches.length === 0,
        mismatches: verdict.mismatches,
        metadata: published.metadata,
      });
      return;
    }
    case 'list': {
      const remote = manager.resolveRemote(args[0]);
      const releases = manager.listReleases(remote);
      const rows = await manager.status({ all: true });
      const pinnedIn = (version) =>
        rows
          .filter((row) => row.remote === remote && row.version === version)
          .map((row) => row.environment)
          .join(', ');
      const table = releases.map((release) => {
        const verdict = manager.gate(release);
        return {
          version: release.version,
          commit: `${release.commit}${release.dirty ? '+dirty' : ''}`,
          built: formatAge(release.builtAt, now),
          published: formatAge(release.publishedAt, now),
          pinnedIn: pinnedIn(release.version),
          compatibility: verdict.mismatches.length ? `INCOMPATIBLE (${verdict.mismatches.length})` : 'ok',
          mismatches: verdict.mismatches,
        };
      });
      print(
        releases.length
          ? formatTable(
              ['VERSION', 'COMMIT', 'BUILT', 'PUBLISHED', 'PINNED IN', 'COMPATIBILITY'],
              table.map((row) => [
                row.version,
                row.commit,
                row.built,
                row.published,
                row.pinnedIn,
                row.compatibility,
              ]),
            )
          : `${remote} has no published version yet: pnpm release publish ${remote}`,
        { remote, releases: table },
      );
      return;
    }
    case 'pin': {
      const result = await manager.pin({
        remote: args[0],
        version: args[1],
        environment: oneEnvironment(),
        force: options.force,
      });
      warnForced(result);
      print(describeChange(result, 'Pinned'), result);
      return;
    }
    case 'rollback': {
      const result = await manager.rollback({ remote: args[0], environment: oneEnvironment() });
      warnRollbackMismatches(result);
      print(describeChange(result, 'Rolled back to'), result);
      return;
    }
    case 'promote': {
      const result = await manager.promote({
        remote: args[0],
        from: options.from,
        to: options.to,
        force: options.force,
      });
      warnForced(result);
      print(describeChange(result, `Promoted from ${options.from}:`), result);
      return;
    }
    case 'status': {
      const rows = await manager.status({ environments: options.env, all: options.all });
      const emptyEnvironments = [...new Set(rows.map((row) => row.environment))].filter((environment) =>
        rows.every((row) => row.environment !== environment || !row.pinned),
      );
      const shown = rows.filter((row) => !emptyEnvironments.includes(row.environment));
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
                (row.pinnedBy ?? '').replace(/\s*<.*>$/, ''),
                compatibilityCell(row),
              ]
            : [row.environment, row.remote, '(not pinned)', '', '', '', '', ''],
        ),
      );
      const note = emptyEnvironments.length ? `\nNothing pinned in: ${emptyEnvironments.join(', ')}` : '';
      print(`${table}${note}`, { rows });
      return;
    }
    case 'audit': {
      const environment = oneEnvironment();
      const remote = options.remote ? manager.resolveRemote(options.remote) : undefined;
      const entries = await manager.audit({
        environment,
        remote,
        limit: options.limit ? Number(options.limit) : 30,
      });
      print(
        formatTable(
          ['WHEN', 'WHO', 'ACTION', 'ENVIRONMENT', 'REMOTE', 'VERSION', 'FROM', 'NOTE'],
          entries.map((entry) => [
            entry.at,
            entry.by,
            entry.action,
            entry.environment ?? '',
            entry.remote,
            entry.version,
            entry.from ?? '',
            entry.forced ? `FORCED: ${(entry.mismatches ?? []).join('; ')}` : '',
          ]),
        ),
        { entries },
      );
      return;
    }
    default:
      throw new ReleaseError(`Unknown command "${command}"\n\n${USAGE}`, { code: 'usage' });
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  if (json)
    process.stdout.write(
      `${JSON.stringify({ error: error.message, code: error.code, details: error.details })}\n`,
    );
  console.error(`✖ ${error.message}`);
  for (const line of error.details) console.error(`  - ${line}`);
  process.exit(error.code === 'usage' ? 2 : 1);
}
