import * as tours from '@gaido/contracts/tours';
import { callApi, queryKeys } from '@gaido/shared';
import type { TourDetail } from '@gaido/shared/tours';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

export type TourRef = { tourId: string } | { citySlug: string; tourSlug: string };

export async function getTour(ref: TourRef, signal?: AbortSignal): Promise<TourDetail> {
  const answer =
    'tourId' in ref
      ? await callApi(tours.getTour, { params: ref, ...(signal ? { signal } : {}) })
      : await callApi(tours.tourBySlug, { params: ref, ...(signal ? { signal } : {}) });
  return answer.data;
}

export function tourQueryOptions(ref: TourRef) {
  return queryOptions({
    queryKey: queryKeys.tours.detail('tourId' in ref ? ref.tourId : `${ref.citySlug}/${ref.tourSlug}`),
    queryFn: ({ signal }) => getTour(ref, signal),
  });
}

/** The tour a route names: `/tours/:citySlug/:tourSlug` or `/tours/city/:cityId/:tourId`. */
export function tourRefFromParams(params: Readonly<Record<string, string | undefined>>): TourRef | null {
  const { cityId, tourId, citySlug, tourSlug } = params;
  if (cityId && tourId) return { tourId };
  if (citySlug && tourSlug) return { citySlug, tourSlug };
  return null;
}

/** Asks for a tour before its page renders (the page's `prefetch`); the page's query joins it. */
export function prefetchTour(queryClient: QueryClient, ref: TourRef): void {
  void queryClient.prefetchQuery(tourQueryOptions(ref));
}

export function useTour(ref: TourRef | null) {
  return useQuery({ ...tourQueryOptions(ref ?? { tourId: '' }), enabled: ref !== null });
}
