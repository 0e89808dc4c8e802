import { updateUser } from '../session/sessionStore';
import { readItem, removeItem, writeItem } from '../storage/storage';

/** spec 4: the `userOnboarded` flag, in both localStorage and sessionStorage. */
export const ONBOARDED_FLAG_KEY = 'userOnboarded';

/** true when either storage holds userOnboarded = 'true'. */
export function readOnboardedFlag(): boolean {
  return (
    readItem(ONBOARDED_FLAG_KEY, 'local') === 'true' || readItem(ONBOARDED_FLAG_KEY, 'session') === 'true'
  );
}

/** spec 4: the user is marked onboarded and both local and session flags are set to true. */
export function markOnboarded(): void {
  updateUser({ isOnboarded: true });
  writeItem(ONBOARDED_FLAG_KEY, 'true', 'local');
  writeItem(ONBOARDED_FLAG_KEY, 'true', 'session');
}

/** spec 4: signed-out users clear the flag. */
export function clearOnboardedFlag(): void {
  removeItem(ONBOARDED_FLAG_KEY, 'local');
  removeItem(ONBOARDED_FLAG_KEY, 'session');
}

/** Where the gate sent the user from, so the quiz can return there (survives a reload mid-quiz). */
export const ONBOARDING_RETURN_KEY = 'gaido_onboarding_return_to';

export function rememberOnboardingReturnPath(path: string): void {
  if (path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/onboarding')) {
    writeItem(ONBOARDING_RETURN_KEY, path, 'session');
  }
}

/** The remembered path (and forgets it), or '/' when none. */
export function takeOnboardingReturnPath(): string {
  const path = readItem(ONBOARDING_RETURN_KEY, 'session');
  removeItem(ONBOARDING_RETURN_KEY, 'session');
  return path?.startsWith('/') && !path.startsWith('//') ? path : '/';
}
