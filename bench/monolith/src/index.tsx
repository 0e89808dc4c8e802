// The monolith starts like the host (host/src/bootstrap.tsx) minus Module Federation: no remotes file,
// no federation runtime, no QA overrides or release tools (those exist only because of remotes). Like
// the host it starts the opened page's modules (here: their chunks) and their prefetch before React
// renders, asks for a host page's data and code with the shell (prefetchHostPage) and on a wide screen
// holds the home page's first render for its featured blocks (homeReadyForFirstRender), so the comparison
// measures Module Federation, not a head start only one side has.
import { bindQueryClientToSession, configureGaido, createQueryClient, restoreSession } from '@gaido/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startFavoritesSyncWhenIdle } from '../../../host/src/favorites/startFavoritesSyncWhenIdle';
import { homeReadyForFirstRender } from '../../../host/src/pages/home/firstRender';
import { prefetchHostPage } from '../../../host/src/pages/home/prefetch';
import { loadRemoteModulesEarly } from '../../../host/src/platform/earlyRemoteModules';
import { remoteModulesForPath, routeParamsForPath } from '../../../host/src/platform/routeModules';
import { fetchRuntimeConfig } from '../../../host/src/platform/runtimeConfig';
import { createAppRouter } from '../../../host/src/routes/router';
import '@gaido/ui/tokens.css';
import '@gaido/shared/styles.css';

async function start() {
  configureGaido(await fetchRuntimeConfig());
  restoreSession();
  const queryClient = createQueryClient();
  bindQueryClientToSession(queryClient);
  const earlyModules = remoteModulesForPath(window.location.pathname);
  loadRemoteModulesEarly(earlyModules, {
    route: {
      params: routeParamsForPath(window.location.pathname),
      searchParams: new URLSearchParams(window.location.search),
      queryClient,
    },
  });
  prefetchHostPage(window.location.pathname, queryClient);
  startFavoritesSyncWhenIdle();
  await homeReadyForFirstRender(window.location.pathname, earlyModules);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
