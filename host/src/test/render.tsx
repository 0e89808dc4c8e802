import { createQueryClient, setSession } from '@gaido/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

export const API = 'http://localhost:4000/api/v1';

export function signIn(overrides: Partial<{ isOnboarded: boolean | undefined; email: string }> = {}) {
  setSession({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    user: {
      id: '8a3c7f4e-1b2d-4c5e-9f60-0a1b2c3d4e5f',
      email: overrides.email ?? 'ana@example.com',
      name: 'Ana',
      isOnboarded: 'isOnboarded' in overrides ? overrides.isOnboarded : true,
      user_metadata: {},
    },
  });
}

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient(1280);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
