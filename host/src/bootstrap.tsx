import { bindQueryClientToSession, configureGaido, createQueryClient, restoreSession } from '@gaido/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startFavoritesSyncWhenIdle } from './favorites/startFavoritesSyncWhenIdle';
import { homeReadyForFirstRender } from './pages/home/firstRender';
import { prefetchHostPage } from './pages/home/prefetch';
import { earlyRemoteModulesSettled, loadRemoteModulesEarly } from './platform/earlyRemoteModules';
import { earlyFetch } from './platform/earlyRequests';
import { isRemoteRegistered, registerRemotesFromFile } from './platform/federationRuntime';
import { remotePageDataForFirstRender } from './platform/pageDataSettled';
import { fetchRemotesFile } from './platform/remotesFile';
import { isRemotePagePath, remoteModulesForPath, routeParamsForPath } from './platform/routeModules';
import { fetchRuntimeConfig } from './platform/runtimeConfig';
import { whenIdle } from './platform/whenIdle';
import { qaOverridesWanted, withQaOverrides } from './release/releaseConfig';
import { startReleaseTools } from './release/startReleaseTools';
import { createAppRouter } from './routes/router';
import '@gaido/ui/tokens.css';
import '@gaido/shared/styles.css';

/** How long the first render of a remote page's route waits for that page's module. */
const REMOTE_PAGE_WAIT_MS = 1000;

async function start() {
  // A QA override replaces one remote's pin for this browser session only (never in production). Its
  // code downloads alongside the config, and only when this tab asks for an override or holds some;
  // withQaOverrides applies it where the environment allows (and reports a failed download there).
  const qaOverrides = qaOverridesWanted() ? import('./release/qaOverrides') : null;
  qaOverrides?.catch(() => undefined);
  const [config, remotes] = await Promise.all([fetchRuntimeConfig(earlyFetch), fetchRemotesFile(earlyFetch)]);
  configureGaido(config);
  registerRemotesFromFile(await withQaOverrides(remotes, config.release, qaOverrides));
  // Before the page's modules run: their prefetch asks for a signed-in user's data, into this client.
  restoreSession();
  const queryClient = createQueryClient();
  bindQueryClientToSession(queryClient);
  // The page's remote modules load now, alongside the host's own chunks (their files are already on
  // their way: the document's preload hints), and run (asking for the page's data) while React
  // renders the shell.
  const earlyModules = remoteModulesForPath(window.location.pathname).filter(({ remote }) =>
    isRemoteRegistered(remote),
  );
  loadRemoteModulesEarly(earlyModules, {
    route: {
      params: routeParamsForPath(window.location.pathname),
      searchParams: new URLSearchParams(window.location.search),
      queryClient,
    },
  });
  prefetchHostPage(window.location.pathname, queryClient);
  startReleaseTools(config.release);
  // Real-user health per remote version for the release service's guard rails: loaded when idle, it
  // reports what federationRuntime kept of this page's remotes meanwhile.
  whenIdle(() => {
    import(/* webpackChunkName: "remote-health" */ './platform/remoteHealth')
      .then((health) => health.startRemoteHealth())
      .catch(() => undefined);
  });
  // Favorites saved locally while the API was down are pushed to the server when it is back; the sync
  // loads when the browser is idle, so pages without gems do not carry it in their first load.
  startFavoritesSyncWhenIdle();
  // A remote page's module loads through a chain of steps on the main thread (the remote entry, the
  // share scope, the page's chunks): rendering the shell meanwhile put its render
  // and layout between those steps and delayed the page's data request. So a remote page's route
  // renders once its module is there (or failed, or after REMOTE_PAGE_WAIT_MS), in one pass with its
  // page; on a wide screen, where the page's largest paint is its data's, also once that data has
  // arrived (briefly at most), so the page renders once with it rather than first in its loading state.
  // The home page on a wide screen waits likewise, briefly, for its featured blocks (the first
  // featured tour's picture is its largest paint); on a phone it renders at once.
  if (isRemotePagePath(window.location.pathname)) {
    await earlyRemoteModulesSettled(earlyModules, REMOTE_PAGE_WAIT_MS);
    await remotePageDataForFirstRender(queryClient);
  } else {
    await homeReadyForFirstRender(window.location.pathname, earlyModules);
  }
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
