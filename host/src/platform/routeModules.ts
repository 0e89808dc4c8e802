/**
 * What the route table says about the page a path opens: its remote modules and its params. Needs no
 * federation runtime, so the monolith baseline (bench/monolith) starts its pages early the same way.
 */
import { matchRoutes } from 'react-router-dom';
import { placementsLoadedWithPage, routeTable } from '../routes/routeTable';
import type { RemoteModuleRef } from './RemotePage';

const matchable = routeTable.map((entry, index) => ({ path: entry.path, id: String(index) }));

/** The params of the route a path opens (`{ citySlug, tourSlug }`), as the page reads them. */
export function routeParamsForPath(pathname: string): Record<string, string | undefined> {
  return { ...(matchRoutes(matchable, pathname)?.at(-1)?.params ?? {}) };
}

/** The remote modules a path loads with its page: its route's page, or a host page's placements loaded with it. */
export function remoteModulesForPath(pathname: string): RemoteModuleRef[] {
  const match = matchRoutes(matchable, pathname)?.at(-1);
  const entry = match ? routeTable[Number(match.route.id)] : undefined;
  if (!entry) return [];
  if ('remote' in entry) return [entry.remote];
  if ('host' in entry) return placementsLoadedWithPage(entry.host);
  return [];
}

/** Whether a path opens a remote's page (not a host page that may place remote blocks). */
export function isRemotePagePath(pathname: string): boolean {
  const match = matchRoutes(matchable, pathname)?.at(-1);
  const entry = match ? routeTable[Number(match.route.id)] : undefined;
  return Boolean(entry && 'remote' in entry);
}
