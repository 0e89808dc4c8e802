// Stand-in for @module-federation/webpack-bundler-runtime in a remote's production build: the
// functions come from the host (packages/build-tooling/src/mfProvideBundlerRuntime.mjs); everything that holds per-container
// state is created here, once per remote, as the real module does. `runtime` stays this container's own
// @module-federation/runtime wrapper (it keeps the container's instance in module state), cut to the two
// functions the bundler runtime calls on it: the whole namespace kept every other
// function and the runtime's error messages in each remoteEntry.js (0.8 KB gzip). A test fails when a
// version of the bundler runtime calls another (packages/build-tooling/test/hostBundlerRuntime.test.mjs).
import { getRemoteEntry, init } from '@module-federation/runtime';
// The host has no exposes, so its build leaves initContainerEntry out (FEDERATION_HAS_EXPOSES): a remote
// brings its own (~0.3 KB gzip).
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const provided = globalThis.__GAIDO_MF_BUNDLER_RUNTIME__;
if (!provided) {
  throw new Error(
    'This remote was built to run inside the Gaido host, which provides the Module Federation bundler runtime (packages/build-tooling/src/mfProvideBundlerRuntime.mjs), or from its own dist/index.html, which loads one first (packages/build-tooling/src/standaloneRuntime.mjs).',
  );
}

export default {
  runtime: { getRemoteEntry, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
