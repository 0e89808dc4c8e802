import type { RsbuildPlugin } from '@rsbuild/core';

export declare const STANDALONE_RUNTIME_NAME: string;
/** index.html with `src` loaded before every other script. */
export declare function withRuntimeScript(html: string, src: string): string;
/** Builds the federation runtime a remote's production standalone page loads first (dist/index.html). */
export declare function pluginStandaloneRuntime(): RsbuildPlugin;
