// The default wiring: file registries (release/ for shared environments, .releases/registry/ for
// machine ones), builds in .releases/, the host record in host/dist. Replace a piece here to move
// the registry to an object store or a database; nothing else needs to change.
import { REMOTES } from '../../../tooling/federation.mjs';
import { HOST_DIST, MACHINE_REGISTRY_DIR, REGISTRY_DIR, RELEASES_DIR } from '../paths.mjs';
import { readRelease } from '../publish.mjs';
import { whoAmI } from './actor.mjs';
import { loadEnvironments } from './environments.mjs';
import { readHostRecord } from './hostRecord.mjs';
import { createRoutedRegistry, FileRegistry } from './registry.mjs';
import { createReleaseManager } from './releaseManager.mjs';

export function createDefaultRegistry({ environments = loadEnvironments() } = {}) {
  return createRoutedRegistry({
    environments,
    repo: new FileRegistry(REGISTRY_DIR),
    machine: new FileRegistry(MACHINE_REGISTRY_DIR),
  });
}

export function createDefaultReleaseManager() {
  const environments = loadEnvironments();
  return createReleaseManager({
    remotes: REMOTES,
    environments,
    registry: createDefaultRegistry({ environments }),
    readRelease: (remote, version) => readRelease(remote, version, RELEASES_DIR),
    releasesDir: RELEASES_DIR,
    readHost: () => readHostRecord(HOST_DIST),
    actor: whoAmI(),
  });
}
