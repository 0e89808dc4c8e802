import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { signIn } from '../../test/helpers';
import { expectFailedWithoutRetry, failingPost, renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aTokensAnswer } from '../../testing/fixtures';
import { useChangePassword } from './changePassword';

describe('useChangePassword', () => {
  it('sends the new password through a mutation', async () => {
    signIn();
    let body: unknown;
    server.use(
      http.post(`${API}/auth/change-password`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(aTokensAnswer());
      }),
    );
    const { result } = renderQueryHook(() => useChangePassword());
    await act(() => result.current.mutateAsync('secret12'));
    expect(body).toEqual({ password: 'secret12' });
  });

  it('leaves a failure to the page instead of retrying it', async () => {
    signIn();
    const { calls } = failingPost('/auth/change-password');
    const { result } = renderQueryHook(() => useChangePassword());
    act(() => result.current.mutate('secret12'));
    await expectFailedWithoutRetry(result, calls, 'Something broke');
  });
});
