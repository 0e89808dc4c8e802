import { sessionStore } from '@gaido/shared';
import { aTokensAnswer } from '@gaido/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, renderAccountPage, signIn, startMswServer } from '../../bookings/test/renderAccountPage';
import UpdatePasswordPage from './UpdatePasswordPage';

const server = startMswServer();

const askAgain = () =>
  HttpResponse.json(
    {
      message: 'For your security, please enter your password again to continue.',
      code: 'reauthentication_required',
    },
    { status: 428 },
  );

async function submitNewPassword(password: string) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('UpdatePasswordPage', () => {
  it('asks for the current password when the sign-in is not recent, then changes the password', async () => {
    signIn();
    const changes: unknown[] = [];
    let confirmed = false;
    server.use(
      http.post(`${API}/auth/change-password`, async ({ request }) => {
        changes.push(await request.json());
        return confirmed
          ? HttpResponse.json(aTokensAnswer('access-3', 'refresh-3', 'Password changed successfully!'))
          : askAgain();
      }),
      http.post(`${API}/auth/reauthenticate`, async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        if (password !== 'current-pass-1') {
          return HttpResponse.json(
            { message: 'Current password is incorrect', code: 'invalid_current_password' },
            { status: 400 },
          );
        }
        confirmed = true;
        return HttpResponse.json(aTokensAnswer('access-2', 'refresh-2', 'Password confirmed.'), {
          headers: { 'X-Access-Token': 'access-2', 'X-Refresh-Token': 'refresh-2' },
        });
      }),
    );
    renderAccountPage(<UpdatePasswordPage />, '/update-password');
    await submitNewPassword('brand-new-pass-2');

    const prompt = await screen.findByRole('dialog', { name: 'Confirm your password' });
    expect(prompt).toHaveTextContent('For your security, please enter your password again to continue.');
    expect(sessionStore.getState().isAuthenticated).toBe(true);

    await userEvent.type(screen.getByLabelText('Current password'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'current-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(changes).toEqual([{ password: 'brand-new-pass-2' }, { password: 'brand-new-pass-2' }]);
    // The change answers fresh tokens for the signed-in tab (the API ends its other sign-ins), which it keeps.
    expect(sessionStore.getState().accessToken).toBe('access-3');
  });

  it('shows a refused password as it reads, without the prompt', async () => {
    signIn();
    server.use(
      http.post(`${API}/auth/change-password`, () =>
        HttpResponse.json(
          {
            message: 'This password is too common. Please choose one that is harder to guess.',
            code: 'validation_error',
          },
          { status: 400 },
        ),
      ),
    );
    renderAccountPage(<UpdatePasswordPage />, '/update-password');
    await submitNewPassword('password1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too common. Please choose one that is harder to guess.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
