import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { isReauthenticationRequired } from '../../api/apiError';
import { sessionStore } from '../../session/sessionStore';
import { signIn } from '../../test/helpers';
import { expectFailedWithoutRetry, failingPost, renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aTokensAnswer } from '../../testing/fixtures';
import { changePassword } from './changePassword';
import { reauthenticate, useReauthenticate } from './reauthenticate';

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
        return HttpResponse.json(aTokensAnswer('access-2', 'refresh-2', 'Password confirmed.'), {
          headers: { 'X-Access-Token': 'access-2', 'X-Refresh-Token': 'refresh-2' },
        });
      }),
    );
    await reauthenticate('my-password');
    expect(sent).toEqual({ password: 'my-password' });
    expect(sessionStore.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(isReauthenticationRequired(new Error('other'))).toBe(false);
  });
});

describe('useReauthenticate', () => {
  it('confirms the password through a mutation, and lets the caller repeat the change once it succeeds', async () => {
    signIn();
    let body: unknown;
    server.use(
      http.post(`${API}/auth/reauthenticate`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(aTokensAnswer());
      }),
    );
    const repeated = vi.fn(async () => {});
    const { result } = renderQueryHook(() => useReauthenticate({ onSuccess: repeated }));
    await act(() => result.current.mutateAsync('secret1'));
    expect(body).toEqual({ password: 'secret1' });
    expect(repeated).toHaveBeenCalledTimes(1);
  });

  it('does not try a refused password again', async () => {
    signIn();
    const { calls } = failingPost('/auth/reauthenticate');
    const { result } = renderQueryHook(() => useReauthenticate());
    act(() => result.current.mutate('secret1'));
    await expectFailedWithoutRetry(result, calls, 'Something broke');
  });
});
