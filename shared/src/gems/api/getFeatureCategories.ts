// GET /gems/features/category (spec 7): the feature categories, with their query options.
import { listFeatureCategories } from '@gaido/contracts/gems';
import { type ApiAnswer, callApi, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A feature category with its features, as the contract describes it. */
export type FeatureCategory = ApiAnswer<typeof listFeatureCategories>['data'][number];

/** spec 7 GET /gems/features/category; [] on failure. */
export async function getFeatureCategories(signal?: AbortSignal): Promise<FeatureCategory[]> {
  try {
    return (await callApi(listFeatureCategories, signal ? { signal } : {})).data;
  } catch (error) {
    if (!signal?.aborted) console.warn('[gaido] could not load feature categories', error);
    return [];
  }
}

export function featureCategoriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.gems.featureCategories(),
    queryFn: ({ signal }) => getFeatureCategories(signal),
  });
}

export function useFeatureCategories() {
  return useQuery(featureCategoriesQueryOptions());
}
