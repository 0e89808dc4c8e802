import { tourAvailability } from '@gaido/contracts/tours';
import { callApi } from '@gaido/shared';
import { tourQueryKeys } from '@gaido/shared/tours';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export interface AvailabilityRange {
  from: string;
  to: string;
}

export async function getAvailability(tourId: string, range: AvailabilityRange, signal?: AbortSignal) {
  const answer = await callApi(tourAvailability, {
    params: { tourId },
    query: { from: range.from, to: range.to },
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

export function availabilityQueryOptions(tourId: string, range: AvailabilityRange) {
  return queryOptions({
    queryKey: tourQueryKeys.availability(tourId, range.from, range.to),
    queryFn: ({ signal }) => getAvailability(tourId, range, signal),
    // Places change while people look: stale after 30 s, and fetched again on focus.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}

export function useAvailability(tourId: string, range: AvailabilityRange) {
  return useQuery(availabilityQueryOptions(tourId, range));
}
