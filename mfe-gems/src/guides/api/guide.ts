// GET /guides/{id} (api/README.md): one guide with their gems (up to 500).
import * as guides from '@gaido/contracts/guides';
import { type ApiAnswer, callApi, queryKeys } from '@gaido/shared';
import { type Gem, parseGems } from '@gaido/shared/gems';
import { queryOptions, useQuery } from '@tanstack/react-query';
export type GuideWithGems = Omit<ApiAnswer<typeof guides.getGuide>['data'], 'gems'> & { gems: Gem[] };

export async function getGuide(guideId: string, signal?: AbortSignal): Promise<GuideWithGems> {
  // The gems are checked one by one by the catalogue's reader (parseGems, @gaido/shared/gems): one odd
  // gem must not hide the guide's others, so the answer is not checked whole (`check: false`).
  const { data } = await callApi(guides.getGuide, {
    params: { id: guideId },
    check: false,
    ...(signal ? { signal } : {}),
  });
  return { ...data, gems: parseGems(data.gems) };
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
