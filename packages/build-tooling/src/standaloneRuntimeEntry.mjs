// What a remote's standalone page (its production dist/index.html) runs before the remote's own entry
// (packages/build-tooling/src/standaloneRuntime.mjs). In production a remote leaves Module Federation's runtime out
// of its build and uses the host's (`externalRuntime`, packages/build-tooling/src/mfHostBundlerRuntime.mjs); alone, without a
// host, this file provides the same two things the host does: runtime-core, as the host's
// `provideExternalRuntime` does, the bundler runtime, as packages/build-tooling/src/mfProvideBundlerRuntime.mjs does, and
// the containers' entry runtime, as the host's build does (packages/build-tooling/src/mfEntryRuntime.mjs).
// The specifiers are aliases the plugin points at the federation packages the remote builds with.

import { ENTRY_RUNTIME_GLOBAL } from '@gaido/release-core/bundler-runtime-global';
import federation from 'gaido-standalone-bundler-runtime';
import entryRuntime from 'gaido-standalone-entry-runtime';
import * as runtimeCore from 'gaido-standalone-runtime-core';
import { BUNDLER_RUNTIME_GLOBAL } from './mfProvideBundlerRuntime.mjs';

const global = runtimeCore.Global;
if (!global._FEDERATION_RUNTIME_CORE) {
  global._FEDERATION_RUNTIME_CORE = runtimeCore;
  global._FEDERATION_RUNTIME_CORE_FROM = { name: 'gaido_standalone', version: RUNTIME_VERSION };
}
globalThis[BUNDLER_RUNTIME_GLOBAL] ??= {
  bundlerRuntime: federation.bundlerRuntime,
  attachShareScopeMap: federation.attachShareScopeMap,
};
globalThis[ENTRY_RUNTIME_GLOBAL] ??= entryRuntime;
