// A build as the registry and the compatibility gate see it, read from its manifest and scripts.

/**
 * What the registry and the compatibility gate need to know about a build, from its manifest and its
 * build record (gaido-build.json, written by @gaido/build-tooling/platform-contract): the shared modules, the
 * exposes, the federation runtime it was built for, and the shared exports it uses of each package the
 * host shares cut down (`usesExports`; absent for a build from before builds recorded them), and the
 * singletons it carries no copy of and takes from the host alone (`takesFromHost`).
 * @param {any} manifest  its mf-manifest.json
 * @param {{ usesExports: Record<string, string[]>, takesFromHost?: string[] } | null} [buildRecord]  its gaido-build.json
 */
export function describeManifest(manifest, buildRecord = null) {
  return {
    federation: { runtime: manifest.metaData?.pluginVersion ?? null },
    shared: (manifest.shared ?? []).map((item) => ({
      name: item.name,
      version: item.version,
      requiredVersion: item.requiredVersion,
      singleton: Boolean(item.singleton),
      ...(item.strictVersion ? { strictVersion: true } : {}),
    })),
    exposes: (manifest.exposes ?? []).map((item) => item.path ?? `./${item.name}`),
    ...(buildRecord ? { usesExports: buildRecord.usesExports } : {}),
    ...(buildRecord?.takesFromHost?.length ? { takesFromHost: [...buildRecord.takesFromHost] } : {}),
  };
}
