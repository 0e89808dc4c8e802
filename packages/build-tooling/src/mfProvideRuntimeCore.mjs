// Stands in, in the host's production build, for @module-federation/inject-external-runtime-core-plugin,
// which `provideExternalRuntime` adds: it publishes runtime-core on `_FEDERATION_RUNTIME_CORE` for the
// remotes, which leave their own copy out (`externalRuntime`). The package publishes runtime-core's whole
// namespace, which keeps every export in the host's entry; a remote reads only the members below (its
// @module-federation/runtime wrapper and the stand-in bundler runtime, ./mfHostBundlerRuntime.mjs), so
// the rest of runtime-core that the host itself never calls is left out (0.24 KB gzip on every page). A test
// reads the built remotes and fails when one reads a member not listed (test/runtimeCoreMembers.test.mjs).
import {
  CurrentGlobal,
  Global,
  getGlobalFederationConstructor,
  getRemoteEntry,
  ModuleFederation,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from 'gaido-federation-runtime-core';

/** What a production remote reads of the host's runtime-core. */
export const REMOTE_RUNTIME_CORE_MEMBERS = Object.freeze({
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  ModuleFederation,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
});

// The same checks as the package's plugin: one runtime-core on the page, the first one published (the
// host's, or a remote's standalone page's, packages/build-tooling/src/standaloneRuntimeEntry.mjs).
export default function provideRuntimeCorePlugin() {
  return {
    name: 'inject-external-runtime-core-plugin',
    beforeInit(args) {
      const global = Global;
      if (!global || typeof global !== 'object') return args;
      const name = args.options.name;
      const version = args.origin.version;
      const from = global._FEDERATION_RUNTIME_CORE_FROM;
      if (global._FEDERATION_RUNTIME_CORE && from && (from.name !== name || from.version !== version)) {
        console.warn(
          `Module Federation runtime-core was already published by ${from.name}@${from.version}; ${name}@${version} uses that one`,
        );
        return args;
      }
      global._FEDERATION_RUNTIME_CORE = REMOTE_RUNTIME_CORE_MEMBERS;
      global._FEDERATION_RUNTIME_CORE_FROM = { version, name };
      return args;
    },
  };
}
