import { setRouteTitle } from '@gaido/shared';
import { useEffect } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { routeTable } from '../routes/routeTable';

const titledRoutes = routeTable.map((entry) => ({
  path: entry.path,
  title: 'title' in entry ? entry.title : null,
}));

/** The route's own title, for the current path (a page with a name of its own overrides it). */
export function routeTitleFor(pathname: string): string | null {
  return matchRoutes(titledRoutes, pathname)?.at(-1)?.route.title ?? null;
}

/** Sets the document title of every route (see useDocumentTitle in @gaido/shared). */
export function RouteTitle() {
  const { pathname } = useLocation();
  useEffect(() => setRouteTitle(routeTitleFor(pathname)), [pathname]);
  return null;
}
