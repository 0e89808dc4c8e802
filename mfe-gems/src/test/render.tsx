import { GAIDO_EVENTS, setSession, type ToastDetail } from '@gaido/shared';
import { testQueryClient } from '@gaido/shared/testing';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export { testQueryClient };

export const API = 'http://localhost:4000/api/v1';

export const USER_ID = '8a3c7f4e-1b2d-4c5e-9f60-0a1b2c3d4e5f';

export function signIn(userMetadata: Record<string, unknown> = {}) {
  setSession({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    user: {
      id: USER_ID,
      email: 'ana@example.com',
      name: 'Ana',
      isOnboarded: true,
      user_metadata: userMetadata,
    },
  });
}

/** Where the router is now, for assertions on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders a page as the host would: one query client (desktop defaults, no retries so failures show
 * at once) and a router at `route`, with the page mounted on `path`.
 */
export function renderPage(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    queryClient = testQueryClient(),
  }: { route?: string; path?: string; queryClient?: QueryClient } = {},
) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="/gems/:gemId" element={<h1>Gem page</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Collects the toasts a remote asks the host to show (gaido:toast window events). */
export function collectToasts(): ToastDetail[] {
  const toasts: ToastDetail[] = [];
  window.addEventListener(GAIDO_EVENTS.toast, (event) => {
    toasts.push((event as CustomEvent<ToastDetail>).detail);
  });
  return toasts;
}
