import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { signIn } from '../../test/helpers';
import { expectFailedWithoutRetry, failingPost, renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aMessageAnswer } from '../../testing/fixtures';
import { useChangeEmailRequest } from './changeEmailRequest';

describe('useChangeEmailRequest', () => {
  it('sends the new address through a mutation', async () => {
    signIn();
    let body: unknown;
    server.use(
      http.post(`${API}/auth/change-email-request`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(aMessageAnswer());
      }),
    );
    const { result } = renderQueryHook(() => useChangeEmailRequest());
    await act(() => result.current.mutateAsync('new@b.co'));
    expect(body).toEqual({ email: 'new@b.co' });
  });

  it('sends one mail per press: a failure is not retried', async () => {
    signIn();
    const { calls } = failingPost('/auth/change-email-request');
    const { result } = renderQueryHook(() => useChangeEmailRequest());
    act(() => result.current.mutate('new@b.co'));
    await expectFailedWithoutRetry(result, calls, 'Something broke');
  });
});
