// The compatibility gate: a remote build may be pinned only if the host can run it.
// - every singleton the host shares must be shared by the remote as a singleton too (otherwise the
//   remote bundles a second React, router or session store); a singleton the host shares "where used"
//   (@gaido/shared/favorites) is checked the same way in the remotes that share it. A build whose record
//   says it takes a singleton from the host alone (`import: false`) carries no copy of it, so its
//   manifest may leave it out when the remote does not import it itself;
// - the host's version of each singleton must satisfy the remote's requiredVersion by semver: with
//   'loaded-first' the host's copy is the one the remote gets;
// - the remote must expose every module the host's route table loads from it;
// - the remote runs on the host's Module Federation runtime-core (production remotes build with
//   Module Federation's `externalRuntime`, the host with `provideExternalRuntime`), so it must have been
//   built with the same version;
// - every export the remote uses of a package the host shares cut down (react-router-dom,
//   @tanstack/react-query, zod/mini members) must be one the host provides: the host's record names those
//   of the platform contract it was built with, which may be older than the one the remote was built with.
// A pure function of the release's metadata and the host's record: the caller picks the record of the
// host deployed in the environment it pins.
import semver from 'semver';

/**
 * @typedef {object} Mismatch
 * @property {'shared-missing' | 'not-singleton' | 'version' | 'no-range' | 'expose-missing' | 'shared-unknown' | 'federation-runtime' | 'export-missing'} kind
 * @property {string} name     the package or module concerned
 * @property {string} message  one line a release manager can act on
 */

/**
 * @param {{ remote: string, shared: { name: string, version?: string, requiredVersion?: string | false, singleton?: boolean }[], exposes: string[], federation?: { runtime: string | null }, usesExports?: Record<string, string[]>, takesFromHost?: string[] }} release
 * @param {import('./hostRecord.mjs').HostRecord} host
 * @returns {Mismatch[]} empty when compatible
 */
export function checkCompatibility(release, host) {
  /** @type {Mismatch[]} */
  const mismatches = [];
  const sharedByName = new Map(release.shared.map((item) => [item.name, item]));
  const takenFromHost = new Set(release.takesFromHost ?? []);
  const whereUsed = (host.singletonsWhereUsed ?? []).filter((name) => sharedByName.has(name));
  for (const name of [...host.singletons, ...whereUsed]) {
    const provided = host.shared[name]?.version;
    const item = sharedByName.get(name);
    if (!item) {
      if (takenFromHost.has(name)) continue;
      mismatches.push({
        kind: 'shared-missing',
        name,
        message: `${name}: not shared by ${release.remote}, so it would run its own copy beside the host's ${provided}`,
      });
      continue;
    }
    if (!item.singleton) {
      mismatches.push({
        kind: 'not-singleton',
        name,
        message: `${name}: shared without singleton: true, so two copies could load`,
      });
    }
    const range = typeof item.requiredVersion === 'string' ? item.requiredVersion.trim() : '';
    if (!range || !semver.validRange(range)) {
      mismatches.push({
        kind: 'no-range',
        name,
        message: `${name}: requiredVersion ${JSON.stringify(item.requiredVersion ?? null)} is not a semver range (a workspace:* left in?)`,
      });
      continue;
    }
    if (!provided || !semver.satisfies(provided, range)) {
      mismatches.push({
        kind: 'version',
        name,
        message: `${name}: ${release.remote} requires ${range}, the host provides ${provided ?? 'nothing'}`,
      });
    }
  }
  // A @gaido/shared subpath the build shares as a singleton but the host does not (an old build of a
  // subpath since renamed or split) would run a second copy of whatever state it holds.
  const provided = new Set([...host.singletons, ...(host.singletonsWhereUsed ?? [])]);
  for (const item of release.shared) {
    if (item.singleton && item.name.startsWith('@gaido/shared/') && !provided.has(item.name)) {
      mismatches.push({
        kind: 'shared-unknown',
        name: item.name,
        message: `${item.name}: shared by ${release.remote} as a singleton the host does not provide, so it would run a second copy`,
      });
    }
  }
  mismatches.push(...federationRuntimeMismatches(release, host));
  mismatches.push(...exportMismatches(release, host));
  const exposed = new Set(release.exposes);
  for (const module of host.requiredModules[release.remote] ?? []) {
    if (!exposed.has(module)) {
      mismatches.push({
        kind: 'expose-missing',
        name: module,
        message: `${module}: not exposed by this build, but the host's route table loads it`,
      });
    }
  }
  return mismatches;
}

/**
 * A build published before releases recorded their federation runtime is judged as before. Builds
 * published when remotes took the bundler runtime and the containers' start-up code from the host (their
 * records say `hostBundlerRuntime` or `hostEntryRuntime`) run on no host built since: refused.
 * @returns {Mismatch[]}
 */
function federationRuntimeMismatches(release, host) {
  const built = release.federation;
  if (!built) return [];
  const mismatches = [];
  const hostRuntime = host.federation?.runtime;
  if (built.runtime && hostRuntime && built.runtime !== hostRuntime) {
    mismatches.push({
      kind: 'federation-runtime',
      name: 'Module Federation runtime',
      message: `Module Federation runtime: ${release.remote} was built with ${built.runtime}, the host runs ${hostRuntime}; a remote runs on the host's runtime, so both must be built with the same version`,
    });
  }
  if (built.hostBundlerRuntime || built.hostEntryRuntime) {
    mismatches.push({
      kind: 'federation-runtime',
      name: 'Module Federation bundler runtime',
      message: `Module Federation bundler runtime: this build of ${release.remote} takes it from the host, which hosts no longer provide (publish a new build)`,
    });
  }
  return mismatches;
}

/**
 * The exports a release uses that the host does not provide, one mismatch each. A release published
 * before builds recorded their exports is judged as before; a host record from before the platform
 * contract provides no list to check against, so a release that records its exports is refused.
 * @returns {Mismatch[]}
 */
function exportMismatches(release, host) {
  const used = release.usesExports;
  if (!used) return [];
  const provided = host.providesExports;
  if (!provided) {
    const count = Object.values(used).reduce((sum, names) => sum + names.length, 0);
    if (count === 0) return [];
    return [
      {
        kind: 'export-missing',
        name: 'platform contract',
        message: `platform contract: ${release.remote} uses shared exports, and this environment's host was built before the platform contract, so it records none it provides (deploy a host built with platform-contract.json, then pin)`,
      },
    ];
  }
  /** @type {Mismatch[]} */
  const mismatches = [];
  for (const [pkg, names] of Object.entries(used)) {
    // A package the host's record lists no exports of is not cut down by that host: it provides it whole
    // (whether it shares it at all is the singleton check's business).
    if (!Array.isArray(provided[pkg])) continue;
    const available = new Set(provided[pkg]);
    for (const name of names) {
      if (available.has(name)) continue;
      mismatches.push({
        kind: 'export-missing',
        name: `${pkg} ${name}`,
        message: `${pkg} ${name}: used by ${release.remote}, not provided by this environment's host (add it to platform-contract.json, deploy the host, then pin)`,
      });
    }
  }
  return mismatches;
}
