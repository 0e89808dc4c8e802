// GET /guides/{id} (api/README.md): one guide with their gems (up to 500).
import { apiRequest, queryKeys } from '@gaido/shared';
import { type Gem, GemSchema } from '@gaido/shared/gems';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { GuideSchema } from './guides';

const GuideWithGemsSchema = z.extend(GuideSchema, { gems: z._default(z.array(z.unknown()), []) });

export type GuideWithGems = z.infer<typeof GuideSchema> & { gems: Gem[] };

export async function getGuide(guideId: string, signal?: AbortSignal): Promise<GuideWithGems> {
  const data = await apiRequest(`/guides/${encodeURIComponent(guideId)}`, signal ? { signal } : {});
  const guide = GuideWithGemsSchema.parse(data);
  // One odd gem must not hide the guide's others.
  const gems = guide.gems.flatMap((item) => {
    const parsed = GemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return { ...guide, gems };
}

export function guideQueryOptions(guideId: string) {
  return queryOptions({
    queryKey: queryKeys.guides.detail(guideId),
    queryFn: ({ signal }) => getGuide(guideId, signal),
  });
}

export function useGuide(guideId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...guideQueryOptions(guideId), enabled });
}
