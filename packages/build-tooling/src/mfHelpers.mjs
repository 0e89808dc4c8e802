// The federation runtime's helpers (@module-federation/runtime/helpers), as the host's bundler runtime
// uses them: its start-up reads one, `global.getGlobalSnapshotInfoByModuleInfo`, to find the host's
// manifest snapshot for shared tree shaking, and the helpers object kept every other helper (the
// snapshot, share-scope and preload utilities) in the host's entry, 0.45 KB gzip on every page. The
// snapshot lookup is the runtime's own (runtime-core's global.js): `__FEDERATION__.moduleInfo` by
// `<name>:<version>`, else by a key with a type prefix, else by name when the versions agree. Nothing
// records snapshots in a host that reads no manifest (disableSnapshot), so it finds none, as the
// runtime's would. Production host builds take it in place of that module (runtimePartAliases in
// federation.mjs); packages/build-tooling/test/mfRuntimeParts.test.mjs checks that it exports what the
// runtime's does and every helper the installed bundler runtime reads.

/** runtime-core's getFMId. */
function moduleId(info) {
  if ('version' in info && info.version) return `${info.name}:${info.version}`;
  if ('entry' in info && info.entry) return `${info.name}:${info.entry}`;
  return `${info.name}`;
}

/** runtime-core's getInfoWithoutType: the key itself, else `<type>:<key>` for a type a key starts with. */
function withoutType(target, key) {
  if (target[key]) return target[key];
  for (const targetKey of Object.keys(target)) {
    const value = target[`${targetKey.split(':')[0]}:${key}`];
    if (value) return value;
  }
  return undefined;
}

function getGlobalSnapshotInfoByModuleInfo(info) {
  const snapshots = globalThis.__FEDERATION__?.moduleInfo ?? {};
  const found = withoutType(snapshots, moduleId(info));
  if (found) {
    if (!found.version && 'version' in info && info.version) found.version = info.version;
    return found;
  }
  if ('version' in info && info.version) {
    const { version, ...withoutVersion } = info;
    const byName = withoutType(snapshots, moduleId(withoutVersion));
    if (byName?.version === version) return byName;
  }
  return undefined;
}

export const global = { getGlobalSnapshotInfoByModuleInfo };
export const share = {};
export const utils = {};
export default { global, share, utils };
