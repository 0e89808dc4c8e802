/**
 * Preloads the remote modules of the page being opened as soon as the remotes file is read, before
 * React renders (issue 9). Without it the manifest, remoteEntry.js and the exposed chunk are requested
 * one after the other only once the route's lazy component renders; with it they load while the
 * host's own chunks do. A failure is left to the route itself (RemotePage shows its fallback).
 */
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { matchRoutes } from 'react-router-dom';
import { hostPagePlacements, routeTable } from '../routes/routeTable';
import type { RemoteModuleRef } from './RemotePage';

const matchable = routeTable.map((entry, index) => ({ path: entry.path, id: String(index) }));

/** The params of the route a path opens (`{ citySlug, tourSlug }`), as the page reads them. */
export function routeParamsForPath(pathname: string): Record<string, string | undefined> {
  return { ...(matchRoutes(matchable, pathname)?.at(-1)?.params ?? {}) };
}

/** The remote modules a path renders: its route's page, or the placements of a host page. */
export function remoteModulesForPath(pathname: string): RemoteModuleRef[] {
  const match = matchRoutes(matchable, pathname)?.at(-1);
  const entry = match ? routeTable[Number(match.route.id)] : undefined;
  if (!entry) return [];
  if ('remote' in entry) return [entry.remote];
  if ('host' in entry) return [...(hostPagePlacements[entry.host] ?? [])];
  return [];
}

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
