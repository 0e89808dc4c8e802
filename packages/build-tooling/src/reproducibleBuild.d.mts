import type { RsbuildPlugin } from '@rsbuild/core';
export declare function pluginReproducibleBuild(): RsbuildPlugin;
export declare const IMPORT_META_URL_LOADER: string;
