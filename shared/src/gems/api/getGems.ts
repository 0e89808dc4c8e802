// GET /gems?page&limit&sort&order (spec 7): the generic gem list, with its query options.

import { listGems } from '@gaido/contracts/gems';
import { GENERIC_GEMS_PAGE_SIZE } from '@gaido/contracts/limits';
import { callApi, type GemListParams, type ListResponse, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GemSummary } from '../types';

/** spec 9: gems page size 20 for the generic list. */
export const GEMS_LIST_PAGE_SIZE = GENERIC_GEMS_PAGE_SIZE;

export interface GetGemsOptions extends GemListParams {
  signal?: AbortSignal;
}

/**
 * spec 7 GET /gems?page&limit(20)&sort&order, read as its contract describes it; an empty list on
 * failure, an answer the contract does not describe included.
 */
export async function getGems(options: GetGemsOptions = {}): Promise<ListResponse<GemSummary>> {
  const { page = 1, limit = GEMS_LIST_PAGE_SIZE, sort, order, signal } = options;
  try {
    return await callApi(listGems, { query: { page, limit, sort, order }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (!signal?.aborted) console.warn('[gaido] could not load gems', error);
    return { data: [], meta: { currentPage: page, totalPages: 0, totalRecords: 0 } };
  }
}

export function gemsListQueryOptions(params: GemListParams = {}) {
  return queryOptions({
    queryKey: queryKeys.gems.list(params),
    queryFn: ({ signal }) => getGems({ ...params, signal }),
  });
}

export function useGems(params: GemListParams = {}) {
  return useQuery(gemsListQueryOptions(params));
}
