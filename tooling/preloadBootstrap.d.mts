import type { RsbuildPlugin } from '@rsbuild/core';
export declare function pluginPreloadBootstrap(options?: {
  chunkGroup?: string;
  deferredShared?: readonly string[];
}): RsbuildPlugin;
