import { StandaloneShell } from '@gaido/shared/standalone';
import { LoadingState } from '@gaido/ui/states';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import SavedGemsPage from './favorites/pages/SavedGemsPage';
import FeaturedGems from './gems/components/FeaturedGems';
import GemDetailPage from './gems/pages/GemDetailPage';
import TravelGuidesPage from './guides/pages/TravelGuidesPage';
// The design tokens, which the host loads on every page; alone, the remote loads them itself.
import '@gaido/ui/tokens.css';

// Loaded when opened, as in the host: the map page's module starts MapLibre's download when it runs.
const GemsMapPage = lazy(() => import('./map/pages/GemsMapPage'));

// `pnpm --filter mfe-gems dev`: this squad's pages in a minimal shell, without the host.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneShell
      title="mfe-gems"
      routes={[
        { path: '/', element: <FeaturedGems /> },
        { path: '/gems/:gemId', element: <GemDetailPage /> },
        { path: '/travel-guides', element: <TravelGuidesPage /> },
        {
          path: '/gems-map',
          element: (
            <Suspense fallback={<LoadingState label="Loading…" />}>
              <GemsMapPage />
            </Suspense>
          ),
        },
        { path: '/saved-gems', element: <SavedGemsPage /> },
      ]}
    />,
  );
}
