// GET /gems/{id} (spec 7): one gem, with its query options.
import { apiRequest, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Gem, GemSchema } from '../../schemas/gem';
import { isRecord } from './parseGems';

/** spec 7 GET /gems/{id}; null when it fails or is not a gem. */
export async function getGem(gemId: string, signal?: AbortSignal): Promise<Gem | null> {
  try {
    const data = await apiRequest(`/gems/${encodeURIComponent(gemId)}`, signal ? { signal } : {});
    const parsed = GemSchema.safeParse(isRecord(data) && isRecord(data.gem) ? data.gem : data);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (!signal?.aborted) console.warn('[gaido] could not load a gem', error);
    return null;
  }
}

export function gemQueryOptions(gemId: string) {
  return queryOptions({
    queryKey: queryKeys.gems.detail(gemId),
    queryFn: ({ signal }) => getGem(gemId, signal),
  });
}

/** One gem: `null` when it does not exist or could not be read. */
export function useGem(gemId: string) {
  return useQuery(gemQueryOptions(gemId));
}
