// The commit a build comes from. Node's own modules only: the release CLI runs from checkouts that
// have installed nothing.
import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';
import { ROOT } from './paths.mjs';

/** What every app's build reads besides its own folder: a change in them changes the build. */
export const BUILD_INPUTS = [
  'shared',
  'packages/build-tooling',
  'packages/release-core',
  'packages/workspace',
  'platform-contract.json',
];

function git(args) {
  try {
    return execFileSync('git', args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** The commit a build came from, and whether the sources it depends on had uncommitted changes. */
export function gitSource(pkgDir) {
  const commit = git(['rev-parse', '--short=12', 'HEAD']) ?? 'unknown';
  const status = git(['status', '--porcelain', '--', relative(ROOT, pkgDir), ...BUILD_INPUTS]);
  return { commit, dirty: Boolean(status) };
}
