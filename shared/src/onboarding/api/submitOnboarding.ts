// POST /users/onboarding (spec 7): the quiz's answers; on success the user is marked onboarded.
import { OnboardingBody, submitOnboarding as submitOnboardingEndpoint } from '@gaido/contracts/onboarding';
import {
  type ApiAnswer,
  callApi,
  getCurrentUser,
  getServerMessage,
  type MutationConfig,
  markOnboarded,
  normalizeUser,
  updateUser,
} from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { ONBOARDING_ERRORS } from './request';

/** spec 3 "Onboarding submission": the quiz's answers as it holds them, one string each. */
export type OnboardingSubmission = Record<keyof z.input<typeof OnboardingBody>, string>;

/** The user the API answers, with the answers stored. */
export type OnboardedUser = ApiAnswer<typeof submitOnboardingEndpoint>['data'];

/**
 * spec 7 POST /users/onboarding. The server answers the updated user: the session takes it (its
 * user_metadata.onboarding names the chosen city), so every page that personalises by the city
 * (home, the gems map, tours) follows the answers at once, without a reload or a new sign-in. Then
 * the user is marked onboarded (spec 4: user, local and session flags), so the gate lets them through.
 */
export async function submitOnboarding(submission: OnboardingSubmission): Promise<OnboardedUser> {
  // Checked with the contract's body: answers the API would refuse never reach it, and the user sees
  // the spec's text, not zod's.
  const checked = OnboardingBody.safeParse(submission);
  if (!checked.success) throw new Error(ONBOARDING_ERRORS.submit, { cause: checked.error });
  let answered: OnboardedUser;
  try {
    answered = (await callApi(submitOnboardingEndpoint, { body: checked.data })).data;
  } catch (error) {
    throw new Error(getServerMessage(error, ONBOARDING_ERRORS.submit), { cause: error });
  }
  const user = normalizeUser(answered);
  // Only the signed-in user's answer counts: an answer about anyone else (another tab signed in meanwhile) is ignored.
  if (user && user.id === getCurrentUser()?.id) updateUser(user);
  markOnboarded();
  return answered;
}

export function useSubmitOnboarding(config: MutationConfig<OnboardingSubmission, OnboardedUser> = {}) {
  // A failure is said at once (no retry behind the traveller's back): the answers stay to try again.
  return useMutation({ retry: 0, ...config, mutationFn: submitOnboarding });
}
