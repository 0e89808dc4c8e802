import { HttpResponse, http } from 'msw';
import { signIn } from '../../test/helpers';
import { API, server } from '../../test/server';
import { getOnboardingStatus } from './getOnboardingStatus';

describe('getOnboardingStatus (spec 4, 8)', () => {
  it('reads the onboarding status and only warns when it fails', async () => {
    signIn();
    server.use(
      http.get(`${API}/users/onboarding/status`, () => HttpResponse.json({ data: { isOnboarded: true } })),
    );
    await expect(getOnboardingStatus()).resolves.toBe(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(`${API}/users/onboarding/status`, () => HttpResponse.json({}, { status: 500 })));
    await expect(getOnboardingStatus()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});
