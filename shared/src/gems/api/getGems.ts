// GET /gems/?page&limit&sort&order (spec 7): the generic gem list, with its query options.

import { GENERIC_GEMS_PAGE_SIZE } from '@gaido/contracts/limits';
import { apiRequestRaw, type GemListParams, type ListResponse, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gem } from '../../schemas/gem';
import { EMPTY_META, parseGems, parseList } from './parseGems';

/** spec 9: gems page size 20 for the generic list. */
export const GEMS_LIST_PAGE_SIZE = GENERIC_GEMS_PAGE_SIZE;

function parseGemList(body: unknown): ListResponse<Gem> {
  return parseList(body, parseGems);
}

export interface GetGemsOptions extends GemListParams {
  signal?: AbortSignal;
}

/** spec 7 GET /gems/?page&limit(20)&sort&order; an empty list on failure. */
export async function getGems(options: GetGemsOptions = {}): Promise<ListResponse<Gem>> {
  const { page = 1, limit = GEMS_LIST_PAGE_SIZE, sort, order, signal } = options;
  try {
    return parseGemList(
      await apiRequestRaw('/gems/', { query: { page, limit, sort, order }, ...(signal ? { signal } : {}) }),
    );
  } catch (error) {
    if (!signal?.aborted) console.warn('[gaido] could not load gems', error);
    return { data: [], meta: { ...EMPTY_META, currentPage: page } };
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
