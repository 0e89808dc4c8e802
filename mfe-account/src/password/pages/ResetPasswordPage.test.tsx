import { aMessageAnswer } from '@gaido/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { API, renderAccountPage, startMswServer } from '../../bookings/test/renderAccountPage';
import ResetPasswordPage from './ResetPasswordPage';

const server = startMswServer();

/** POST /auth/reset-password: token "spent" is refused as expired, any other is accepted. */
function resetApi() {
  const calls: { token: string; password: string }[] = [];
  server.use(
    http.post(`${API}/auth/reset-password`, async ({ request }) => {
      const body = (await request.json()) as { token: string; password: string };
      calls.push(body);
      if (body.token === 'spent') {
        return HttpResponse.json({ message: 'Token has expired or is invalid' }, { status: 400 });
      }
      return HttpResponse.json(aMessageAnswer('Password reset successfully'));
    }),
  );
  return calls;
}

async function submit(password: string) {
  await userEvent.clear(screen.getByLabelText('New password'));
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.clear(screen.getByLabelText('Confirm new password'));
  await userEvent.type(screen.getByLabelText('Confirm new password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

/** The reset page with a link to a newer reset link, as opened from the app without a reload. */
function Page() {
  return (
    <>
      <ResetPasswordPage />
      <Link to="/reset-password?token=fresh">newer link</Link>
    </>
  );
}

// Typing four passwords takes seconds on a loaded machine.
describe('ResetPasswordPage', { timeout: 20_000 }, () => {
  it('after a refused link, a newer link resets the password and leaves the old error behind', async () => {
    const calls = resetApi();
    renderAccountPage(<Page />, '/reset-password?token=spent');
    await submit('long-enough-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Token has expired or is invalid');

    await userEvent.click(screen.getByRole('link', { name: 'newer link' }));
    // The newer link's form starts clean: no error of the older link, nothing typed.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('');

    await submit('long-enough-2');
    expect(await screen.findByRole('heading', { name: 'Password reset' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/expired/)).not.toBeInTheDocument();
    expect(calls.map((call) => call.token)).toEqual(['spent', 'fresh']);
  });

  it('a refused try then an accepted one shows only the success', async () => {
    const calls = resetApi();
    server.use(
      http.post(
        `${API}/auth/reset-password`,
        () => HttpResponse.json({ message: 'This password is too common' }, { status: 400 }),
        { once: true },
      ),
    );
    renderAccountPage(<ResetPasswordPage />, '/reset-password?token=fresh');
    await submit('password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common');
    await submit('quiet-harbour-7');
    expect(await screen.findByRole('heading', { name: 'Password reset' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toEqual([{ token: 'fresh', password: 'quiet-harbour-7' }]);
  });
});
