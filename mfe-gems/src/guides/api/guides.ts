// GET /guides (api/README.md "Platform and catalogue"): the travel guides. The spec does not show
// guide fields (spec 3 "Other entities"), so the schema keeps to what the page needs and lets the rest through.

import { MAX_GUIDES_PAGE_SIZE } from '@gaido/contracts/limits';
import { apiRequest, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

export const GuideSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  bio: z.nullish(z.string()),
  imageUrl: z.nullish(z.string()),
  languages: z.nullish(z.array(z.string())),
  cityId: z.nullish(z.string()),
  city: z.nullish(z.looseObject({ id: z.string(), name: z.string(), slug: z.nullish(z.string()) })),
  gemCount: z.nullish(z.number()),
});
export type Guide = z.infer<typeof GuideSchema>;

/** The API's page-size ceiling for guides: one page holds them all (30 in the seed). */
const GUIDES_PAGE_SIZE = MAX_GUIDES_PAGE_SIZE;

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
