// GET /users/onboarding/status (spec 4, 7): the gate's question to the server. Here rather than in the
// root of @gaido/shared, which the host provides to every page as its own chunk: the contracts'
// helpers it needs are already in the host's start-up chunk, and would be a second copy there.
import { onboardingStatus } from '@gaido/contracts/onboarding';
import { callApi } from '@gaido/shared';

/** spec 4: the server's onboarding status; a failure only logs a warning (spec 8). */
export async function getOnboardingStatus(): Promise<boolean | undefined> {
  try {
    const { data } = await callApi(onboardingStatus);
    return data.isOnboarded;
  } catch (error) {
    console.warn('[gaido] could not fetch the onboarding status', error);
    return undefined;
  }
}
