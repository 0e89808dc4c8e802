// GET /guides (api/README.md "Platform and catalogue"): the travel guides. The spec does not show
// guide fields (spec 3 "Other entities"), so the schema keeps to what the page needs and lets the rest through.
import { apiRequest, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

export const GuideSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  bio: z.string().nullish(),
  imageUrl: z.string().nullish(),
  languages: z.array(z.string()).nullish(),
  cityId: z.string().nullish(),
  city: z.looseObject({ id: z.string(), name: z.string(), slug: z.string().nullish() }).nullish(),
  gemCount: z.number().nullish(),
});
export type Guide = z.infer<typeof GuideSchema>;

/** The API's page-size ceiling for guides: one page holds them all (30 in the seed). */
const GUIDES_PAGE_SIZE = 100;

/** Guides that do not match the schema are dropped rather than failing the page. */
export function parseGuides(data: unknown): Guide[] {
  if (!Array.isArray(data)) throw new Error('Unexpected guides response');
  return data.flatMap((item) => {
    const parsed = GuideSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Throws on failure, so the page can tell "no guides" from "could not load guides". */
export async function getGuides(signal?: AbortSignal): Promise<Guide[]> {
  const data = await apiRequest('/guides', {
    query: { limit: GUIDES_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  return parseGuides(data);
}

export function guidesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.guides.list({ limit: GUIDES_PAGE_SIZE }),
    queryFn: ({ signal }) => getGuides(signal),
  });
}

export function useGuides() {
  return useQuery(guidesQueryOptions());
}
