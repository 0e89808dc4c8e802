import * as accounts from '@gaido/contracts/accounts';
import { WEAK_PASSWORD } from '@gaido/contracts/limits';
import { PENDING_BOOKING_KEY, sessionStore } from '@gaido/shared';
import { aMessageAnswer, anAnswer, aUser } from '@gaido/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, renderWithProviders } from '../test/render';
import { server } from '../test/setup';
import AuthDialog from './AuthDialog';

/** The 201 of a signup of `email`, as the contract describes it. */
function signedUp(email = 'ana@example.com') {
  return anAnswer(accounts.signup, 201, {
    data: {
      user: aUser({ email, isOnboarded: false, emailVerified: false }),
      context: { message: 'Check your inbox to verify your email.' },
    },
  });
}

const BOOKING_NOTICE =
  "You'll need an account to request a booking. Your selected date and time will be preserved.";

describe('AuthDialog (spec 2)', () => {
  it('titles the Login tab Welcome Back and the Sign Up tab Create an Account', async () => {
    renderWithProviders(<AuthDialog request={{}} onClose={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
  });

  it('validates the email and the password length with the spec messages', async () => {
    renderWithProviders(<AuthDialog request={{}} onClose={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('refuses to sign up with an invalid email, without calling the API', async () => {
    const signups: unknown[] = [];
    server.use(
      http.post(`${API}/auth/signup`, async ({ request }) => {
        signups.push(await request.json());
        return HttpResponse.json(signedUp(), { status: 201 });
      }),
    );
    renderWithProviders(<AuthDialog request={{}} onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
    expect(signups).toEqual([]);
  });

  it("shows the API's weak-password message for Summer2024, and not for a strong password", async () => {
    // The API's answers (api/test/security/account-attacks.test.ts checks that it gives them): zxcvbn
    // scores Summer2024 below 2, so the sign-up is a 400 naming the password; a strong one is created.
    const weak = new Set(['Summer2024']);
    server.use(
      http.post(`${API}/auth/signup`, async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        if (weak.has(password)) {
          return HttpResponse.json(
            {
              message: WEAK_PASSWORD,
              code: 'validation_error',
              issues: [{ path: 'password', message: WEAK_PASSWORD }],
            },
            { status: 400 },
          );
        }
        return HttpResponse.json(signedUp(), { status: 201 });
      }),
    );
    const signUp = async (password: string) => {
      const view = renderWithProviders(<AuthDialog request={{}} onClose={vi.fn()} />);
      await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
      await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
      await userEvent.type(screen.getByLabelText('Password'), password);
      await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
      return view;
    };

    const weakView = await signUp('Summer2024');
    expect(await screen.findByRole('alert')).toHaveTextContent(WEAK_PASSWORD);
    expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
    weakView.unmount();

    await signUp('violet-harbour-tram-42');
    expect(await screen.findByRole('button', { name: 'Continue to Login' })).toBeInTheDocument();
    expect(screen.queryByText(WEAK_PASSWORD)).not.toBeInTheDocument();
  });

  it('asks for a valid email before sending a reset link, without calling the API', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post(`${API}/auth/forgot-password`, async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json(aMessageAnswer());
      }),
    );
    renderWithProviders(<AuthDialog request={{}} onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('maps a credentials error to the friendly message and keeps the dialog open', async () => {
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    const onClose = vi.fn();
    renderWithProviders(<AuthDialog request={{}} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Incorrect email or password. Please try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes after a successful login and stores the session', async () => {
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json(
          anAnswer(accounts.login, 200, {
            data: {
              accessToken: 'a',
              refreshToken: 'r',
              expiresIn: 900,
              user: aUser({ email: 'ana@example.com' }),
            },
          }),
        ),
      ),
    );
    const onClose = vi.fn();
    renderWithProviders(<AuthDialog request={{}} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });

  it('switches to the Login tab on signup success, with the panel naming the email and Continue to Login', async () => {
    server.use(
      http.post(`${API}/auth/signup`, () => HttpResponse.json(signedUp('new@example.com'), { status: 201 })),
    );
    renderWithProviders(<AuthDialog request={{ tab: 'signup' }} onClose={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    // spec 2: a successful signup switches to the Login tab.
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('We sent a verification link to new@example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Login' }));
    expect(screen.queryByRole('button', { name: 'Continue to Login' })).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('says the booking selection is preserved when one is held in session storage', () => {
    sessionStorage.setItem(PENDING_BOOKING_KEY, JSON.stringify({ date: '2026-12-01', time: '10:00' }));
    renderWithProviders(<AuthDialog request={{}} onClose={vi.fn()} />);
    expect(screen.getByText(BOOKING_NOTICE)).toBeInTheDocument();
  });

  it('moves to Check Your Email even when the reset request fails (errors are swallowed)', async () => {
    server.use(
      http.post(`${API}/auth/forgot-password`, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    renderWithProviders(<AuthDialog request={{}} onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByRole('heading', { name: 'Check Your Email' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
  }, 30_000);
});
