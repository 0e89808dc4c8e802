import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { sessionStore } from '../../session/sessionStore';
import { signIn, TEST_USER } from '../../test/helpers';
import { expectFailedWithoutRetry, failingPost, renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { useSubmitOnboarding } from './submitOnboarding';

const submission = {
  appUsagePurpose: 'leisure',
  preferredCity: 'Lisbon',
  preferredCountry: 'Portugal',
  cityId: 'c1',
  whenTripPlanned: 'next-month',
  referredBy: 'friend',
};

describe('useSubmitOnboarding', () => {
  it('submits the answers through a mutation: the shared session is onboarded', async () => {
    signIn({ ...TEST_USER, isOnboarded: false });
    server.use(
      http.post(`${API}/users/onboarding`, () => HttpResponse.json({ data: { isOnboarded: true } })),
    );
    const { result } = renderQueryHook(() => useSubmitOnboarding());
    await act(() => result.current.mutateAsync(submission));
    expect(sessionStore.getState().user?.isOnboarded).toBe(true);
  });

  it('says a failure at once instead of retrying it', async () => {
    signIn({ ...TEST_USER, isOnboarded: false });
    const { calls } = failingPost('/users/onboarding');
    const { result } = renderQueryHook(() => useSubmitOnboarding());
    act(() => result.current.mutate(submission));
    await expectFailedWithoutRetry(result, calls, 'Something broke');
  });
});
