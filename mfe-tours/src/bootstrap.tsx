import { StandaloneShell } from '@gaido/shared/standalone';
import { createRoot } from 'react-dom/client';
import CityToursPage from './tours/pages/CityToursPage';
import TourDetailPage from './tours/pages/TourDetailPage';
import ToursPage from './tours/pages/ToursPage';
// The design tokens, which the host loads on every page; alone, the remote loads them itself.
import '@gaido/ui/tokens.css';

// `pnpm --filter mfe-tours dev`: this squad's pages in a minimal shell, without the host.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneShell
      title="mfe-tours"
      routes={[
        { path: '/', element: <ToursPage /> },
        { path: '/tours', element: <ToursPage /> },
        { path: '/tours/city/:cityId', element: <CityToursPage /> },
        { path: '/tours/city/:cityId/:tourId', element: <TourDetailPage /> },
        { path: '/tours/:citySlug', element: <CityToursPage /> },
        { path: '/tours/:citySlug/:tourSlug', element: <TourDetailPage /> },
      ]}
    />,
  );
}
