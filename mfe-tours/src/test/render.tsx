import { setSession } from '@gaido/shared';
import { testQueryClient } from '@gaido/shared/testing';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export { testQueryClient };

export const API = 'http://localhost:4000/api/v1';

export function signIn() {
  setSession({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    user: { id: 'user-1', email: 'ana@example.com', name: 'Ana', isOnboarded: true },
  });
}

/** A page as the host renders it: one query client without retries, a router at `route`. */
export function renderPage(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    queryClient = testQueryClient(),
  }: { route?: string; path?: string; queryClient?: QueryClient } = {},
) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="/bookings" element={<h1>Your bookings</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
