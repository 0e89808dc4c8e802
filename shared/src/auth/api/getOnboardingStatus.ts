import { apiRequest } from '../../api/apiClient';

/** spec 4: the server's onboarding status; a failure only logs a warning (spec 8). */
export async function getOnboardingStatus(): Promise<boolean | undefined> {
  try {
    const data = await apiRequest('/users/onboarding/status', { auth: true });
    const source = isRecord(data) && isRecord(data.user) ? data.user : data;
    return isRecord(source) && typeof source.isOnboarded === 'boolean' ? source.isOnboarded : undefined;
  } catch (error) {
    console.warn('[gaido] could not fetch the onboarding status', error);
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
