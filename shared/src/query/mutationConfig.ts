import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a caller may add to an endpoint's write hook: its callbacks (optimistic updates, toasts) and
 * its retry policy. The hook owns the call itself (`mutationFn`).
 */
export type MutationConfig<TVariables, TData, TOnMutateResult = unknown> = Omit<
  UseMutationOptions<TData, Error, TVariables, TOnMutateResult>,
  'mutationFn'
>;
