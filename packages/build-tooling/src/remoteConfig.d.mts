import type { RemoteName } from './federation.mjs';

/** A remote's whole Rsbuild config; `tools`, `output` and `source` add what is the remote's own. */
export declare function remoteRsbuildConfig(options: {
  name: RemoteName;
  appDir: string;
  exposes: Record<string, string>;
  title: string;
  tools?: Record<string, unknown>;
  output?: Record<string, unknown>;
  source?: Record<string, unknown>;
}): import('@rsbuild/core').RsbuildConfig;
