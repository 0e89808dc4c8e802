// Runtime-core's snapshot handler, as a host that registers remotes by their remoteEntry.js uses it. The
// host's build leaves out the runtime's manifest plugins (disableSnapshot in federation.mjs), and with
// them every caller of the handler's manifest loading but one: `preloadRemote`, which the host never
// calls (the document's preload hints fetch a page's remote files). Runtime-core still constructs the
// handler, registers plugins on its hooks, and clears its manifest cache when a remote is registered
// again, so this keeps those and refuses the rest with a clear error. Production host builds take it in
// place of runtime-core's plugins/snapshot/SnapshotHandler.js (runtimePartAliases in federation.mjs);
// packages/build-tooling/test/mfRuntimeParts.test.mjs checks that it exports what that file does.
const NO_MANIFESTS =
  'This host loads remotes by their remoteEntry.js, and its federation runtime reads no manifest (disableSnapshot): preloadRemote and manifest remotes are not available';

/** A plugin system with no lifecycle of its own: a plugin registered on it has nothing to hook into. */
class NoHooks {
  constructor() {
    this.registerPlugins = {};
    this.lifecycle = {};
    this.lifecycleKeys = [];
  }

  applyPlugin(plugin) {
    if (plugin?.name && !this.registerPlugins[plugin.name]) this.registerPlugins[plugin.name] = plugin;
  }

  removePlugin(pluginName) {
    delete this.registerPlugins[pluginName];
  }
}

/**
 * Which snapshot a remote was matched to in the host's: none, since nothing records snapshots here
 * (removeRemote asks, to forget the match).
 */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}

export class SnapshotHandler {
  constructor(HostInstance) {
    this.HostInstance = HostInstance;
    this.loaderHook = HostInstance.loaderHook;
    this.manifestCache = new Map();
    this.hooks = new NoHooks();
  }

  async loadRemoteSnapshotInfo() {
    throw new Error(NO_MANIFESTS);
  }

  getGlobalRemoteInfo() {
    return getGlobalRemoteInfo();
  }
}
