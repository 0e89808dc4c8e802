import type { RsbuildPlugin } from '@rsbuild/core';

export interface Startup {
  chunkGroups?: readonly string[];
  sharedModules?: boolean;
  deferredShared?: readonly string[];
}

export declare const COMPILE_HINT: string;
export declare function runsAtStartup(
  chunk: {
    canBeInitial(): boolean;
    groupsIterable: Iterable<{
      name?: string | null;
      origins?: readonly { module?: { identifier(): string } | null }[];
    }>;
  },
  startup?: Startup,
): boolean;
export declare function hasCompileHint(code: string): boolean;
export declare function pluginCompileHints(startup?: Startup): RsbuildPlugin;
