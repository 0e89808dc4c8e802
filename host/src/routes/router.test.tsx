import { createQueryClient } from '@gaido/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppShell } from '../shell/AppShell';
import { toRoute } from './router';
import { routeTable } from './routeTable';

function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  return render(
    <QueryClientProvider client={createQueryClient(1280)}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const pathsOnly = routeTable.map((entry) => ({ path: entry.path, entry }));

function pageFor(pathname: string) {
  const entry = matchRoutes(pathsOnly, pathname)?.at(-1)?.route.entry;
  if (!entry) return null;
  if ('remote' in entry) return entry.remote.module;
  if ('host' in entry) return entry.host;
  return `redirect:${entry.redirectTo}`;
}

describe('the routes (spec 2)', () => {
  it('serves the id-based tour routes with their own pages, not the slug ones or the not-found page', () => {
    expect(pageFor('/tours/city/3f1c0d2e-1111-4222-8333-944455556666')).toBe('./CityToursPage');
    expect(
      pageFor('/tours/city/3f1c0d2e-1111-4222-8333-944455556666/7a7b7c7d-1111-4222-8333-944455556666'),
    ).toBe('./TourDetailPage');
    expect(pageFor('/tours/lisbon')).toBe('./CityToursPage');
    expect(pageFor('/tours/lisbon/alfama-food-walk')).toBe('./TourDetailPage');
  });

  it('renders /confirm-email with its own page', () => {
    expect(pageFor('/confirm-email')).toBe('./ConfirmEmailPage');
    expect(pageFor('/verify-email')).toBe('./VerifyEmailPage');
  });

  it('redirects /hidden-gems to /travel-guides by replacing the history entry', async () => {
    const hiddenGems = routeTable.find((entry) => entry.path === '/hidden-gems');
    if (!hiddenGems) throw new Error('no /hidden-gems route');
    const router = createMemoryRouter(
      [
        { path: '/', element: <h1>Home</h1> },
        toRoute(hiddenGems),
        { path: '/travel-guides', element: <h1>Travel guides</h1> },
      ],
      { initialEntries: ['/', '/hidden-gems'], initialIndex: 1 },
    );
    renderRouter(router);
    expect(await screen.findByRole('heading', { name: 'Travel guides' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/travel-guides');
    expect(router.state.historyAction).toBe('REPLACE');
    // Back skips the redirect: /hidden-gems is no longer in the history.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the centred page spinner while a page loads', async () => {
    const NeverLoads = lazy(() => new Promise<{ default: () => ReactElement }>(() => undefined));
    const router = createMemoryRouter([
      { element: <AppShell />, children: [{ path: '/', element: <NeverLoads /> }] },
    ]);
    renderRouter(router);
    const main = screen.getByRole('main');
    await waitFor(
      () => {
        const status = main.querySelector('.ui-loading-page[role="status"]');
        expect(status).toHaveTextContent('Loading…');
      },
      { timeout: 5000 },
    );
  });
});
