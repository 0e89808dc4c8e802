/**
 * @gaido/shared/onboarding: the quiz's calls, one file per endpoint (its fetcher, query options for a
 * read, and its hook), for mfe-onboarding alone. Kept out of the package's root, which the host
 * provides whole to every page; the gate's decision and the onboarded flag stay there. It holds no
 * state and is bundled where used; the API client, the session and the onboarded flag come through
 * the `@gaido/shared` specifier, so the quiz marks the one session onboarded.
 */
export {
  lookupOnboardingCity,
  onboardingCityQueryOptions,
  useOnboardingCities,
} from './lookupOnboardingCity';
export { ONBOARDING_ERRORS } from './request';
export {
  type OnboardedUser,
  type OnboardingSubmission,
  submitOnboarding,
  useSubmitOnboarding,
} from './submitOnboarding';
