import type { RsbuildPlugin } from '@rsbuild/core';
export declare const ENTRY_RUNTIME_GLOBAL: string;
export declare function pluginEntryRuntime(options: { role: 'provide' | 'take' }): RsbuildPlugin;
