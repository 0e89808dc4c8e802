// Stands in for host/src/platform/federationRuntime.ts in the monolith: the same loadRemoteModule
// contract, served by dynamic imports of the remotes' source instead of the federation runtime.
import type { RemoteName } from '../../../host/src/platform/remotesFile';
import { remotePages } from './remotePages.generated';

type PageLoader = () => Promise<unknown>;

export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const load = (remotePages as Record<string, PageLoader>)[`${remote}/${module}`];
  if (!load) throw new Error(`${remote} does not expose ${module}`);
  return (await load()) as T;
}

export function isRemoteRegistered(): boolean {
  return true;
}

/** The monolith has no live record of remotes (window.__GAIDO_REMOTES__) to mark a page's failure in. */
export function recordRemoteFailure(): void {}

/** Nor a health report per remote version to time a first render for. */
export function recordRemoteRendered(): void {}
