// What `pnpm start` and `pnpm start:production` do as a release manager would: record this checkout's
// host build as deployed in the given environments, then publish each remote's build and pin it.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { assertPublishable } from '../../build-tooling/src/platformContract.mjs';
import { readBuildDir, uploadBody } from '../../release-core/src/buildFiles.mjs';
import { REMOTES } from '../../workspace/src/apps.mjs';
import { gitSource } from '../../workspace/src/gitSource.mjs';
import { ROOT } from '../../workspace/src/paths.mjs';

/**
 * The upload of a remote's build folder: its files, its package version, the commit it came from and
 * its build time (its manifest's). Refused first when the remote's sources or the build's record break
 * the platform contract (assertPublishable), so no publish path uploads such a build.
 * @param {string} remote  federation name
 * @param {string} distDir
 * @param {{ version?: string }} [options]  a version to name instead of the derived one
 */
export function uploadOf(remote, distDir, { version } = {}) {
  const pkgDir = join(ROOT, REMOTES[remote]);
  const checked = assertPublishable({ appDir: pkgDir, distDir });
  if (checked.note) console.error(`! ${checked.note}`);
  const source = gitSource(pkgDir);
  return uploadBody({
    files: readBuildDir(distDir),
    packageVersion: JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).version,
    version,
    commit: source.commit,
    dirty: source.dirty,
    builtAt: statSync(join(distDir, 'mf-manifest.json')).mtime.toISOString(),
  });
}

/**
 * @param {ReturnType<typeof import('../../release-core/src/client.mjs').createReleaseClient>} service
 * @param {{ hostEnvironments: string[], pinEnvironment: string, log?: (line: string) => void }} options
 */
export async function releaseThisCheckout(service, { hostEnvironments, pinEnvironment, log = console.log }) {
  const hostRecord = JSON.parse(readFileSync(join(ROOT, 'host', 'dist', 'host-release.json'), 'utf8'));
  for (const environment of hostEnvironments) await service.deployHost(environment, hostRecord);
  for (const remote of Object.keys(REMOTES)) {
    const { created, release } = await service.publish(
      remote,
      uploadOf(remote, join(ROOT, REMOTES[remote], 'dist')),
    );
    const revision = await service.revisionOf(pinEnvironment, remote);
    const pinned = await service.pin(pinEnvironment, remote, {
      version: release.version,
      expectedRevision: revision,
    });
    log(
      `${created ? 'Published' : 'Already published'} ${remote}@${release.version}${pinned.changed ? `, pinned in ${pinEnvironment}` : ''}`,
    );
  }
}
