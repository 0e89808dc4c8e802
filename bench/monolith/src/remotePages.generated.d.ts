// Written in memory at build time from the remotes' exposes maps (see ../rsbuild.config.ts).
export declare const remotePages: Record<string, () => Promise<unknown>>;
