import { HttpResponse, http } from 'msw';
import { isReauthenticationRequired } from '../../api/apiError';
import { sessionStore } from '../../session/sessionStore';
import { signIn } from '../../test/helpers';
import { API, server } from '../../test/server';
import { changePassword } from './changePassword';
import { reauthenticate } from './reauthenticate';

describe('recent authentication for account changes', () => {
  it('keeps the session when a change is answered 428, and says the password is wanted again', async () => {
    signIn();
    server.use(
      http.post(`${API}/auth/change-password`, () =>
        HttpResponse.json(
          {
            message: 'For your security, please enter your password again to continue.',
            code: 'reauthentication_required',
          },
          { status: 428 },
        ),
      ),
    );
    const failure = await changePassword('new-password-1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(
      'For your security, please enter your password again to continue.',
    );
    expect(isReauthenticationRequired(failure)).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, accessToken: 'access-1' });
  });

  it('confirms the password and continues with the tokens of the new session', async () => {
    signIn();
    let sent: unknown;
    server.use(
      http.post(`${API}/auth/reauthenticate`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            data: {
              accessToken: 'access-2',
              refreshToken: 'refresh-2',
              context: { message: 'Password confirmed.' },
            },
          },
          { headers: { 'X-Access-Token': 'access-2', 'X-Refresh-Token': 'refresh-2' } },
        );
      }),
    );
    await reauthenticate('my-password');
    expect(sent).toEqual({ password: 'my-password' });
    expect(sessionStore.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(isReauthenticationRequired(new Error('other'))).toBe(false);
  });
});
