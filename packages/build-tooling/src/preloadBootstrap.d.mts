import type { RsbuildPlugin } from '@rsbuild/core';

interface StatsChunk {
  id?: string | number | null;
  files?: readonly string[];
  siblings?: readonly (string | number)[];
  origins?: readonly { moduleName?: string | null }[];
}

export declare function isConsumeFallbackOnly(chunk: StatsChunk | undefined): boolean;
export declare function bootstrapPreloadFiles(input: {
  stats: {
    namedChunkGroups?: Record<string, { assets?: readonly { name: string }[] }>;
    chunks?: readonly StatsChunk[];
  };
  manifest?:
    | { shared?: readonly { name: string; assets?: { js?: { sync?: readonly string[] } } }[] }
    | undefined;
  chunkGroup?: string;
  deferredShared?: readonly string[];
}): string[];
export declare function pluginPreloadBootstrap(options?: {
  chunkGroup?: string;
  deferredShared?: readonly string[];
}): RsbuildPlugin;
