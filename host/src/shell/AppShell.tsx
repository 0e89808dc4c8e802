import { LoadingState } from '@gaido/ui/states';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AnalyticsHost } from '../analytics/AnalyticsHost';
import { useRefetchFavoritesWhenSynced } from '../favorites/refetchFavoritesWhenSynced';
import { OnboardingGate } from '../onboarding/OnboardingGate';
import { SurveyHost } from '../survey/SurveyHost';
import { ToastArea } from '../toasts/ToastArea';
import { DialogHost } from './DialogHost';
import { RouteTitle } from './RouteTitle';
import { ScrollRestoration } from './ScrollRestoration';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function AppShell() {
  useRefetchFavoritesWhenSynced();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollRestoration />
      <RouteTitle />
      <AnalyticsHost />
      <SiteHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        <OnboardingGate>
          <Suspense fallback={<LoadingState label="Loading…" />}>
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
