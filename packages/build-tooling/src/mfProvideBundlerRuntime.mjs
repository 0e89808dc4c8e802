// Host runtime plugin: hands the host's Module Federation bundler runtime to the remotes, so a
// remoteEntry.js does not bundle its own copy of @module-federation/webpack-bundler-runtime and the
// @module-federation/sdk and error-codes it pulls in (~9 KB gzip each). Remotes built for production
// replace the bundler runtime import with packages/build-tooling/src/mfHostBundlerRuntime.mjs, which reads it from here.
// Same contract as `provideExternalRuntime` / `externalRuntime` for runtime-core.
import { BUNDLER_RUNTIME_GLOBAL } from '@gaido/release-core/bundler-runtime-global';

export { BUNDLER_RUNTIME_GLOBAL };

export default function provideBundlerRuntimePlugin() {
  return {
    name: 'gaido-provide-bundler-runtime',
    beforeInit(args) {
      // The host container's own federation object (set up by its entry before init runs).
      const federation = __webpack_require__.federation;
      if (!globalThis[BUNDLER_RUNTIME_GLOBAL] && federation?.bundlerRuntime) {
        globalThis[BUNDLER_RUNTIME_GLOBAL] = {
          bundlerRuntime: federation.bundlerRuntime,
          attachShareScopeMap: federation.attachShareScopeMap,
        };
      }
      return args;
    },
  };
}
