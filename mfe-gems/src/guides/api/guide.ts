// GET /guides/{id} (api/README.md): one guide with their gems (up to 500).
import * as guides from '@gaido/contracts/guides';
import { type ApiAnswer, callApi, queryKeys } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type GuideWithGems = ApiAnswer<typeof guides.getGuide>['data'];

/** The guide with their gems, read as the contract describes it (an answer it does not describe is an error). */
export async function getGuide(guideId: string, signal?: AbortSignal): Promise<GuideWithGems> {
  return (await callApi(guides.getGuide, { params: { id: guideId }, ...(signal ? { signal } : {}) })).data;
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
