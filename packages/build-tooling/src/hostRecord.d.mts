// Types for the host's rsbuild.config.ts, which registers the plugin that writes host-release.json.
export interface HostRecord {
  version: string;
  commit: string;
  builtAt: string;
  singletons: string[];
  shared: Record<string, { version: string; requiredVersion: string }>;
  /** Package -> the exports the host's shared copy carries (the platform contract it was built with). */
  providesExports?: Record<string, string[]>;
  requiredModules: Record<string, string[]>;
  routes?: RouteModules[];
  federation?: { runtime: string | null };
}
/** A route of the host's table with the remote modules its page renders. */
export interface RouteModules {
  path: string;
  modules: { remote: string; module: string }[];
}
export declare function describeHost(options: {
  hostDir: string;
  requiredModules: Record<string, string[]>;
  routes?: RouteModules[];
  now?: Date;
  contract?: import('./platformContract.mjs').PlatformContract;
}): HostRecord;
export declare function pluginHostReleaseRecord(options: {
  requiredModules: Record<string, string[]>;
  routes?: RouteModules[];
}): {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: the Rsbuild plugin API is typed by @rsbuild/core where it is used
  setup(api: any): void;
};
export declare function findRemoteModuleUsages(srcDir: string): Record<string, string[]>;
export declare function mergeModuleLists(...lists: Record<string, string[]>[]): Record<string, string[]>;
