// biome-ignore-all lint/suspicious/noExplicitAny: the plugin options and Rsbuild settings are typed by the configs that consume them
export declare const SINGLETONS: readonly string[];
export declare const SUBPATH_SINGLETONS: Readonly<Record<string, string>>;
export declare const PORTS: {
  host: number;
  mfe_tours: number;
  mfe_gems: number;
  mfe_account: number;
  mfe_onboarding: number;
  cdn: number;
  api: number;
};
export declare const REMOTES: {
  mfe_tours: string;
  mfe_gems: string;
  mfe_account: string;
  mfe_onboarding: string;
};
export type RemoteName = keyof typeof REMOTES;
export declare function sharedDependencies(
  appDir: string,
  options?: { contract?: import('./platformContract.mjs').PlatformContract },
): Record<string, Record<string, unknown>>;
export declare function singletonsTakenFromHost(
  shared: Record<string, { singleton?: boolean; import?: string | false }>,
  mode?: string,
): string[];
export declare function remoteSharedDependencies(
  appDir: string,
  mode?: string,
): Record<string, Record<string, unknown>>;
export declare function remoteFederationOptions(options: {
  name: RemoteName;
  appDir: string;
  exposes: Record<string, string>;
}): any;
export declare function remoteRsbuildSettings(name: RemoteName): any;
export declare function remoteExperiments(mode?: string): {
  externalRuntime: boolean;
  optimization: { target: 'web' };
};
export declare const HOST_FEDERATION_EXPERIMENTS: {
  provideExternalRuntime: true;
  optimization: { target: 'web' };
};
export declare const TREE_SHAKEN_SHARED: readonly string[];
export declare function appSourceFiles(roots?: string[]): string[];
export declare const TREE_SHAKEN_NAMESPACES: Readonly<
  Record<string, { versionOf: string; module: string; file: string }>
>;
export declare function reexportedNames(file: string): string[];
export declare function namespaceShareKey(pkg: string, members: readonly string[]): string;
export declare function standInProblems(pkg: string, file: string, members: readonly string[]): string[];
/** Resolve settings of every production browser build: react-router's server-only packages left out. */
export declare function browserResolveSettings(mode?: string): { alias?: Record<string, false> };
/** An Rspack module rule: the federation packages' requests of each other resolve to their ES module builds. */
export declare const FEDERATION_PACKAGES_AS_ES_MODULES: {
  issuer: RegExp;
  resolve: { byDependency: { commonjs: { conditionNames: string[] } } };
};
/** The icon a remote's standalone page links (the host's). */
export declare const STANDALONE_FAVICON: string;
export declare const DOCUMENT_TEMPLATE: string;
