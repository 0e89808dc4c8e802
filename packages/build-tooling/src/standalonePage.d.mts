import type { RsbuildPlugin } from '@rsbuild/core';

export declare const STANDALONE_PROVIDER_NAME: string;
/** index.html with `src` loaded before every other script. */
export declare function withProviderScript(html: string, src: string): string;
/** Builds the provider a remote's production standalone page loads first (dist/index.html). */
export declare function pluginStandalonePage(options?: {
  name?: string;
  takesFromHost?: string[];
}): RsbuildPlugin;
