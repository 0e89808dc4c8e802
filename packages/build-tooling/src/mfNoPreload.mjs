// Runtime-core's asset preloading, as a host that reads no manifest uses it: not at all. Its only callers
// in the host's build are `preloadRemote` and the runtime's helpers, which need a remote's manifest
// ("snapshot") to know what to preload, and the host's build leaves manifests out (disableSnapshot in
// federation.mjs); the document's preload hints fetch a page's remote files instead. Production host
// builds take this in place of runtime-core's utils/preload.js (runtimePartAliases in federation.mjs);
// packages/build-tooling/test/mfRuntimeParts.test.mjs checks that it exports what that file does.
function unavailable() {
  throw new Error(
    'This host reads no remote manifest (disableSnapshot): the federation runtime cannot preload a remote; the document preloads its files',
  );
}

export const defaultPreloadArgs = unavailable;
export const formatPreloadArgs = unavailable;
export const normalizePreloadExposes = unavailable;
export const preloadAssets = unavailable;
