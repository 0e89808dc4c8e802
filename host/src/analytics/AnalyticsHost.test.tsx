import {
  type AnalyticsBackend,
  analytics,
  configureGaido,
  resetAnalytics,
  resetRuntimeConfig,
} from '@gaido/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../test/render';
import { AnalyticsHost, resetPageviewTracking } from './AnalyticsHost';
import { resetAnalyticsStart } from './startAnalytics';

// The lazily loaded posthog-js backend is replaced: its loader must not start posthog-js in jsdom.
let current: AnalyticsBackend | null = null;
vi.mock('./posthogBackend', () => ({ createPosthogBackend: () => current }));

function recordingBackend() {
  const backend = { capture: vi.fn(), identify: vi.fn(), reset: vi.fn() } satisfies AnalyticsBackend;
  analytics.setBackend(backend);
  current = backend;
  return backend;
}

const pageviews = (backend: ReturnType<typeof recordingBackend>) =>
  backend.capture.mock.calls.filter(([event]) => event === '$pageview').map(([, properties]) => properties);

beforeEach(() => {
  configureGaido({ analytics: { enabled: true } });
});
afterEach(() => {
  resetAnalyticsStart();
  resetPageviewTracking();
  resetAnalytics();
  resetRuntimeConfig();
});

describe('the analytics host in the shell', () => {
  it('sends one $pageview with the spec page name per navigation, redirects included', async () => {
    const backend = recordingBackend();
    renderWithProviders(
      <>
        <AnalyticsHost />
        <Routes>
          <Route path="/" element={<Link to="/tours/lisbon">Lisbon</Link>} />
          <Route path="/tours/lisbon" element={<Link to="/hidden-gems">Guides</Link>} />
          <Route path="/hidden-gems" element={<Navigate to="/travel-guides" replace />} />
          <Route path="/travel-guides" element={<p>Travel guides</p>} />
        </Routes>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Lisbon' }));
    await userEvent.click(screen.getByRole('link', { name: 'Guides' }));
    await screen.findByText('Travel guides');
    expect(pageviews(backend)).toEqual([
      { page_name: 'Home', path: '/' },
      { page_name: 'City Tours', path: '/tours/lisbon' },
      { page_name: 'Travel Guides', path: '/hidden-gems' },
      { page_name: 'Travel Guides', path: '/travel-guides' },
    ]);
    expect(backend.capture.mock.calls.filter(([event]) => event === 'app_loaded')).toHaveLength(1);
  });

  it('counts a page once even when React mounts the shell twice (StrictMode)', () => {
    const backend = recordingBackend();
    const { unmount } = renderWithProviders(<AnalyticsHost />, { route: '/about' });
    unmount();
    renderWithProviders(<AnalyticsHost />, { route: '/about' });
    // A new router starts with the same location key ('default'): the same page view.
    expect(pageviews(backend)).toEqual([{ page_name: 'About', path: '/about' }]);
  });
});
