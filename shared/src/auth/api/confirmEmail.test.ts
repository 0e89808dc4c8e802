import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expectFailedWithoutRetry, failingPost, renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aUserAnswer } from '../../testing/fixtures';
import { useConfirmEmail } from './confirmEmail';

describe('useConfirmEmail', () => {
  it("sends the mail's token through a mutation", async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/confirm`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(aUserAnswer());
      }),
    );
    const { result } = renderQueryHook(() => useConfirmEmail());
    await act(() => result.current.mutateAsync('t1'));
    expect(body).toEqual({ token: 't1' });
  });

  it('never retries: the token is single-use', async () => {
    const { calls } = failingPost('/auth/confirm');
    const { result } = renderQueryHook(() => useConfirmEmail());
    act(() => result.current.mutate('t1'));
    await expectFailedWithoutRetry(result, calls, 'Something broke');
  });
});
