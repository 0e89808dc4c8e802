import * as accounts from '@gaido/contracts/accounts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { API, server } from '../test/server';
import { anAnswer, aUser } from '../testing/fixtures';
import { StandaloneShell } from './StandaloneShell';

describe('StandaloneShell', () => {
  it("renders a remote's page with a developer sign-in that uses the shared session", async () => {
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json(
          anAnswer(accounts.login, 200, {
            data: {
              accessToken: 'a',
              refreshToken: 'r',
              expiresIn: 900,
              user: aUser({ email: 'dev@gaido.test' }),
            },
          }),
        ),
      ),
    );
    render(<StandaloneShell title="mfe-test" routes={[{ path: '/', element: <h1>Remote page</h1> }]} />);
    expect(screen.getByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'dev@gaido.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByText(/dev@gaido\.test/)).toBeInTheDocument();
  });

  it('signs in through a mutation: the button waits for the answer, and a refusal shows its message', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(
      http.post(
        `${API}/auth/login`,
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    render(<StandaloneShell title="mfe-test" routes={[{ path: '/', element: <h1>Remote page</h1> }]} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'dev@gaido.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    answer(HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
