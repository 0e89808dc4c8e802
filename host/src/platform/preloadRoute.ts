/**
 * Preloads the remote modules of the page being opened as soon as the remotes file is read, before
 * React renders. Without it the manifest, remoteEntry.js and the exposed chunk are requested
 * one after the other only once the route's lazy component renders; with it they load while the
 * host's own chunks do. A failure is left to the route itself (RemotePage shows its fallback).
 */
import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleRef } from './RemotePage';
import { remoteModulesForPath } from './routeModules';

export { isRemotePagePath, remoteModulesForPath, routeParamsForPath } from './routeModules';

export function preloadRouteRemotes(
  pathname: string,
  isRegistered: (remote: RemoteModuleRef['remote']) => boolean,
  preload: typeof preloadRemote = preloadRemote,
): RemoteModuleRef[] {
  const modules = remoteModulesForPath(pathname).filter((ref) => isRegistered(ref.remote));
  if (modules.length === 0) return modules;
  const byRemote = new Map<string, string[]>();
  for (const { remote, module } of modules) byRemote.set(remote, [...(byRemote.get(remote) ?? []), module]);
  // Only the exposed modules' own files: the shared singletons come from the host.
  preload(
    [...byRemote].map(([nameOrAlias, exposes]) => ({
      nameOrAlias,
      exposes,
      resourceCategory: 'sync' as const,
      share: false,
      depsRemote: false,
    })),
  ).catch((error: unknown) => {
    console.warn('[gaido] preloading the page failed; it loads on demand', error);
  });
  return modules;
}
