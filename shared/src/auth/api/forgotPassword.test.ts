import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expectFailedWithoutRetry, failingPost, renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aMessageAnswer } from '../../testing/fixtures';
import { useForgotPassword } from './forgotPassword';

describe('useForgotPassword', () => {
  it('sends the email through a mutation', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/forgot-password`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(aMessageAnswer());
      }),
    );
    const { result } = renderQueryHook(() => useForgotPassword());
    await act(() => result.current.mutateAsync('a@b.co'));
    expect(body).toEqual({ email: 'a@b.co' });
  });

  it('asks for one mail per press: a failure is not retried', async () => {
    const { calls } = failingPost('/auth/forgot-password');
    const { result } = renderQueryHook(() => useForgotPassword());
    act(() => result.current.mutate('a@b.co'));
    await expectFailedWithoutRetry(result, calls, 'Something broke');
  });
});
