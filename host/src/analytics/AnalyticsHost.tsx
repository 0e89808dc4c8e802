import { analytics } from '@gaido/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { startAnalytics } from './startAnalytics';

// Module state, not a ref: StrictMode's simulated remount must not count a navigation twice.
let lastPageviewKey: string | null = null;

/**
 * Mounted once in the shell: starts analytics and sends one `$pageview` (with its spec page name)
 * per navigation. A SPA changes routes without page loads, so posthog-js's own page-view capture
 * is off and this does it.
 */
export function AnalyticsHost() {
  const location = useLocation();

  useEffect(() => {
    startAnalytics();
  }, []);

  useEffect(() => {
    if (location.key === lastPageviewKey) return;
    lastPageviewKey = location.key;
    analytics.capturePageview(location.pathname);
  }, [location.key, location.pathname]);

  return null;
}

/** For tests. */
export function resetPageviewTracking(): void {
  lastPageviewKey = null;
}
