// The global through which the host hands its Module Federation bundler runtime to the remotes. The
// host's runtime plugin sets it (@gaido/build-tooling/mf-provide-bundler-runtime), a remote built to take it
// reads it, and a build's description (./buildDescription.mjs) tells the gate which builds need it by
// finding this name in their scripts.
export const BUNDLER_RUNTIME_GLOBAL = '__GAIDO_MF_BUNDLER_RUNTIME__';

// The global through which the host hands the code every container starts with (its entry runtime) to
// the remotes (@gaido/build-tooling/mf-entry-runtime); found in scripts in the same way.
export const ENTRY_RUNTIME_GLOBAL = '__GAIDO_MF_ENTRY_RUNTIME__';
