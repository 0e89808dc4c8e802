import { onboardingStatus } from '@gaido/contracts/onboarding';
import { anAnswer } from '@gaido/shared/testing';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, signIn } from '../../test/render';
import { server } from '../../test/setup';
import { getOnboardingStatus } from './getOnboardingStatus';

describe('getOnboardingStatus (spec 4, 8)', () => {
  it('reads the onboarding status and only warns when it fails', async () => {
    signIn();
    server.use(
      http.get(`${API}/users/onboarding/status`, () =>
        HttpResponse.json(anAnswer(onboardingStatus, 200, { data: { isOnboarded: true } })),
      ),
    );
    await expect(getOnboardingStatus()).resolves.toBe(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(`${API}/users/onboarding/status`, () => HttpResponse.json({}, { status: 500 })));
    await expect(getOnboardingStatus()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('reads the answer as its contract describes it: another shape is no status, and warns', async () => {
    signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(`${API}/users/onboarding/status`, () =>
        HttpResponse.json({ data: { user: { isOnboarded: 'yes' } } }),
      ),
    );
    await expect(getOnboardingStatus()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
