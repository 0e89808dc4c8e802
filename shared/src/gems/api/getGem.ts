// GET /gems/{id} (spec 7): one gem, with its query options.
import { ApiError, apiRequest, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Gem, GemSchema } from '../../schemas/gem';
import { isRecord } from './parseGems';

/**
 * spec 7 GET /gems/{id}: null when there is no such gem (404, or an id the API refuses with 400) or
 * the answer is not a gem. Any other failure throws, so a page can tell "gone" from "not reachable".
 */
export async function readGem(gemId: string, signal?: AbortSignal): Promise<Gem | null> {
  let data: unknown;
  try {
    data = await apiRequest(`/gems/${encodeURIComponent(gemId)}`, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
  const parsed = GemSchema.safeParse(isRecord(data) && isRecord(data.gem) ? data.gem : data);
  return parsed.success ? parsed.data : null;
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
