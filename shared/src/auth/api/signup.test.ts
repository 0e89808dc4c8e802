import * as accounts from '@gaido/contracts/accounts';
import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expectFailedWithoutRetry, failingPost, renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { anAnswer, aUser } from '../../testing/fixtures';
import { signup, useSignup } from './signup';

/** The 201 of a signup, as the contract describes it: the new user and a message for them. */
function signedUp(message: string) {
  return anAnswer(accounts.signup, 201, {
    data: { user: aUser({ isOnboarded: false, emailVerified: false }), context: { message } },
  });
}

describe('signup (spec 7, 8)', () => {
  it("signs up with version 'web' and returns data.context.message", async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/signup`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(signedUp('Check your inbox'), { status: 201 });
      }),
    );
    await expect(signup({ email: 'a@b.co', password: 'secret1' })).resolves.toEqual({
      message: 'Check your inbox',
    });
    expect(body).toEqual({ email: 'a@b.co', password: 'secret1', version: 'web' });
  });

  it("returns no message when the signup answer's message is empty", async () => {
    server.use(http.post(`${API}/auth/signup`, () => HttpResponse.json(signedUp(''), { status: 201 })));
    await expect(signup({ email: 'a@b.co', password: 'secret1', version: 'ios' })).resolves.toEqual({});
  });

  it('fails with the spec message when the answer is not a signup the contract describes', async () => {
    server.use(
      http.post(`${API}/auth/signup`, () =>
        HttpResponse.json({ data: { context: { message: 'Check your inbox' } } }, { status: 201 }),
      ),
    );
    await expect(signup({ email: 'a@b.co', password: 'secret1' })).rejects.toThrow('Registration failed');
  });
});

describe('useSignup', () => {
  it('signs up through a mutation and resolves with the server message', async () => {
    server.use(
      http.post(`${API}/auth/signup`, () => HttpResponse.json(signedUp('Check your inbox'), { status: 201 })),
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
