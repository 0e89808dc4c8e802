import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expectFailedWithoutRetry, failingPost, renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aMessageAnswer } from '../../testing/fixtures';
import { useResetPassword } from './resetPassword';

describe('useResetPassword', () => {
  it("sends the new password and the link's token through a mutation", async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/reset-password`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(aMessageAnswer());
      }),
    );
    const { result } = renderQueryHook(() => useResetPassword());
    await act(() => result.current.mutateAsync({ password: 'secret12', token: 't1' }));
    expect(body).toEqual({ password: 'secret12', token: 't1' });
  });

  it("never retries: the link's token is spent by the first attempt", async () => {
    const { calls } = failingPost('/auth/reset-password');
    const { result } = renderQueryHook(() => useResetPassword());
    act(() => result.current.mutate({ password: 'secret12', token: 't1' }));
    await expectFailedWithoutRetry(result, calls, 'Something broke');
  });
});
