/// <reference types="@rsbuild/core/types" />

/** The SHA-384 of MapLibre's worker script, written by the build (rsbuild.config.ts); absent in unit tests. */
declare const __MAPLIBRE_WORKER_INTEGRITY__: string | undefined;
