import { StandaloneShell } from '@gaido/shared/standalone';
import { createRoot } from 'react-dom/client';
import SavedGemsPage from './favorites/pages/SavedGemsPage';
import FeaturedGems from './gems/components/FeaturedGems';
import GemDetailPage from './gems/pages/GemDetailPage';
import TravelGuidesPage from './guides/pages/TravelGuidesPage';
import GemsMapPage from './map/pages/GemsMapPage';

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
        { path: '/gems-map', element: <GemsMapPage /> },
        { path: '/saved-gems', element: <SavedGemsPage /> },
      ]}
    />,
  );
}
