// What every favorites endpoint file shares: the signed-in requirement, the cache-buster of reads, and
// the mutation hook every write is wrapped in.
import { isApiError, type MutationConfig, queryKeys, sessionStore } from '@gaido/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type { MutationConfig };

/** spec 5: a logged-in user is needed, else these errors, to the letter. */
export const FAVORITES_ERRORS = {
  save: 'User must be logged in to save gems',
  remove: 'User must be logged in to remove gems',
  createFolder: 'User must be logged in to create folders',
  updateFolder: 'User must be logged in to update folders',
  deleteFolder: 'User must be logged in to delete folders',
} as const;

export function requireUser(message: string): void {
  if (!sessionStore.getState().user) throw new Error(message);
}

export function hasUser(): boolean {
  return sessionStore.getState().user !== null;
}

/** spec 7: favorites reads carry a `_ts` cache-buster. */
export function cacheBuster() {
  return { _ts: Date.now() };
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * A write that failed on the server and on this device alike (the service answered false). The
 * screen says its own sentence; this error only makes the mutation fail, so it rolls back.
 */
export class FavoritesWriteFailed extends Error {
  override name = 'FavoritesWriteFailed';
}

/**
 * A favorites write as a mutation. Once it settles, after the caller's own `onSettled`, every
 * favorites query (folders, their gems, statuses) is made stale: the server's word replaces any
 * optimistic guess.
 */
export function useFavoritesMutation<TVariables, TData, TOnMutateResult = unknown>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onSettled, ...config }: MutationConfig<TVariables, TData, TOnMutateResult> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables, TOnMutateResult>({
    ...config,
    mutationFn,
    onSettled: async (...args) => {
      await onSettled?.(...args);
      return queryClient.invalidateQueries({ queryKey: queryKeys.favorites.all });
    },
  });
}
