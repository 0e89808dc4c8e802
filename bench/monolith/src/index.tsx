// The monolith starts like the host (host/src/bootstrap.tsx) minus Module Federation: no remotes file,
// no federation runtime, no QA overrides or release tools (those exist only because of remotes).
import { bindQueryClientToSession, configureGaido, createQueryClient, restoreSession } from '@gaido/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startFavoritesSyncWhenIdle } from '../../../host/src/favorites/startFavoritesSyncWhenIdle';
import { fetchRuntimeConfig } from '../../../host/src/platform/runtimeConfig';
import { createAppRouter } from '../../../host/src/routes/router';
import '@gaido/shared/styles.css';

async function start() {
  configureGaido(await fetchRuntimeConfig());
  restoreSession();
  const queryClient = createQueryClient();
  bindQueryClientToSession(queryClient);
  startFavoritesSyncWhenIdle();
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
