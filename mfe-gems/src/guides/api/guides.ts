// GET /guides (api/README.md "Platform and catalogue"): the travel guides. The spec does not show
// guide fields (spec 3 "Other entities"), so the schema keeps to what the page needs and lets the rest through.

import { listGuides, MAX_GUIDES_PAGE_SIZE } from '@gaido/contracts/guides';
import { type ApiAnswer, callApi, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
export type Guide = ApiAnswer<typeof listGuides>['data'][number];

/** The API's page-size ceiling for guides: one page holds them all (30 in the seed). */
const GUIDES_PAGE_SIZE = MAX_GUIDES_PAGE_SIZE;

/** Throws on failure, so the page can tell "no guides" from "could not load guides". */
export async function getGuides(signal?: AbortSignal): Promise<Guide[]> {
  const answer = await callApi(listGuides, {
    query: { limit: GUIDES_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  return answer.data;
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
