// GET /gems/{id} (spec 7): one gem, with its query options.
import { getGem as getGemEndpoint } from '@gaido/contracts/gems';
import { ApiError, callApi, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gem } from '../types';

/**
 * spec 7 GET /gems/{id}: null when there is no such gem (404, or an id the API refuses with 400).
 * Any other failure throws, an answer its contract does not describe included, so a page can tell
 * "gone" from "not reachable".
 */
export async function readGem(gemId: string, signal?: AbortSignal): Promise<Gem | null> {
  try {
    return (await callApi(getGemEndpoint, { params: { id: gemId }, ...(signal ? { signal } : {}) })).data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** spec 8: like readGem, but null when it fails for any reason (a folder's gems skip what fails). */
export async function getGem(gemId: string, signal?: AbortSignal): Promise<Gem | null> {
  try {
    return await readGem(gemId, signal);
  } catch (error) {
    if (!signal?.aborted) console.warn('[gaido] could not load a gem', error);
    return null;
  }
}

export function gemQueryOptions(gemId: string) {
  return queryOptions({
    queryKey: queryKeys.gems.detail(gemId),
    queryFn: ({ signal }) => readGem(gemId, signal),
  });
}

/** One gem: `null` when it does not exist; an error when it could not be reached. */
export function useGem(gemId: string) {
  return useQuery(gemQueryOptions(gemId));
}
