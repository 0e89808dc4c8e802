// GET /gems/features/category (spec 7): the feature categories, with their query options.
import { apiRequest, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FeatureCategory, FeatureCategorySchema } from '../../schemas/gem';
import { isRecord } from './parseGems';

/** spec 7 GET /gems/features/category; [] on failure. */
export async function getFeatureCategories(signal?: AbortSignal): Promise<FeatureCategory[]> {
  try {
    const data = await apiRequest('/gems/features/category', signal ? { signal } : {});
    const list = Array.isArray(data)
      ? data
      : isRecord(data) && Array.isArray(data.categories)
        ? data.categories
        : [];
    return list.flatMap((item) => {
      const parsed = FeatureCategorySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
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
