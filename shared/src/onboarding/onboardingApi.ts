/**
 * @gaido/shared/onboarding: the quiz's calls, for mfe-onboarding alone. Kept out of the package's
 * root, which the host provides whole to every page; the gate's decision and the onboarded flag stay
 * there. It holds no state and is bundled where used; the API client, the session and the onboarded
 * flag come through the `@gaido/shared` specifier, so the quiz marks the one session onboarded.
 */
import { apiRequest, type City, CitySchema, getServerMessage, markOnboarded } from '@gaido/shared';
import { type OnboardingSubmission, OnboardingSubmissionSchema } from '../schemas/user';

export { type OnboardingSubmission, OnboardingSubmissionSchema };

export const ONBOARDING_ERRORS = {
  submit: 'Onboarding submission failed',
  lookup: 'City lookup failed',
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * spec 7 POST /users/onboarding. On success the user is marked onboarded (spec 4: user, local and
 * session flags), so the gate lets them through at once.
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
  markOnboarded();
  return data;
}

/** spec 7 GET /users/onboarding/city?city&country. Entries that are not cities are skipped. */
export async function lookupOnboardingCity(
  { city, country }: { city: string; country?: string },
  signal?: AbortSignal,
): Promise<City[]> {
  let data: unknown;
  try {
    data = await apiRequest('/users/onboarding/city', {
      query: { city, country: country || undefined },
      auth: true,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(getServerMessage(error, ONBOARDING_ERRORS.lookup), { cause: error });
  }
  const list = Array.isArray(data)
    ? data
    : isRecord(data) && Array.isArray(data.cities)
      ? data.cities
      : isRecord(data)
        ? [data]
        : [];
  return list.flatMap((item) => {
    const parsed = CitySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
