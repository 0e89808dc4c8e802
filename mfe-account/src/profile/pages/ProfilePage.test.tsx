import { sessionStore } from '@gaido/shared';
import { aUser } from '@gaido/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, renderAccountPage, signIn, startMswServer } from '../../bookings/test/renderAccountPage';
import ProfilePage from './ProfilePage';

const server = startMswServer();

const profile = () =>
  http.get(`${API}/users/profile`, () =>
    HttpResponse.json({
      data: aUser({ id: 'user-1', email: 'ana@example.com', name: 'Ana', isOnboarded: true }),
    }),
  );

describe('ProfilePage', () => {
  it('signs the traveller out on every device', async () => {
    signIn();
    let ended = false;
    server.use(
      profile(),
      http.post(`${API}/auth/logout-all`, ({ request }) => {
        ended = request.headers.get('authorization') === 'Bearer access-1';
        return HttpResponse.json({ data: { context: { message: 'Signed out on every device.' } } });
      }),
    );
    renderAccountPage(<ProfilePage />, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await screen.findByText(/Sign in to see and edit your profile/);
    expect(ended).toBe(true);
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('keeps the traveller signed in and says so when the server could not sign out everywhere', async () => {
    signIn();
    server.use(
      profile(),
      http.post(`${API}/auth/logout-all`, () =>
        HttpResponse.json({ message: 'Server busy' }, { status: 500 }),
      ),
    );
    renderAccountPage(<ProfilePage />, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server busy');
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });
});
