/**
 * What the route table says about the page a path opens: its remote modules and its params. Kept apart
 * from preloadRoute.ts (which needs the federation runtime) so the monolith baseline (bench/monolith)
 * starts its pages early the same way without it.
 */
import { matchRoutes } from 'react-router-dom';
import { hostPageModules } from '../routes/hostPages';
import { type HostPage, hostPagePlacements, routeTable } from '../routes/routeTable';
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

/** The host page a path opens (its own pages: home, about, the not-found page...), or null. */
export function hostPageForPath(pathname: string): HostPage | null {
  const match = matchRoutes(matchable, pathname)?.at(-1);
  const entry = match ? routeTable[Number(match.route.id)] : undefined;
  return entry && 'host' in entry ? entry.host : null;
}

/**
 * The opened host page's chunk (code and CSS) starts loading at bootstrap, alongside the remotes file
 * and the config, instead of when React first renders the route (issue 9): on `/` it was requested
 * ~290 ms after the bootstrap's own files (CPU 1x), and the home page's heading is the page's largest
 * paint. The route's lazy component then finds it loaded. A failed load is left to the route, whose
 * import tries again and shows the error.
 */
export function loadHostPageEarly(pathname: string, modules = hostPageModules): void {
  const page = hostPageForPath(pathname);
  if (page) modules[page]().catch(() => undefined);
}
