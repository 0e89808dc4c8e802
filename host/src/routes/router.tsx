import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RemoteModule } from '../platform/RemotePage';
import { AppShell } from '../shell/AppShell';
import { type HostPage, type RouteEntry, routeTable } from './routeTable';

const hostPages: Record<HostPage, ReturnType<typeof lazy>> = {
  home: lazy(() => import('../pages/HomePage')),
  about: lazy(() => import('../pages/AboutPage')),
  terms: lazy(() => import('../pages/TermsPage')),
  privacy: lazy(() => import('../pages/PrivacyPage')),
  notFound: lazy(() => import('../pages/NotFoundPage')),
};

export function toRoute(entry: RouteEntry): RouteObject {
  if ('redirectTo' in entry) {
    return { path: entry.path, element: <Navigate to={entry.redirectTo} replace /> };
  }
  if ('remote' in entry) {
    // key: a route change between two pages of the same remote must not reuse a failed boundary.
    return {
      path: entry.path,
      element: <RemoteModule key={`${entry.remote.remote}${entry.remote.module}`} {...entry.remote} />,
    };
  }
  const Page = hostPages[entry.host];
  return { path: entry.path, element: <Page /> };
}

export function createAppRouter() {
  return createBrowserRouter([{ element: <AppShell />, children: routeTable.map(toRoute) }]);
}
