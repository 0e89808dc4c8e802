import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { sessionStore } from '../../session/sessionStore';
import { signIn } from '../../test/helpers';
import { expectFailedWithoutRetry, failingPost, renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aUserAnswer } from '../../testing/fixtures';
import { updateEmail, useUpdateEmail } from './updateEmail';

describe('updateEmail (spec 7)', () => {
  it('updates the stored email after an email update that returns it', async () => {
    signIn();
    server.use(
      http.post(`${API}/auth/update-email`, () => HttpResponse.json(aUserAnswer({ email: 'new@b.co' }))),
    );
    await updateEmail('tok');
    expect(sessionStore.getState().user?.email).toBe('new@b.co');
  });
});

describe('useUpdateEmail', () => {
  it('applies the change through a mutation: the stored email follows', async () => {
    signIn();
    server.use(
      http.post(`${API}/auth/update-email`, () => HttpResponse.json(aUserAnswer({ email: 'new@b.co' }))),
    );
    const { result } = renderQueryHook(() => useUpdateEmail());
    await act(() => result.current.mutateAsync('t1'));
    expect(sessionStore.getState().user?.email).toBe('new@b.co');
  });

  it('never retries: the token is single-use', async () => {
    const { calls } = failingPost('/auth/update-email');
    const { result } = renderQueryHook(() => useUpdateEmail());
    act(() => result.current.mutate('t1'));
    await expectFailedWithoutRetry(result, calls, 'Something broke');
  });
});
