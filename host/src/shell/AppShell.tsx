import { PageSpinner } from '@gaido/shared';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AnalyticsHost } from '../analytics/AnalyticsHost';
import { OnboardingGate } from '../onboarding/OnboardingGate';
import { SurveyHost } from '../survey/SurveyHost';
import { ToastArea } from '../toasts/ToastArea';
import { DialogHost } from './DialogHost';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** spec 2: each navigation scrolls to the top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppShell() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <AnalyticsHost />
      <SiteHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        <OnboardingGate>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </OnboardingGate>
      </main>
      <SiteFooter />
      <DialogHost />
      <ToastArea />
      <SurveyHost />
    </div>
  );
}
