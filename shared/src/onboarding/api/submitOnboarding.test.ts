import { submitOnboarding } from '@gaido/contracts/onboarding';
import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { sessionStore } from '../../session/sessionStore';
import { signIn, TEST_USER } from '../../test/helpers';
import { expectFailedWithoutRetry, failingPost, renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { anAnswer, aUser, FIXTURE_IDS } from '../../testing/fixtures';
import { useSubmitOnboarding } from './submitOnboarding';

const submission = {
  appUsagePurpose: 'plan-a-trip',
  preferredCity: 'Lisbon',
  preferredCountry: 'Portugal',
  cityId: FIXTURE_IDS.city,
  whenTripPlanned: '1-3-months',
  referredBy: 'friend',
};

/** The 200 of the submission, as the contract describes it: the signed-in user with the answers. */
function onboarded(changes: Parameters<typeof aUser>[0] = {}) {
  return anAnswer(submitOnboarding, 200, {
    data: aUser({
      id: TEST_USER.id,
      email: TEST_USER.email,
      isOnboarded: true,
      user_metadata: {
        bio: null,
        homeCityId: null,
        onboarding: submission,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      ...changes,
    }),
  });
}

describe('useSubmitOnboarding', () => {
  it('submits the answers through a mutation: the shared session is onboarded', async () => {
    signIn({ ...TEST_USER, isOnboarded: false });
    server.use(http.post(`${API}/users/onboarding`, () => HttpResponse.json(onboarded())));
    const { result } = renderQueryHook(() => useSubmitOnboarding());
    await act(() => result.current.mutateAsync(submission));
    expect(sessionStore.getState().user?.isOnboarded).toBe(true);
  });

  it('takes the user the server answers, so the chosen city is the session user’s at once', async () => {
    signIn({ ...TEST_USER, isOnboarded: false });
    const answered = onboarded();
    server.use(http.post(`${API}/users/onboarding`, () => HttpResponse.json(answered)));
    const { result } = renderQueryHook(() => useSubmitOnboarding());
    await act(() => result.current.mutateAsync(submission));
    const user = sessionStore.getState().user;
    expect(user?.user_metadata).toEqual(answered.data.user_metadata);
    // Stored too: a reload or another tab reads the same answers.
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').user_metadata.onboarding.cityId).toBe(
      FIXTURE_IDS.city,
    );
  });

  it('ignores an answer about another user', async () => {
    signIn({ ...TEST_USER, isOnboarded: false });
    server.use(
      http.post(`${API}/users/onboarding`, () =>
        HttpResponse.json(onboarded({ id: 'someone-else', email: 'x@example.com' })),
      ),
    );
    const { result } = renderQueryHook(() => useSubmitOnboarding());
    await act(() => result.current.mutateAsync(submission));
    expect(sessionStore.getState().user).toMatchObject({ id: TEST_USER.id, email: TEST_USER.email });
  });

  it('says a failure at once instead of retrying it', async () => {
    signIn({ ...TEST_USER, isOnboarded: false });
    const { calls } = failingPost('/users/onboarding');
    const { result } = renderQueryHook(() => useSubmitOnboarding());
    act(() => result.current.mutate(submission));
    await expectFailedWithoutRetry(result, calls, 'Something broke');
  });
});
