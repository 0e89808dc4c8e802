// Types for the apps' rsbuild.config.ts, which register the plugin that writes gaido-build.json.
export interface PlatformContract {
  singletons: Record<string, string>;
  singletonsWhereUsed: Record<string, string>;
  providedExports: Record<string, string[]>;
}
export interface BuildRecord {
  app: string;
  contract: string;
  usesExports: Record<string, string[]>;
  takesFromHost?: string[];
  providesExports: Record<string, string[]>;
}
export declare const CONTRACT_FILE: string;
export declare const HOW_TO_ADD_AN_EXPORT: string;
export declare const NAMESPACE_IMPORTED: readonly string[];
export declare const BUILD_RECORD_FILE: string;
export declare function validateContract(value: unknown, source?: string): PlatformContract;
export declare function readContract(file?: string): PlatformContract;
export declare function contractDigest(contract: PlatformContract): string;
export declare function sourceFiles(dir: string): string[];
export declare function appSourceRoots(appDir: string): string[];
export declare function describeAppBuild(
  appDir: string,
  options?: { contract?: PlatformContract; roots?: string[] },
): BuildRecord;
export declare function assertAppWithinContract(
  appDir: string,
  options?: { contract?: PlatformContract; roots?: string[] },
): Record<string, string[]>;
export declare function readBuildRecord(distDir: string): BuildRecord | null;
export declare function assertPublishable(options: {
  appDir: string;
  distDir: string;
  contract?: PlatformContract;
}): { sourcesChecked: boolean; note?: string };
export declare function pluginBuildRecord(options?: { takesFromHost?: string[] }): {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: the Rsbuild plugin API is typed by @rsbuild/core where it is used
  setup(api: any): void;
};
