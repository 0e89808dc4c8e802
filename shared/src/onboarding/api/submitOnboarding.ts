// POST /users/onboarding (spec 7): the quiz's answers; on success the user is marked onboarded.
import {
  apiRequest,
  getCurrentUser,
  getServerMessage,
  type MutationConfig,
  markOnboarded,
  normalizeUser,
  updateUser,
} from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { type OnboardingSubmission, OnboardingSubmissionSchema } from '../../schemas/user';
import { ONBOARDING_ERRORS } from './request';

/**
 * spec 7 POST /users/onboarding. The server answers the updated user: the session takes it (its
 * user_metadata.onboarding names the chosen city), so every page that personalises by the city
 * (home, the gems map, tours) follows the answers at once, without a reload or a new sign-in. Then
 * the user is marked onboarded (spec 4: user, local and session flags), so the gate lets them through.
 */
export async function submitOnboarding(submission: OnboardingSubmission): Promise<unknown> {
  const checked = OnboardingSubmissionSchema.safeParse(submission);
  // An incomplete submission never reaches the API, and the user sees the spec's text, not zod's.
  if (!checked.success) throw new Error(ONBOARDING_ERRORS.submit, { cause: checked.error });
  const body = checked.data;
  let data: unknown;
  try {
    data = await apiRequest('/users/onboarding', { method: 'POST', body, auth: true });
  } catch (error) {
    throw new Error(getServerMessage(error, ONBOARDING_ERRORS.submit), { cause: error });
  }
  const answered = normalizeUser(data);
  // Only the signed-in user's answer counts: an answer about anyone else (another tab signed in meanwhile) is ignored.
  if (answered && answered.id === getCurrentUser()?.id) updateUser(answered);
  markOnboarded();
  return data;
}

export function useSubmitOnboarding(config: MutationConfig<OnboardingSubmission, unknown> = {}) {
  // A failure is said at once (no retry behind the traveller's back): the answers stay to try again.
  return useMutation({ retry: 0, ...config, mutationFn: submitOnboarding });
}
