/**
 * The Web Lock under which a tab refreshes the tokens (api/apiClient.ts performRefresh) or removes the
 * shared record of them at sign-out (sessionStore.ts clearSession): taking the same lock orders a
 * sign-out after a refresh another tab is in the middle of, so that refresh cannot record tokens
 * after the sign-out removed them (spec 4 Tokens). Browsers without Web Locks run the task at once.
 */
export const REFRESH_LOCK = 'gaido-token-refresh';

export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return task();
  return locks.request(REFRESH_LOCK, task) as Promise<T>;
}
