import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expectFailedWithoutRetry, failingPost, renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { signup, useSignup } from './signup';

describe('signup (spec 7, 8)', () => {
  it("signs up with version 'web' and returns data.context.message", async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/signup`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { context: { message: 'Check your inbox' } } }, { status: 201 });
      }),
    );
    await expect(signup({ email: 'a@b.co', password: 'secret1' })).resolves.toEqual({
      message: 'Check your inbox',
    });
    expect(body).toEqual({ email: 'a@b.co', password: 'secret1', version: 'web' });
  });

  it('returns no message when the signup answer has none', async () => {
    server.use(http.post(`${API}/auth/signup`, () => HttpResponse.json({ data: {} })));
    await expect(signup({ email: 'a@b.co', password: 'secret1', version: 'ios' })).resolves.toEqual({});
  });
});

describe('useSignup', () => {
  it('signs up through a mutation and resolves with the server message', async () => {
    server.use(
      http.post(`${API}/auth/signup`, () =>
        HttpResponse.json({ data: { context: { message: 'Check your inbox' } } }),
      ),
    );
    const { result } = renderQueryHook(() => useSignup());
    await act(async () => {
      await expect(result.current.mutateAsync({ email: 'a@b.co', password: 'secret1' })).resolves.toEqual({
        message: 'Check your inbox',
      });
    });
  });

  it('never retries a signup (a retry could find its own account taken)', async () => {
    const { calls } = failingPost('/auth/signup');
    const { result } = renderQueryHook(() => useSignup());
    act(() => result.current.mutate({ email: 'a@b.co', password: 'secret1' }));
    await expectFailedWithoutRetry(result, calls, 'Something broke');
  });
});
